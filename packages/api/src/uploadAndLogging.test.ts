import { createMockBackend } from '@tessera/mocks';
import { LOG_SAMPLE_RATES, MAX_EVENTS_PER_REQUEST, METRIC_SAMPLE_RATE } from '@tessera/model';
import { UPLOAD_POLL_MS } from '@tessera/tokens';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createEventLogger } from './eventLogger.ts';
import { createResourceClient } from './resourceClient.ts';
import { createTesseraApi } from './tesseraApi.ts';
import { UploadFailedError, uploadImage } from './uploadImage.ts';

const BASE = 'http://tessera.test';
const backend = createMockBackend({ seed: 1 });
const server = setupServer(...backend.handlers);
const api = createTesseraApi(createResourceClient({ baseUrl: BASE }));
const png = () => new Blob([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4])], { type: 'image/png' });

beforeAll(() => server.listen({ onUnhandledFrame: 'error' }));
afterEach(() => {
  server.resetHandlers();
  backend.reset();
  vi.useRealTimers();
});
afterAll(() => server.close());

describe('uploadImage (§4 upload, §7 VIPResource)', () => {
  it('creates the upload, posts the file with the parameters, polls every 5000 ms until succeeded, then a pin can use it', async () => {
    const waits: number[] = [];
    const statuses: string[] = [];
    const { uploadId, signature } = await uploadImage(api, png(), {
      sleep: async (ms) => {
        waits.push(ms);
      },
      onStatus: (status) => statuses.push(status),
    });
    expect(UPLOAD_POLL_MS).toBe(5000);
    expect(statuses).toEqual(['processing', 'succeeded']);
    expect(waits).toEqual([UPLOAD_POLL_MS]);
    expect(signature).toMatch(/^[0-9a-f]{32}$/);
    expect(backend.db.state.uploads[uploadId]?.size).toBe(8);
    const pin = await api.createPin({ image_signature: signature, title: 'Uploaded' });
    expect(pin.imageSignature).toBe(signature);
    const served = await fetch(`${BASE}/media/uploads/${uploadId}`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  it('fails on any status other than registered, processing or succeeded (no message, §8)', async () => {
    server.use(
      http.get(`${BASE}/resource/VIPResource/get/`, () =>
        HttpResponse.json({ resource_response: { data: {}, error: null, bookmark: null, http_status: 200 } }),
      ),
    );
    const error = await uploadImage(api, png(), { sleep: async () => {} }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UploadFailedError);
    expect(error).toMatchObject({ status: 'unknown' });
  });

  it('fails when the file is refused, with the HTTP status', async () => {
    const error = await uploadImage(api, new Blob(['text'], { type: 'text/plain' }), {
      sleep: async () => {},
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'UploadFailedError', status: '400' });
  });

  it('waits 5000 ms between polls with the real timer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const settle = async () => {
      for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
    };
    let polls = 0;
    server.use(
      http.get(`${BASE}/resource/VIPResource/get/`, ({ request }) => {
        polls++;
        const ids = JSON.parse(new URL(request.url).searchParams.get('data') ?? '{}').options
          .upload_ids as string[];
        const status = polls < 3 ? 'processing' : 'succeeded';
        return HttpResponse.json({
          resource_response: {
            data: { [ids[0] ?? '']: { status, signature: 'abcdef0123' } },
            error: null,
            bookmark: null,
            http_status: 200,
          },
        });
      }),
    );
    const done = uploadImage(api, png());
    await settle();
    expect(polls).toBe(1);
    await vi.advanceTimersByTimeAsync(UPLOAD_POLL_MS - 1);
    await settle();
    expect(polls).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(polls).toBe(2);
    await vi.advanceTimersByTimeAsync(UPLOAD_POLL_MS);
    await settle();
    await expect(done).resolves.toMatchObject({ signature: 'abcdef0123' });
  });
});

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
