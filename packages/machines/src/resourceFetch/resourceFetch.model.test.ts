import { END_BOOKMARK } from '@tessera/model';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { checkModel, MODEL_TEST_TIMEOUT_MS } from '../testing/modelBased.ts';
import { isEndBookmark, resourceFetchMachine } from './resourceFetch.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const pages = [
  { data: [1], bookmark: 'more' },
  { data: [1], bookmark: END_BOOKMARK },
  { data: [], bookmark: 'more' },
  { data: [], bookmark: END_BOOKMARK },
];
const errors = [{ http_status: 500 }, { http_status: 404 }, undefined];

const events = [
  { type: 'FETCH' },
  { type: 'FETCH_MORE' },
  ...pages.map((output) => ({ type: 'xstate.done.actor.fetchPage', output })),
  ...errors.map((error) => ({ type: 'xstate.error.actor.fetchPage', error })),
];

it(
  'resourceFetchMachine model: every state and transition, from auto and manual start',
  async () => {
    const result = await checkModel({
      machine: resourceFetchMachine,
      inputs: [{}, { autoFetch: false }],
      events,
      context: (c) => ({
        loaded: c.loaded,
        end: isEndBookmark(c.bookmark),
        emptyRetries: c.emptyRetries,
        errorRetries: c.errorRetries,
        httpStatus: c.httpStatus,
        items: c.items.length > 0,
      }),
      invariants: {
        idle: (s) => expect(s.context.loaded).toBe(false),
        fetching: (_s, live) => expect(live.pending.fetchPage?.length).toBeGreaterThan(0),
        fetchComplete: (s) => {
          expect(s.context.loaded).toBe(true);
          expect(s.context.httpStatus).toBeNull();
        },
        fetchMoreComplete: (s) => expect(s.context.loaded).toBe(true),
        fetchError: (s) => expect(s.context.httpStatus).toEqual(expect.any(Number)),
      },
    });
    expect(result.transitions).toBeGreaterThan(20);
  },
  MODEL_TEST_TIMEOUT_MS,
);
