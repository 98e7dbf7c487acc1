import { EXPERIENCE_STATUSES } from '@tessera/model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { perform, startLive } from '../testing/modelBased.ts';
import { experienceMachine } from './experience.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function start() {
  const log: string[] = [];
  const actions = Object.fromEntries(
    ['markViewedLocally', 'markCompletedLocally', 'refreshPlacements'].map((n) => [n, () => log.push(n)]),
  );
  const live = startLive(experienceMachine, {
    input: { placementId: 7, experienceId: 42 },
    provide: { actions },
  });
  const step = (type: string, extra: Record<string, unknown> = {}) =>
    perform(experienceMachine, live, { type, ...extra });
  return { live, log, step, value: () => live.snapshot().value };
}

const PLACED = { placedExperienceId: '7:42' };

describe('experienceMachine (§4 experience status)', () => {
  it('has a state per status', () => {
    expect(EXPERIENCE_STATUSES).toEqual(['viewed', 'completed', 'dismissed', 'completedWithoutHomefeed']);
  });

  it('viewed: the local update first, then the server', async () => {
    const e = start();
    await e.step('VIEW');
    expect(e.log).toEqual(['markViewedLocally']);
    expect(e.value()).toEqual({ viewed: 'syncing' });
    expect(e.live.calls.markViewed).toEqual([PLACED]);
    await e.step('xstate.done.actor.markViewed');
    expect(e.value()).toEqual({ viewed: 'synced' });
  });

  it('a failed viewed call keeps the local update', async () => {
    const e = start();
    await e.step('VIEW');
    await e.step('xstate.error.actor.markViewed', { error: 'x' });
    expect(e.value()).toEqual({ viewed: 'unsynced' });
  });

  it('completed: local update (unless skipped), server, then placements refresh', async () => {
    const e = start();
    await e.step('COMPLETE');
    expect(e.log).toEqual(['markCompletedLocally']);
    expect(e.live.calls.markCompleted).toEqual([PLACED]);
    await e.step('xstate.done.actor.markCompleted');
    expect(e.value()).toBe('completed');
    expect(e.log).toEqual(['markCompletedLocally', 'refreshPlacements']);
    const f = start();
    await f.step('COMPLETE', { skipLocal: true });
    expect(f.log).toEqual([]);
  });

  it('dismissed deletes the placed experience, then refreshes placements', async () => {
    const e = start();
    await e.step('DISMISS');
    expect(e.live.calls.dismiss).toEqual([PLACED]);
    await e.step('xstate.done.actor.dismiss');
    expect(e.value()).toBe('dismissed');
    expect(e.log).toEqual(['refreshPlacements']);
    expect(e.live.snapshot().status).toBe('done');
  });

  it('completedWithoutHomefeed completes without the refresh', async () => {
    const e = start();
    await e.step('COMPLETE_WITHOUT_HOMEFEED');
    await e.step('xstate.done.actor.markCompleted');
    expect(e.value()).toBe('completedWithoutHomefeed');
    expect(e.log).toEqual([]);
  });

  it('a failed complete or dismiss goes back and emits updateFailed', async () => {
    const e = start();
    await e.step('VIEW');
    await e.step('DISMISS');
    await e.step('xstate.error.actor.dismiss', { error: 'boom' });
    expect(e.value()).toEqual({ viewed: 'synced' });
    expect(e.live.emitted).toEqual([{ type: 'updateFailed', status: 'dismissed', error: 'boom' }]);
    const f = start();
    await f.step('COMPLETE');
    await f.step('xstate.error.actor.markCompleted', { error: 'boom' });
    expect(f.value()).toBe('unseen');
  });

  it('passes the extra context', () => {
    const live = startLive(experienceMachine, {
      input: { placementId: 1, experienceId: 2, extraContext: { a: 1 } },
    });
    live.actor.send({ type: 'DISMISS' });
    expect(live.calls.dismiss).toEqual([{ placedExperienceId: '1:2', extraContext: { a: 1 } }]);
  });
});
