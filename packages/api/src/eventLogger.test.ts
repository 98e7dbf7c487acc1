import { createMockBackend } from '@tessera/mocks';
import { LOG_SAMPLE_RATES, MAX_EVENTS_PER_REQUEST, METRIC_SAMPLE_RATE } from '@tessera/model';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEventLogger } from './eventLogger.ts';
import { createResourceClient } from './resourceClient.ts';
import { createTesseraApi } from './tesseraApi.ts';

const BASE = 'http://tessera.test';
const backend = createMockBackend({ seed: 1 });
const server = setupServer(...backend.handlers);
const api = createTesseraApi(createResourceClient({ baseUrl: BASE }));

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  backend.reset();
  vi.useRealTimers();
});
afterAll(() => server.close());

describe('createEventLogger (§7 event logging, §9 sampling)', () => {
  it('batches events and sends them to /v3/events/, where tests can read them', async () => {
    const logger = createEventLogger({ send: api.logEvents });
    logger.log({ event_type: 18, view_type: 5, object_id_str: '1' });
    logger.log({ event_type: 101, element: 3 });
    expect(logger.pending).toBe(2);
    await logger.flush();
    expect(logger.pending).toBe(0);
    expect(backend.events.entries.map((e) => e.event_type)).toEqual([18, 101]);
  });

  it('keeps an event sampled at 0.1 only when random() < 0.1, and refuses other rates', () => {
    expect(LOG_SAMPLE_RATES).toEqual([0.1, 1]);
    const values = [0.05, 0.1, 0.5];
    const logger = createEventLogger({ send: async () => {}, random: () => values.shift() ?? 0 });
    expect([
      logger.log({ event_type: 5 }, 0.1),
      logger.log({ event_type: 5 }, 0.1),
      logger.log({ event_type: 5 }, 0.1),
    ]).toEqual([true, false, false]);
    expect(logger.log({ event_type: 5 })).toBe(true);
    expect(() => logger.log({ event_type: 5 }, 0.5 as 1)).toThrow(RangeError);
  });

  it('samples metrics at 0.1 (§8 attribution failures), sends after the flush delay, in batches of 100, and swallows failures', async () => {
    vi.useFakeTimers();
    expect(METRIC_SAMPLE_RATE).toBe(0.1);
    const sent: number[] = [];
    const errors: unknown[] = [];
    const logger = createEventLogger({
      send: async (events) => {
        sent.push(events.length);
        if (sent.length === 1) throw new Error('offline');
      },
      random: () => 0.01,
      flushDelayMs: 1000,
      onError: (e) => errors.push(e),
    });
    expect(logger.metric('attribution.disabled')).toBe(true);
    for (let i = 0; i < MAX_EVENTS_PER_REQUEST; i++) logger.log({ event_type: 18 });
    await vi.advanceTimersByTimeAsync(999);
    expect(sent).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(sent).toEqual([100, 1]);
    expect(errors).toHaveLength(1);
    expect(createEventLogger({ send: async () => {}, random: () => 0.5 }).metric('x')).toBe(false);
  });
});
