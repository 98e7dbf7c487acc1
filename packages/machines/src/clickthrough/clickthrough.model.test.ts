import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { checkModel, MODEL_TEST_TIMEOUT_MS } from '../testing/modelBased.ts';
import { clickthroughMachine } from './clickthrough.machine.ts';
import { rightClickMachine } from './rightClick.machine.ts';
import { spamCheckMachine } from './spamCheck.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const CLICK = { type: 'CLICK', pinId: 'p1', href: 'https://example.com/', online: true };

it(
  'clickthroughMachine model: every state and transition',
  async () => {
    await checkModel({
      machine: clickthroughMachine,
      inputs: [
        {
          loggedIn: false,
          desktop: true,
          isNewUser: true,
          interstitialExperience: { placementId: 1, experienceId: 2 },
        },
        { loggedIn: true },
      ],
      events: [
        CLICK,
        { ...CLICK, online: false },
        { ...CLICK, modifier: true },
        { ...CLICK, linkless: true },
        { ...CLICK, hasPromoter: true },
        { type: 'VIEWER', loggedIn: true },
        {
          type: 'VIEWER',
          loggedIn: true,
          isNewUser: true,
          interstitialExperience: { placementId: 1, experienceId: 2 },
        },
        { type: 'xstate.done.actor.qualityCheck', output: true },
        { type: 'xstate.done.actor.qualityCheck', output: false },
        { type: 'xstate.error.actor.qualityCheck', error: new Error('x') },
      ],
      invariants: {
        idle: () => {},
        qualityChecking: (s, live) => {
          expect(s.context.loggedIn).toBe(false);
          expect(live.calls.qualityCheck?.at(-1)).toEqual(s.context.click);
        },
      },
    });
  },
  MODEL_TEST_TIMEOUT_MS,
);

it(
  'rightClickMachine model: every state and transition',
  async () => {
    await checkModel({
      machine: rightClickMachine,
      events: [
        { type: 'RIGHT_CLICK', hovered: true, pinId: 'p1', href: 'https://a.example/' },
        { type: 'RIGHT_CLICK', hovered: false, pinId: 'p1', href: 'https://a.example/' },
        { type: 'RIGHT_CLICK', hovered: true, pinId: 'p1', href: 'https://a.example/x.mp4' },
      ],
      context: (c) => c.pending,
      invariants: {
        idle: (s) => expect(s.context.pending).toBeNull(),
        pending: (s) => expect(s.context.pending).not.toBeNull(),
      },
    });
  },
  MODEL_TEST_TIMEOUT_MS,
);

it(
  'spamCheckMachine model: every state and transition',
  async () => {
    await checkModel({
      machine: spamCheckMachine,
      events: [
        { type: 'LINK_CLICK', href: 'https://bad.example/', offsite: true },
        { type: 'LINK_CLICK', href: '#', offsite: true },
        { type: 'LINK_CLICK', href: '/u/', offsite: false },
        { type: 'LINK_CLICK', href: '/u/', offsite: false, modifier: true },
        { type: 'xstate.done.actor.spamCheck', output: { redirect_status: 'porn', message: 'no' } },
        { type: 'xstate.done.actor.spamCheck', output: { redirect_status: 'ok' } },
        { type: 'xstate.done.actor.spamCheck', output: { redirect_status: 'error' } },
        { type: 'xstate.error.actor.spamCheck', error: new Error('x') },
      ],
      context: (c) => c.blocked,
      invariants: {
        idle: (s) => expect(s.context.blocked).toBeNull(),
        checking: (s) => expect(s.context.click?.offsite).toBe(true),
        blocked: (s) => expect(s.context.blocked).toEqual({ message: 'no', hostname: 'bad.example' }),
      },
    });
  },
  MODEL_TEST_TIMEOUT_MS,
);
