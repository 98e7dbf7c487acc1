/**
 * The words of Send (§1 "send pins", §2 Send on a card and on the closeup), importing only other
 * words (the e2e tests read them too). The spec names the action only (its label is the model's
 * labels.send): the rest is ours.
 */
import { SITE_TEXT } from './siteText.ts';
export const SEND_TEXT = {
  heading: 'Send to',
  conversations: 'Conversations',
  people: 'People you follow',
  search: 'Search people',
  found: 'People',
  searching: 'Searching…',
  nobodyFound: (query: string) => `Nobody found for “${query}”.`,
  searchFailed: 'People could not be searched. Try again.',
  loading: 'Loading conversations and people…',
  none: 'No conversations yet, and you follow nobody: search for someone to send to.',
  failed: 'The conversations could not load.',
  retry: SITE_TEXT.retry,
  sent: (name: string) => `Sent to ${name}`,
  notSent: 'Sorry! The pin could not be sent.',
  seeConversation: 'See conversation',
} as const;
