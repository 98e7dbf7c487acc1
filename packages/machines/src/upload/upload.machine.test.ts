import { UPLOAD_POLL_MS } from '@tessera/tokens';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { perform, startLive } from '../testing/modelBased.ts';
import { MAX_UPLOAD_POLLS, uploadMachine } from './upload.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const REGISTRATION = { upload_id: 'u1', upload_url: 'https://up.example/', upload_parameters: { key: 'k' } };

function start() {
  const onUploaded = vi.fn();
  const onUploadFailed = vi.fn();
  const live = startLive(uploadMachine, {
    provide: { actions: { onUploaded: (_: unknown, s: unknown) => onUploaded(s), onUploadFailed } },
  });
  const step = (type: string, extra: Record<string, unknown> = {}) =>
    perform(uploadMachine, live, { type, ...extra });
  const toPolling = async (status = 201) => {
    live.actor.send({ type: 'UPLOAD', file: 'FILE' });
    await step('xstate.done.actor.registerUpload', { output: REGISTRATION });
    await step('xstate.done.actor.sendFile', { output: status });
  };
  return { live, step, toPolling, onUploaded, onUploadFailed, value: () => live.snapshot().value };
}

describe('uploadMachine (§4 upload)', () => {
  it('registers, sends the file, polls and yields the signature', async () => {
    const u = start();
    await u.toPolling();
    expect(u.live.calls.registerUpload).toEqual([{ type: 'pinimage' }]);
    expect(u.live.calls.sendFile).toEqual([{ registration: REGISTRATION, file: 'FILE' }]);
    expect(u.live.calls.getUploadStatus).toEqual([{ upload_ids: ['u1'] }]);
    await u.step('xstate.done.actor.getUploadStatus', {
      output: { status: 'succeeded', signature: 'abc123' },
    });
    expect(u.value()).toBe('succeeded');
    expect(u.onUploaded).toHaveBeenCalledWith('abc123');
  });

  it('polls every 5000 ms while processing or registered (4999 not yet)', async () => {
    expect(UPLOAD_POLL_MS).toBe(5000);
    const u = start();
    await u.toPolling();
    for (const status of ['processing', 'registered']) {
      await u.step('xstate.done.actor.getUploadStatus', { output: { status } });
      expect(u.value()).toBe('waiting');
      const calls = u.live.calls.getUploadStatus?.length;
      await vi.advanceTimersByTimeAsync(UPLOAD_POLL_MS - 1);
      expect(u.live.calls.getUploadStatus).toHaveLength(calls as number);
      await vi.advanceTimersByTimeAsync(1);
      expect(u.value()).toBe('polling');
      expect(u.live.calls.getUploadStatus).toHaveLength((calls as number) + 1);
    }
  });

  it('any other status fails, without a message', async () => {
    for (const output of [{ status: 'failed' }, { status: null }, { status: 'succeeded' }]) {
      const u = start();
      await u.toPolling();
      await u.step('xstate.done.actor.getUploadStatus', { output });
      expect(u.value()).toBe('failed');
      expect(u.onUploadFailed).toHaveBeenCalledTimes(1);
    }
  });

  it('HTTP 200–399 is a successful send; 199 and 400 fail', async () => {
    for (const [status, next] of [
      [200, 'polling'],
      [399, 'polling'],
      [199, 'failed'],
      [400, 'failed'],
    ] as const) {
      const u = start();
      await u.toPolling(status);
      expect(u.value()).toBe(next);
    }
  });

  it('a failed call fails; UPLOAD starts again', async () => {
    const u = start();
    u.live.actor.send({ type: 'UPLOAD', file: 'FILE' });
    await u.step('xstate.error.actor.registerUpload', { error: 'x' });
    expect(u.value()).toBe('failed');
    u.live.actor.send({ type: 'UPLOAD', file: 'FILE2' });
    expect(u.value()).toBe('registering');
  });

  it('keeps the last status the server reported, for what a person is told while it processes', async () => {
    const u = start();
    await u.toPolling();
    expect(u.live.snapshot().context.status).toBeNull();
    await u.step('xstate.done.actor.getUploadStatus', { output: { status: 'registered' } });
    expect(u.live.snapshot().context.status).toBe('registered');
    await vi.advanceTimersByTimeAsync(UPLOAD_POLL_MS);
    expect(u.live.snapshot().context.status).toBe('registered');
    await u.step('xstate.done.actor.getUploadStatus', { output: { status: 'processing' } });
    expect(u.live.snapshot().context.status).toBe('processing');
  });

  it('says why it failed: the server status, the refused send, the call that threw', async () => {
    const failure = async (steps: (u: ReturnType<typeof start>) => Promise<void>) => {
      const u = start();
      await steps(u);
      expect(u.value()).toBe('failed');
      return u.live.snapshot().context.failure;
    };
    expect(
      await failure(async (u) => {
        await u.toPolling();
        await u.step('xstate.done.actor.getUploadStatus', { output: { status: 'failed' } });
      }),
    ).toEqual({ status: 'failed' });
    expect(
      await failure(async (u) => {
        await u.toPolling();
        await u.step('xstate.done.actor.getUploadStatus', { output: { status: null } });
      }),
    ).toEqual({ status: 'unknown' });
    expect(await failure((u) => u.toPolling(400))).toEqual({ status: '400' });
    const thrown = new Error('offline');
    expect(
      await failure(async (u) => {
        await u.toPolling();
        await u.step('xstate.error.actor.getUploadStatus', { error: thrown });
      }),
    ).toEqual({ status: 'error', error: thrown });
  });

  it(`gives up after ${MAX_UPLOAD_POLLS} reads (10 minutes), not one before`, async () => {
    expect(MAX_UPLOAD_POLLS).toBe(120);
    const u = start();
    await u.toPolling();
    for (let read = 1; read < MAX_UPLOAD_POLLS; read++) {
      await u.step('xstate.done.actor.getUploadStatus', { output: { status: 'processing' } });
      expect(u.value()).toBe('waiting');
      await vi.advanceTimersByTimeAsync(UPLOAD_POLL_MS);
    }
    expect(u.live.calls.getUploadStatus).toHaveLength(MAX_UPLOAD_POLLS);
    await u.step('xstate.done.actor.getUploadStatus', { output: { status: 'processing' } });
    expect(u.value()).toBe('failed');
    expect(u.live.snapshot().context.failure).toEqual({ status: 'timeout' });
    expect(u.onUploadFailed).toHaveBeenCalledTimes(1);
  });
});
