/** The builders' upload against the mock backend: the upload machine with the api's calls (§4, §5, §7, §9). */
import { createResourceClient, createTesseraApi } from '@tessera/api';
import { MAX_UPLOAD_POLLS } from '@tessera/machines';
import { createMockBackend } from '@tessera/mocks';
import { UPLOAD_POLL_MS } from '@tessera/tokens';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { apiUploadMachine, type UploadOptions, uploadPhase } from './upload.ts';

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

/** Uploads `file`; resolves the settled actor's snapshot and every phase a person was told. */
async function upload(file: Blob, options: UploadOptions = { pollMs: 0 }) {
  const actor = createActor(apiUploadMachine(api, options));
  const phases: string[] = [];
  actor.subscribe((snapshot) => {
    const phase = uploadPhase(snapshot);
    if (phases.at(-1) !== phase) phases.push(phase);
  });
  actor.start();
  actor.send({ type: 'UPLOAD', file });
  const settled = await waitFor(actor, (s) => s.matches('succeeded') || s.matches('failed'), {
    timeout: 10_000,
  });
  return { snapshot: settled, phases, actor };
}

/** Answers VIPResource get with `answer(read number)` for the upload asked about. */
function statuses(answer: (read: number) => { status: string; signature?: string } | null) {
  let reads = 0;
  server.use(
    http.get(`${BASE}/resource/VIPResource/get/`, ({ request }) => {
      reads++;
      const ids = JSON.parse(new URL(request.url).searchParams.get('data') ?? '{}').options
        .upload_ids as string[];
      const state = answer(reads);
      return HttpResponse.json({
        resource_response: {
          data: state ? { [ids[0] ?? '']: state } : {},
          error: null,
          bookmark: null,
          http_status: 200,
        },
      });
    }),
  );
  return () => reads;
}

describe('the builders’ upload (§4 upload, §7 VIPResource)', () => {
  it('creates the upload, posts the file with the parameters, polls until succeeded, then a pin can use it', async () => {
    const { snapshot, phases } = await upload(png());
    expect(phases).toEqual(['uploading', 'processing', 'succeeded']);
    const uploadId = snapshot.context.registration?.upload_id ?? '';
    const signature = snapshot.context.signature ?? '';
    expect(signature).toMatch(/^[0-9a-f]{32}$/);
    expect(backend.db.state.uploads[uploadId]?.size).toBe(8);
    const pin = await api.createPin({ image_signature: signature, title: 'Uploaded' });
    expect(pin.imageSignature).toBe(signature);
    const served = await fetch(`${BASE}/media/uploads/${uploadId}`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/png']);
  });

  it('fails on any status other than registered, processing or succeeded (no message, §8)', async () => {
    statuses(() => null);
    const { snapshot, phases } = await upload(png());
    expect(phases.at(-1)).toBe('failed');
    expect(snapshot.context.failure).toEqual({ status: 'unknown' });
  });

  it('fails when the file is refused, with the HTTP status', async () => {
    const { snapshot } = await upload(new Blob(['text'], { type: 'text/plain' }));
    expect(snapshot.value).toBe('failed');
    expect(snapshot.context.failure).toEqual({ status: '400' });
  });

  it(`gives up after ${MAX_UPLOAD_POLLS} reads`, async () => {
    const reads = statuses(() => ({ status: 'processing' }));
    const { snapshot } = await upload(png());
    expect(snapshot.context.failure).toEqual({ status: 'timeout' });
    expect(reads()).toBe(MAX_UPLOAD_POLLS);
  });

  it('waits 5000 ms between polls with the real timer', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const settle = async () => {
      for (let i = 0; i < 20; i++) await new Promise((resolve) => setImmediate(resolve));
    };
    const reads = statuses((read) =>
      read < 3 ? { status: 'processing' } : { status: 'succeeded', signature: 'abcdef0123' },
    );
    const actor = createActor(apiUploadMachine(api)).start();
    actor.send({ type: 'UPLOAD', file: png() });
    await settle();
    expect(reads()).toBe(1);
    await vi.advanceTimersByTimeAsync(UPLOAD_POLL_MS - 1);
    await settle();
    expect(reads()).toBe(1);
    await vi.advanceTimersByTimeAsync(1);
    await settle();
    expect(reads()).toBe(2);
    await vi.advanceTimersByTimeAsync(UPLOAD_POLL_MS);
    await settle();
    expect(actor.getSnapshot().context.signature).toBe('abcdef0123');
  });

  it('stopping the actor abandons the upload: the POST is aborted and nothing is read', async () => {
    let aborted = false;
    let posted!: () => void;
    const posting = new Promise<void>((resolve) => {
      posted = resolve;
    });
    server.use(
      http.post(`${BASE}/v3/upload/:id/`, async ({ request }) => {
        request.signal.addEventListener('abort', () => {
          aborted = true;
        });
        posted();
        await new Promise(() => {});
      }),
    );
    const reads = statuses(() => ({ status: 'processing' }));
    const actor = createActor(apiUploadMachine(api, { pollMs: 0 })).start();
    actor.send({ type: 'UPLOAD', file: png() });
    await posting;
    actor.stop();
    await vi.waitFor(() => expect(aborted).toBe(true));
    expect(reads()).toBe(0);
  });
});
