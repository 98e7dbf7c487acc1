/**
 * User block and unblock (SPEC §4, §7, §8): optimistic — `blocking` already shows the user as
 * blocked — and rolled back on failure (back to `unblocked` / `blocked`, emitting `failed`).
 * The calls are the `block` / `unblock` actors (UserBlockResource create / delete).
 */
import { assign, emit, fromPromise, type SnapshotFrom, setup } from 'xstate';

export interface UserBlockInput {
  userId: string;
  blocked?: boolean;
  /** block_source / block_context of the call. */
  source?: string;
}

export interface UserBlockCallInput {
  blocked_user_id: string;
  block_source?: string;
}

export type UserBlockEvent = { type: 'BLOCK' } | { type: 'UNBLOCK' };
export type UserBlockEmitted = { type: 'failed'; action: 'block' | 'unblock'; error: unknown };

const call = (name: string) =>
  fromPromise<void, UserBlockCallInput>(() => Promise.reject(new Error(`userBlockMachine: provide ${name}`)));

export const userBlockMachine = setup({
  types: {
    input: {} as UserBlockInput,
    context: {} as { userId: string; source: string | null; initiallyBlocked: boolean },
    events: {} as UserBlockEvent,
    emitted: {} as UserBlockEmitted,
  },
  actors: { block: call('block'), unblock: call('unblock') },
  guards: { initiallyBlocked: ({ context }) => context.initiallyBlocked },
}).createMachine({
  id: 'userBlock',
  context: ({ input }) => ({
    userId: input.userId,
    source: input.source ?? null,
    initiallyBlocked: input.blocked ?? false,
  }),
  initial: 'unblocked',
  states: {
    unblocked: {
      always: { guard: 'initiallyBlocked', target: 'blocked', actions: assign({ initiallyBlocked: false }) },
      on: { BLOCK: 'blocking' },
    },
    blocking: {
      invoke: {
        id: 'block',
        src: 'block',
        input: ({ context }) => callInput(context),
        onDone: 'blocked',
        onError: {
          target: 'unblocked',
          actions: emit(({ event }) => ({
            type: 'failed' as const,
            action: 'block' as const,
            error: event.error,
          })),
        },
      },
    },
    blocked: {
      on: { UNBLOCK: 'unblocking' },
    },
    unblocking: {
      invoke: {
        id: 'unblock',
        src: 'unblock',
        input: ({ context }) => callInput(context),
        onDone: 'unblocked',
        onError: {
          target: 'blocked',
          actions: emit(({ event }) => ({
            type: 'failed' as const,
            action: 'unblock' as const,
            error: event.error,
          })),
        },
      },
    },
  },
});

function callInput(context: { userId: string; source: string | null }): UserBlockCallInput {
  return context.source
    ? { blocked_user_id: context.userId, block_source: context.source }
    : { blocked_user_id: context.userId };
}

/** The blocked state to show (optimistic). */
export function showsBlocked(snapshot: SnapshotFrom<typeof userBlockMachine>): boolean {
  return snapshot.matches('blocked') || snapshot.matches('blocking');
}
