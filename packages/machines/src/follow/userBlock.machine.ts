/**
 * A block or unblock of a person, as a button runs it (SPEC §4, §7, §8). BLOCK / UNBLOCK { userId }
 * runs the `setBlocked` actor — in the site the entity store's block intent, which shows the change
 * at once (optimistic) and rolls it back on failure (§8 "Block/unblock failure: revert") — and
 * reacts to its result: `changed { userId, blocked }` once the server has it, `failed` when it was
 * refused (the caller says so). Whether the person is blocked is not kept here: the caller reads it
 * where it is stored and sends the change it wants. A press while a change runs starts the newer
 * change, and only the newest one's result is reacted to.
 */
import { assign, emit, fromPromise, setup } from 'xstate';

/** The change the `setBlocked` actor makes: block (true) or unblock (false) the person. */
export interface UserBlockChange {
  userId: string;
  blocked: boolean;
}

export type UserBlockEvent = { type: 'BLOCK'; userId: string } | { type: 'UNBLOCK'; userId: string };
export type UserBlockEmitted =
  | { type: 'changed'; userId: string; blocked: boolean }
  | { type: 'failed'; action: 'block' | 'unblock'; userId: string; error: unknown };

/** A press: the change it asks for replaces any change running. */
const press = { target: 'changing', reenter: true, actions: 'startChange' } as const;

export const userBlockMachine = setup({
  types: {
    context: {} as { change: UserBlockChange | null },
    events: {} as UserBlockEvent,
    emitted: {} as UserBlockEmitted,
  },
  actions: {
    startChange: assign({
      change: ({ event }) => ({ userId: event.userId, blocked: event.type === 'BLOCK' }),
    }),
  },
  actors: {
    setBlocked: fromPromise<unknown, UserBlockChange>(() =>
      Promise.reject(new Error('userBlockMachine: provide the setBlocked actor')),
    ),
  },
}).createMachine({
  id: 'userBlock',
  context: { change: null },
  initial: 'idle',
  states: {
    idle: {
      on: { BLOCK: press, UNBLOCK: press },
    },
    changing: {
      on: { BLOCK: press, UNBLOCK: press },
      invoke: {
        id: 'setBlocked',
        src: 'setBlocked',
        input: ({ context }) => context.change as UserBlockChange,
        onDone: {
          target: 'idle',
          actions: [
            emit(({ context }) => ({ type: 'changed' as const, ...(context.change as UserBlockChange) })),
            assign({ change: null }),
          ],
        },
        onError: {
          target: 'idle',
          actions: [
            emit(({ context, event }) => {
              const change = context.change as UserBlockChange;
              return {
                type: 'failed' as const,
                action: change.blocked ? ('block' as const) : ('unblock' as const),
                userId: change.userId,
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
