/**
 * A follow or unfollow of a board, a person or a topic, as a button runs it (SPEC §4, §7, §8).
 * FOLLOW / UNFOLLOW { target } runs the `setFollowing` actor — in the site the entity store's
 * follow intent, which shows the change at once, rolls it back on failure and logs the §7 events
 * (26/27 boards, 601/602 topics) — and reacts to its result: after an unfollow the §8 message
 * (`showMessage` with `unfollowMessage` of @tessera/model: We'll show you less Pins from {topic} in
 * the future. / You unfollowed {user} … / You unfollowed the board {board} …); after a failure
 * `failed` is emitted (the caller says so). Whether the viewer follows is not kept here: the caller
 * reads it where it is stored and sends the change it wants. A press while a change runs starts
 * the newer change, and only the newest one's result is reacted to.
 */
import { type UnfollowTarget, unfollowMessage } from '@tessera/model';
import { assign, emit, fromPromise, setup } from 'xstate';

export type FollowKind = UnfollowTarget['kind'];

/** What is followed, and its name (for the messages). */
export interface FollowTarget {
  kind: FollowKind;
  id: string;
  name: string;
}

/** The change the `setFollowing` actor makes: follow (true) or unfollow (false) the target. */
export interface FollowChange {
  target: FollowTarget;
  followed: boolean;
}

export type FollowEvent =
  | { type: 'FOLLOW'; target: FollowTarget }
  | { type: 'UNFOLLOW'; target: FollowTarget };
export type FollowEmitted = {
  type: 'failed';
  action: 'follow' | 'unfollow';
  target: FollowTarget;
  error: unknown;
};

/** A press: the change it asks for replaces any change running. */
const press = { target: 'changing', reenter: true, actions: 'startChange' } as const;

export const followMachine = setup({
  types: {
    context: {} as { change: FollowChange | null },
    events: {} as FollowEvent,
    emitted: {} as FollowEmitted,
  },
  actors: {
    setFollowing: fromPromise<unknown, FollowChange>(() =>
      Promise.reject(new Error('followMachine: provide the setFollowing actor')),
    ),
  },
  actions: {
    showMessage: (_args, _text: string) => {},
    startChange: assign({
      change: ({ event }) => ({ target: event.target, followed: event.type === 'FOLLOW' }),
    }),
  },
  guards: {
    unfollowed: ({ context }) => context.change?.followed === false,
  },
}).createMachine({
  id: 'follow',
  context: { change: null },
  initial: 'idle',
  states: {
    idle: {
      on: { FOLLOW: press, UNFOLLOW: press },
    },
    changing: {
      on: { FOLLOW: press, UNFOLLOW: press },
      invoke: {
        id: 'setFollowing',
        src: 'setFollowing',
        input: ({ context }) => context.change as FollowChange,
        onDone: [
          {
            guard: 'unfollowed',
            target: 'idle',
            actions: [
              {
                type: 'showMessage',
                params: ({ context }) => unfollowMessage((context.change as FollowChange).target),
              },
              assign({ change: null }),
            ],
          },
          { target: 'idle', actions: assign({ change: null }) },
        ],
        onError: {
          target: 'idle',
          actions: [
            emit(({ context, event }) => {
              const change = context.change as FollowChange;
              return {
                type: 'failed' as const,
                action: change.followed ? ('follow' as const) : ('unfollow' as const),
                target: change.target,
                error: event.error,
              };
            }),
            assign({ change: null }),
          ],
        },
      },
    },
  },
});
