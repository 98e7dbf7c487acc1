/** Test harness: a oneTapSave actor whose repin and delete calls the test settles by hand. */
import type { RepinResult } from '@tessera/model';
import { vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  type DeletePinInput,
  type OneTapSaveEmitted,
  type OneTapSaveInput,
  oneTapSaveMachine,
  type RepinInput,
} from '../oneTapSave/oneTapSave.machine.ts';
import { type Deferred, deferred } from './deferred.ts';

export const BOARD_RESULT: RepinResult = {
  id: 'repin-1',
  pinner: { id: 'demo-user' },
  board: { id: 'board-1', url: '/demo/recipes/', name: 'Recipes' },
};
export const PROFILE_RESULT: RepinResult = { id: 'repin-2', pinner: { id: 'demo-user' }, board: null };

export function startOneTapSave(input: OneTapSaveInput = { pinId: 'pin-1' }) {
  const repins: Array<Deferred<RepinResult>> = [];
  const deletes: Array<Deferred<void>> = [];
  const repinCalls = vi.fn((_input: RepinInput) => {});
  const deleteCalls = vi.fn((_input: DeletePinInput) => {});
  const machine = oneTapSaveMachine.provide({
    actors: {
      repin: fromPromise<RepinResult, RepinInput>(({ input: repinInput }) => {
        repinCalls(repinInput);
        const call = deferred<RepinResult>();
        repins.push(call);
        return call.promise;
      }),
      deletePin: fromPromise<void, DeletePinInput>(({ input: deleteInput }) => {
        deleteCalls(deleteInput);
        const call = deferred<void>();
        deletes.push(call);
        return call.promise;
      }),
    },
  });
  const actor = createActor(machine, { input });
  const emitted: OneTapSaveEmitted[] = [];
  actor.on('*', (event) => {
    emitted.push(event);
  });
  actor.start();
  /** Lets settled promises reach the machine. */
  const flush = () => vi.advanceTimersByTimeAsync(0);
  const last = <T>(list: T[]): T => {
    const item = list.at(-1);
    if (!item) throw new Error('no call to settle');
    return item;
  };
  return {
    actor,
    emitted,
    repinCalls,
    deleteCalls,
    flush,
    tap: () => actor.send({ type: 'TAP' }),
    value: () => actor.getSnapshot().value,
    context: () => actor.getSnapshot().context,
    resolveRepin: async (result: RepinResult = BOARD_RESULT) => {
      last(repins).resolve(result);
      await flush();
    },
    rejectRepin: async (error: unknown) => {
      last(repins).reject(error);
      await flush();
    },
    resolveDelete: async () => {
      last(deletes).resolve();
      await flush();
    },
    rejectDelete: async (error: unknown) => {
      last(deletes).reject(error);
      await flush();
    },
  };
}
