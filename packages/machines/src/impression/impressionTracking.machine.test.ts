import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor } from 'xstate';
import {
  type ImpressionReport,
  impressionPauseMachine,
  impressionTrackingMachine,
} from './impressionTracking.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

function track() {
  const reports: ImpressionReport[] = [];
  const actor = createActor(
    impressionTrackingMachine.provide({ actions: { report: (_, report) => reports.push(report) } }),
    { input: {} },
  );
  const milestones: number[] = [];
  actor.on('milestone', (e) => milestones.push(e.milestone));
  actor.start();
  const see = (percent: number) => actor.send({ type: 'VISIBILITY', percent });
  return { actor, reports, milestones, see, value: () => actor.getSnapshot().value };
}

describe('impressionTrackingMachine (§4 impression tracking)', () => {
  it('starts when on screen and reports the milestones and duration when it leaves', () => {
    const t = track();
    expect(t.value()).toBe('offscreen');
    t.see(0);
    expect(t.value()).toBe('offscreen');
    t.see(30);
    expect(t.value()).toBe('onscreen');
    expect(t.milestones).toEqual([0]);
    vi.advanceTimersByTime(400);
    t.see(90);
    expect(t.milestones).toEqual([0, 50, 80]);
    vi.advanceTimersByTime(600);
    t.see(100);
    t.see(40);
    expect(t.milestones).toEqual([0, 50, 80, 100]);
    t.see(0);
    expect(t.value()).toBe('offscreen');
    expect(t.reports).toEqual([{ reason: 'leave', milestones: [0, 50, 80, 100], durationMs: 1000 }]);
  });

  it('each impression starts its milestones afresh', () => {
    const t = track();
    t.see(100);
    t.see(0);
    t.see(20);
    t.see(0);
    expect(t.reports.map((r) => r.milestones)).toEqual([[0, 50, 80, 100], [0]]);
  });

  it('FLUSH reports and starts a new impression while staying on screen', () => {
    const t = track();
    t.see(60);
    vi.advanceTimersByTime(250);
    t.actor.send({ type: 'FLUSH' });
    expect(t.reports).toEqual([{ reason: 'flush', milestones: [0, 50], durationMs: 250 }]);
    expect(t.value()).toBe('onscreen');
    expect(t.actor.getSnapshot().context.milestones).toEqual([0, 50]);
    t.actor.send({ type: 'FLUSH' });
    expect(t.reports[1]?.durationMs).toBe(0);
  });

  it('FLUSH off screen reports nothing', () => {
    const t = track();
    t.actor.send({ type: 'FLUSH' });
    expect(t.reports).toEqual([]);
  });

  it('PAUSE reports, RESUME restarts tracking when still visible', () => {
    const t = track();
    t.see(60);
    t.actor.send({ type: 'PAUSE' });
    expect(t.value()).toBe('paused');
    expect(t.reports.map((r) => r.reason)).toEqual(['pause']);
    t.see(10);
    expect(t.value()).toBe('paused');
    t.actor.send({ type: 'RESUME' });
    expect(t.value()).toBe('onscreen');
    expect(t.actor.getSnapshot().context.milestones).toEqual([0]);
  });

  it('resumes off screen when the item left while paused', () => {
    const t = track();
    t.see(60);
    t.actor.send({ type: 'GLOBAL_PAUSE' });
    t.see(0);
    t.actor.send({ type: 'GLOBAL_RESUME' });
    expect(t.value()).toBe('offscreen');
    expect(t.reports).toHaveLength(1);
  });

  it('needs every pause cause cleared: global (modal), local and image failure', () => {
    const t = track();
    t.see(60);
    t.actor.send({ type: 'GLOBAL_PAUSE' });
    t.actor.send({ type: 'PAUSE' });
    t.actor.send({ type: 'IMAGE_ERROR' });
    t.actor.send({ type: 'GLOBAL_RESUME' });
    t.actor.send({ type: 'RESUME' });
    expect(t.value()).toBe('paused');
    t.actor.send({ type: 'IMAGE_LOAD' });
    expect(t.value()).toBe('onscreen');
  });

  it('an image load failure pauses tracking, on or off screen', () => {
    const t = track();
    t.actor.send({ type: 'IMAGE_ERROR' });
    expect(t.value()).toBe('paused');
    t.see(100);
    expect(t.milestones).toEqual([]);
    const u = track();
    u.see(50);
    u.actor.send({ type: 'IMAGE_ERROR' });
    expect(u.value()).toBe('paused');
    expect(u.reports.map((r) => r.reason)).toEqual(['pause']);
  });

  it('removal reports a running impression and ends the actor', () => {
    const t = track();
    t.see(70);
    vi.advanceTimersByTime(5);
    t.actor.send({ type: 'REMOVE' });
    expect(t.reports).toEqual([{ reason: 'remove', milestones: [0, 50], durationMs: 5 }]);
    expect(t.actor.getSnapshot().status).toBe('done');
    const u = track();
    u.actor.send({ type: 'REMOVE' });
    expect(u.reports).toEqual([]);
    expect(u.actor.getSnapshot().status).toBe('done');
  });

  it('uses the clock given in the input', () => {
    let now = 1000;
    const reports: ImpressionReport[] = [];
    const actor = createActor(
      impressionTrackingMachine.provide({ actions: { report: (_, r) => reports.push(r) } }),
      { input: { now: () => now } },
    ).start();
    actor.send({ type: 'VISIBILITY', percent: 100 });
    now = 1750;
    actor.send({ type: 'VISIBILITY', percent: 0 });
    expect(reports[0]?.durationMs).toBe(750);
  });
});

describe('impressionPauseMachine (§4 global pause while modals are open)', () => {
  it('pauses on the first modal and resumes when the last one closes', () => {
    const pauseAll = vi.fn();
    const resumeAll = vi.fn();
    const actor = createActor(impressionPauseMachine.provide({ actions: { pauseAll, resumeAll } })).start();
    actor.send({ type: 'MODAL_CLOSED' });
    expect(actor.getSnapshot().value).toBe('running');
    actor.send({ type: 'MODAL_OPENED' });
    actor.send({ type: 'MODAL_OPENED' });
    expect(pauseAll).toHaveBeenCalledTimes(1);
    actor.send({ type: 'MODAL_CLOSED' });
    expect(actor.getSnapshot().value).toBe('paused');
    expect(resumeAll).not.toHaveBeenCalled();
    actor.send({ type: 'MODAL_CLOSED' });
    expect(actor.getSnapshot().value).toBe('running');
    expect(resumeAll).toHaveBeenCalledTimes(1);
  });
});
