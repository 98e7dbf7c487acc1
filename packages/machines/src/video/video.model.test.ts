import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { checkModel, MODEL_TEST_TIMEOUT_MS } from '../testing/modelBased.ts';
import { videoAutoplayMachine } from './videoAutoplay.machine.ts';
import { PLAYBACK_STATE_NODES, playbackState, videoPlaybackMachine } from './videoPlayback.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

it(
  'videoAutoplayMachine model: never two organic videos',
  async () => {
    const ids = ['v1', 'v2', 'ad'];
    await checkModel({
      machine: videoAutoplayMachine,
      events: [
        { type: 'PLAY_REQUEST', id: 'v1', promoted: false },
        { type: 'PLAY_REQUEST', id: 'v2', promoted: false },
        { type: 'PLAY_REQUEST', id: 'ad', promoted: true },
        ...ids.map((id) => ({ type: 'PAUSED', id, time: 1 })),
        ...ids.map((id) => ({ type: 'ENDED', id })),
      ],
      context: (c) => ({ current: c.current, promoted: c.promoted }),
      invariants: {
        idle: (s) => expect(s.context.current).toBeNull(),
        organicPlaying: (s) => {
          expect(['v1', 'v2']).toContain(s.context.current);
          expect(s.context.promoted).not.toContain(s.context.current);
        },
      },
    });
  },
  MODEL_TEST_TIMEOUT_MS,
);

it(
  'videoPlaybackMachine model: every state and transition; codes match the states',
  async () => {
    const invariants = Object.fromEntries(
      PLAYBACK_STATE_NODES.map((node, code) => [
        node,
        (s: Parameters<typeof playbackState>[0]) => {
          expect(playbackState(s).code).toBe(code);
          if (node !== 'failed') expect(s.context.error).toBeNull();
        },
      ]),
    );
    await checkModel({
      machine: videoPlaybackMachine,
      events: [
        { type: 'SEEKED', paused: true },
        { type: 'SEEKED', paused: false },
        { type: 'ERROR', code: 2 },
        { type: 'ERROR', code: 4 },
      ],
      context: (c) => c.error,
      invariants,
    });
  },
  MODEL_TEST_TIMEOUT_MS,
);
