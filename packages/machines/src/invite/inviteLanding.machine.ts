/**
 * Invite landing (SPEC §4, §7): with an invite code, the metadata is fetched (the
 * `fetchInviteMetadata` actor: InviteCodeMetadataResource). Then:
 * - logged out on desktop: the inviter popover (`popover`, until DISMISS), skipped for invite
 *   channels 5, 9, 12 and 16 (`inviterPopoverShown` of @tessera/model);
 * - logged in (mobile and desktop): the `showInviteToast` action, only if the sender is not the
 *   viewer and both can message (`inviteToastShown`);
 * - any failure clears the landing state silently (`clearInviteState`, §8).
 * Without an invite code nothing happens. Logged out on mobile shows nothing (not in the spec).
 */
import { type Invite, inviterPopoverShown, inviteToastShown } from '@tessera/model';
import { assign, fromPromise, setup } from 'xstate';

export interface InviteMetadata {
  sender: Invite['sender'] & { id?: string; should_show_messaging?: boolean };
  invite_channel: number | null;
}

export interface InviteLandingInput {
  inviteCode?: string | null;
  loggedIn: boolean;
  desktop: boolean;
  viewer?: { id: string; should_show_messaging?: boolean } | null;
}

export interface InviteLandingContext extends Required<Omit<InviteLandingInput, 'inviteCode'>> {
  inviteCode: string | null;
  invite: InviteMetadata | null;
}

/**
 * DISMISS closes the popover. VIEWPORT tells the machine the viewport's width class when it changes
 * while the invite is read: a page hydrated from the server's markup first renders with the server's
 * answer (not a desktop), then learns the real one; the popover's rule reads it when the answer comes.
 */
export type InviteLandingEvent = { type: 'DISMISS' } | { type: 'VIEWPORT'; desktop: boolean };

const metadataOf = (event: unknown) => (event as { output: InviteMetadata }).output;

export const inviteLandingMachine = setup({
  types: {
    input: {} as InviteLandingInput,
    context: {} as InviteLandingContext,
    events: {} as InviteLandingEvent,
  },
  actors: {
    fetchInviteMetadata: fromPromise<InviteMetadata, { invite_code: string }>(() =>
      Promise.reject(new Error('inviteLandingMachine: provide the fetchInviteMetadata actor')),
    ),
  },
  actions: {
    showInviteToast: (_args, _invite: InviteMetadata) => {},
    clearInviteState: () => {},
  },
  guards: {
    noCode: ({ context }) => !context.inviteCode,
    popover: ({ context, event }) =>
      !context.loggedIn && context.desktop && inviterPopoverShown(metadataOf(event).invite_channel),
    toast: ({ context, event }) =>
      context.loggedIn &&
      inviteToastShown({
        senderId: metadataOf(event).sender.id,
        viewerId: context.viewer?.id,
        senderCanMessage: metadataOf(event).sender.should_show_messaging === true,
        viewerCanMessage: context.viewer?.should_show_messaging === true,
      }),
  },
}).createMachine({
  id: 'inviteLanding',
  context: ({ input }) => ({
    inviteCode: input.inviteCode ?? null,
    loggedIn: input.loggedIn,
    desktop: input.desktop,
    viewer: input.viewer ?? null,
    invite: null,
  }),
  initial: 'fetching',
  states: {
    fetching: {
      // no invite code: nothing to land (the call is never started)
      always: { guard: 'noCode', target: 'done' },
      on: { VIEWPORT: { actions: assign({ desktop: ({ event }) => event.desktop }) } },
      invoke: {
        id: 'fetchInviteMetadata',
        src: 'fetchInviteMetadata',
        input: ({ context }) => ({ invite_code: context.inviteCode as string }),
        onDone: [
          { guard: 'popover', target: 'popover', actions: assign({ invite: ({ event }) => event.output }) },
          {
            guard: 'toast',
            target: 'done',
            actions: [
              assign({ invite: ({ event }) => event.output }),
              { type: 'showInviteToast', params: ({ event }) => event.output },
            ],
          },
          { target: 'done', actions: assign({ invite: ({ event }) => event.output }) },
        ],
        // §8 invite failure: silently clears the landing state
        onError: { target: 'done', actions: [assign({ invite: null }), 'clearInviteState'] },
      },
    },
    popover: {
      on: { DISMISS: 'done' },
    },
    done: { type: 'final' },
  },
});
