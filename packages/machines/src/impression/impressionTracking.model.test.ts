import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { checkModel, checkRandomWalks, MODEL_TEST_TIMEOUT_MS } from '../testing/modelBased.ts';
import { impressionPauseMachine, impressionTrackingMachine } from './impressionTracking.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const paused = (p: { local: boolean; global: boolean; image: boolean }) => p.local || p.global || p.image;

it(
  'impressionTrackingMachine model: every state and transition',
  async () => {
    const result = await checkModel({
      machine: impressionTrackingMachine,
      input: {},
      events: [0, 30, 60, 90, 100].map((percent) => ({ type: 'VISIBILITY', percent })),
      context: (c) => ({ percent: c.percent, milestones: c.milestones, pauses: c.pauses }),
      invariants: {
        offscreen: (s) => {
          expect(paused(s.context.pauses)).toBe(false);
          expect(s.context.percent).toBe(0);
        },
        onscreen: (s) => {
          expect(paused(s.context.pauses)).toBe(false);
          expect(s.context.percent).toBeGreaterThan(0);
          expect(s.context.milestones).toContain(0);
        },
        paused: (s) => expect(paused(s.context.pauses)).toBe(true),
        removed: (s) => expect(s.status).toBe('done'),
      },
    });
    expect(result.transitions).toBeGreaterThan(50);
  },
  MODEL_TEST_TIMEOUT_MS,
);

it(
  'impressionPauseMachine model: every state and transition',
  async () => {
    await checkModel({
      machine: impressionPauseMachine,
      context: (c) => c.openModals,
      stopWhen: (s) => s.context.openModals >= 3, // bound the open-modal count
      invariants: {
        running: (s) => expect(s.context.openModals).toBe(0),
        paused: (s) => expect(s.context.openModals).toBeGreaterThan(0),
      },
    });
  },
  MODEL_TEST_TIMEOUT_MS,
);

it(
  'impressionTrackingMachine random walks: every report ends an impression that reached a milestone',
  async () => {
    const reports: Array<{ milestones: number[]; durationMs: number }> = [];
    const check = (s: { context: { milestones: number[] } }) => {
      for (const r of reports) {
        expect(r.milestones[0]).toBe(0);
        expect(r.durationMs).toBeGreaterThanOrEqual(0);
      }
      expect(new Set(s.context.milestones).size).toBe(s.context.milestones.length);
    };
    await checkRandomWalks({
      machine: impressionTrackingMachine,
      input: {},
      events: [0, 40, 100].map((percent) => ({ type: 'VISIBILITY', percent })),
      beforeReplay: () => {
        reports.length = 0;
      },
      live: {
        provide: {
          actions: {
            report: (_: unknown, r: { milestones: number[]; durationMs: number }) => reports.push(r),
          },
        },
      },
      invariants: {
        offscreen: check,
        onscreen: (s) => {
          check(s);
          expect(s.context.percent).toBeGreaterThan(0);
        },
        paused: (s) => {
          check(s);
          expect(paused(s.context.pauses)).toBe(true);
        },
        removed: (s) => {
          check(s);
          expect(s.status).toBe('done');
        },
      },
    });
  },
  MODEL_TEST_TIMEOUT_MS,
);
