/**
 * Follow and unfollow boards, people and topics (SPEC §4, §7, §8). Optimistic like user block:
 * `following` already shows followed, `unfollowing` already shows not followed; a failed call
 * rolls back and emits `failed`. After an unfollow the §8 message is shown (`showMessage` with
 * `unfollowMessage` of @tessera/model: We'll show you less Pins from {topic} in the future. /
 * You unfollowed {user} … / You unfollowed the board {board} …). Board and topic changes are
 * logged (`logFollow`: events 26/27 for boards, 601/602 for topics; eventType null for people,
 * whose event type is not shown: nothing to log).
 * The calls are the `follow` / `unfollow` actors (PUT / DELETE /v3/boards/{id}/follow/,
 * UserFollowResource, InterestFollowResource).
 */
import { followEventType, type UnfollowTarget, unfollowMessage } from '@tessera/model';
import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';

export type FollowKind = UnfollowTarget['kind'];

export interface FollowInput {
  kind: FollowKind;
  id: string;
  name: string;
  followed?: boolean;
}

export interface FollowCallInput {
  kind: FollowKind;
  id: string;
}

export type FollowEvent = { type: 'FOLLOW' } | { type: 'UNFOLLOW' };
export type FollowEmitted = { type: 'failed'; action: 'follow' | 'unfollow'; error: unknown };

interface FollowContext {
  kind: FollowKind;
  id: string;
  name: string;
  initiallyFollowed: boolean;
}

const call = (name: string) =>
  fromPromise<void, FollowCallInput>(() => Promise.reject(new Error(`followMachine: provide ${name}`)));
const callInput = ({ context }: { context: FollowContext }): FollowCallInput => ({
  kind: context.kind,
  id: context.id,
});
const logFollow = (follow: boolean) => ({
  type: 'logFollow' as const,
  params: ({ context }: { context: FollowContext }) => ({
    eventType: followEventType(context.kind, follow),
    id: context.id,
  }),
});

export const followMachine = setup({
  types: {
    input: {} as FollowInput,
    context: {} as FollowContext,
    events: {} as FollowEvent,
    emitted: {} as FollowEmitted,
  },
  actors: { follow: call('follow'), unfollow: call('unfollow') },
  actions: {
    showMessage: (_args, _text: string) => {},
    logFollow: (_args, _log: { eventType: number | null; id: string }) => {},
  },
  guards: { initiallyFollowed: ({ context }) => context.initiallyFollowed },
}).createMachine({
  id: 'follow',
  context: ({ input }) => ({
    kind: input.kind,
    id: input.id,
    name: input.name,
    initiallyFollowed: input.followed ?? false,
  }),
  initial: 'notFollowed',
  states: {
    notFollowed: {
      always: {
        guard: 'initiallyFollowed',
        target: 'followed',
        actions: assign({ initiallyFollowed: false }),
      },
      on: { FOLLOW: 'following' },
    },
    following: {
      invoke: {
        id: 'follow',
        src: 'follow',
        input: callInput,
        onDone: { target: 'followed', actions: logFollow(true) },
        onError: {
          target: 'notFollowed',
          actions: emit(({ event }) => ({
            type: 'failed' as const,
            action: 'follow' as const,
            error: event.error,
          })),
        },
      },
    },
    followed: {
      on: { UNFOLLOW: 'unfollowing' },
    },
    unfollowing: {
      invoke: {
        id: 'unfollow',
        src: 'unfollow',
        input: callInput,
        onDone: {
          target: 'notFollowed',
          actions: [
            logFollow(false),
            {
              type: 'showMessage',
              params: ({ context }) => unfollowMessage({ kind: context.kind, name: context.name }),
            },
          ],
        },
        onError: {
          target: 'followed',
          actions: emit(({ event }) => ({
            type: 'failed' as const,
            action: 'unfollow' as const,
            error: event.error,
          })),
        },
      },
    },
  },
});

/** The followed state to show (optimistic). */
export function showsFollowed(snapshot: SnapshotFrom<typeof followMachine>): boolean {
  return snapshot.matches('followed') || snapshot.matches('following');
}
