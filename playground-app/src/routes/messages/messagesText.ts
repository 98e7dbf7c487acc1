/**
 * The messages page's words, with no runtime imports (the e2e tests read them too). The spec names
 * the page (§2 /conversation/{id}) and its grid (ConversationView) only; Send is the model's
 * labels.send. The rest is ours.
 */
export const MESSAGES_TEXT = {
  heading: 'Messages',
  conversations: 'Conversations',
  /** A conversation's last message in the list when it is a pin with no text. */
  sentPin: 'Sent a Pin',
  noConversations: 'No conversations yet. Send a Pin to someone to start one.',
  /** A conversation's messages (a list) and the page's title. */
  with: (name: string) => `Messages with ${name}`,
  /** Who wrote a message the viewer wrote. */
  you: 'You',
  /** The grid of the pin a message carries (ConversationView). */
  pinFrom: (name: string, date: string) => (date ? `Pin from ${name}, ${date}` : `Pin from ${name}`),
  empty: 'No messages yet. Say hello!',
  showMore: 'Show more messages',
  moreFailed: 'More messages could not be loaded. Try again.',
  write: 'Write a message',
  sending: 'Sending…',
  notSent: 'Sorry! The message could not be sent.',
  loggedOut: 'Log in to see your conversations and send Pins to people.',
} as const;
