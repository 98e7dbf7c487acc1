import { LOGGED_OUT_SAVES_MAX, type UnauthSavedPin } from '@tessera/model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { perform, startLive } from '../testing/modelBased.ts';
import {
  type LoggedOutSavesStorage,
  loggedOutSavesMachine,
  readLoggedOutSaves,
} from './loggedOutSaves.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function memoryStorage(initial?: unknown) {
  let value = initial;
  const storage: LoggedOutSavesStorage & { value: () => unknown } = {
    read: () => value,
    write: (saved) => {
      value = saved;
    },
    value: () => value,
  };
  return storage;
}

function start(storage: LoggedOutSavesStorage = memoryStorage()) {
  const logStorageError = vi.fn();
  const countMergeFailure = vi.fn();
  const saveNotKept = vi.fn();
  let now = 100;
  const live = startLive(loggedOutSavesMachine, {
    input: { storage, now: () => now++ },
    provide: { actions: { logStorageError, countMergeFailure, saveNotKept } },
  });
  const save = (pinId: string) => live.actor.send({ type: 'SAVE', pinId });
  const ids = () => live.snapshot().context.saved.map((s: UnauthSavedPin) => s.unauthSavePinId);
  return { live, save, ids, logStorageError, countMergeFailure, saveNotKept };
}

describe('loggedOutSavesMachine (§4 logged-out saves)', () => {
  it('keeps at most 2 pins; a third drops the oldest', () => {
    expect(LOGGED_OUT_SAVES_MAX).toBe(2);
    const s = start();
    s.save('a');
    s.save('b');
    expect(s.ids()).toEqual(['a', 'b']);
    s.save('c');
    expect(s.ids()).toEqual(['b', 'c']);
  });

  it('saving an already saved pin replaces it', () => {
    const s = start();
    s.save('a');
    s.save('b');
    s.save('a');
    expect(s.ids()).toEqual(['b', 'a']);
    expect(s.live.snapshot().context.saved[1].ts).toBe(102);
  });

  it('persists to the storage and reads it back on start', () => {
    const storage = memoryStorage();
    const s = start(storage);
    s.save('a');
    expect(storage.value()).toEqual([{ hasSavedUnauthPin: true, unauthSavePinId: 'a', ts: 100 }]);
    expect(start(storage).ids()).toEqual(['a']);
  });

  it('a malformed stored value reads as the empty list', () => {
    expect(start(memoryStorage('garbage')).ids()).toEqual([]);
    expect(start(memoryStorage([{ nope: 1 }])).ids()).toEqual([]);
    expect(readLoggedOutSaves(null)).toEqual([]);
  });

  it('a throwing storage is logged: reads give the default, writes keep memory', () => {
    const broken: LoggedOutSavesStorage = {
      read: () => {
        throw new Error('SecurityError');
      },
      write: () => {
        throw new Error('QuotaExceeded');
      },
    };
    const s = start(broken);
    expect(s.ids()).toEqual([]);
    expect(s.logStorageError).toHaveBeenCalledTimes(1);
    expect(s.saveNotKept).not.toHaveBeenCalled();
    s.save('a');
    expect(s.ids()).toEqual(['a']);
    expect(s.logStorageError).toHaveBeenCalledTimes(2);
    expect(s.saveNotKept).toHaveBeenCalledTimes(1);
    expect(s.saveNotKept).toHaveBeenCalledWith(expect.anything(), 'a');
  });

  it('a save that was written is not reported as not kept', () => {
    const s = start();
    s.save('a');
    s.save('b');
    expect(s.saveNotKept).not.toHaveBeenCalled();
  });

  it('a read that fails but a write that works: the save is kept', () => {
    const storage = memoryStorage();
    const s = start({
      read: () => {
        throw new Error('SecurityError');
      },
      write: storage.write,
    });
    s.save('a');
    expect(s.logStorageError).toHaveBeenCalledTimes(1);
    expect(s.saveNotKept).not.toHaveBeenCalled();
    expect(storage.value()).toEqual([{ hasSavedUnauthPin: true, unauthSavePinId: 'a', ts: 100 }]);
  });

  it('after login each pin is repinned to the profile and the list is cleared', async () => {
    const storage = memoryStorage();
    const s = start(storage);
    s.save('a');
    s.save('b');
    s.live.actor.send({ type: 'LOGIN' });
    expect(s.live.snapshot().value).toBe('merging');
    expect(s.live.calls.mergeSaves).toEqual([{ pinIds: ['a', 'b'] }]);
    await perform(loggedOutSavesMachine, s.live, { type: 'xstate.done.actor.mergeSaves' });
    expect(s.live.snapshot().value).toBe('loggedIn');
    expect(s.ids()).toEqual([]);
    expect(storage.value()).toEqual([]);
  });

  it('a merge failure is only counted; the list is cleared all the same', async () => {
    const s = start();
    s.save('a');
    s.live.actor.send({ type: 'LOGIN' });
    await perform(loggedOutSavesMachine, s.live, {
      type: 'xstate.error.actor.mergeSaves',
      error: 'down',
    } as never);
    expect(s.countMergeFailure).toHaveBeenCalledWith(expect.anything(), 'down');
    expect(s.ids()).toEqual([]);
    expect(s.live.snapshot().status).toBe('done');
  });

  it('login with nothing saved merges nothing', () => {
    const s = start();
    s.live.actor.send({ type: 'LOGIN' });
    expect(s.live.snapshot().value).toBe('loggedIn');
    expect(s.live.calls.mergeSaves).toEqual([]);
  });
});
