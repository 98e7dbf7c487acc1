import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { checkModel, MODEL_TEST_TIMEOUT_MS } from '../testing/modelBased.ts';
import { uploadMachine } from './upload.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const twoReads = uploadMachine.provide({ guards: { readsLeft: ({ context }) => context.polls + 1 < 2 } });

it(
  'uploadMachine model: every state and transition',
  async () => {
    await checkModel({
      // Two reads at most (the readsLeft guard), so the graph also holds the read that gives up.
      machine: twoReads,
      events: [
        { type: 'UPLOAD', file: 'F' },
        {
          type: 'xstate.done.actor.registerUpload',
          output: { upload_id: 'u1', upload_url: 'x', upload_parameters: {} },
        },
        { type: 'xstate.error.actor.registerUpload', error: 'x' },
        { type: 'xstate.done.actor.sendFile', output: 204 },
        { type: 'xstate.done.actor.sendFile', output: 500 },
        { type: 'xstate.error.actor.sendFile', error: 'x' },
        { type: 'xstate.done.actor.getUploadStatus', output: { status: 'processing' } },
        { type: 'xstate.done.actor.getUploadStatus', output: { status: 'succeeded', signature: 'sig' } },
        { type: 'xstate.done.actor.getUploadStatus', output: { status: 'failed' } },
        { type: 'xstate.error.actor.getUploadStatus', error: 'x' },
      ],
      context: (c) => ({
        registered: c.registration !== null,
        status: c.status,
        signature: c.signature,
        polls: c.polls,
        failure: c.failure,
      }),
      invariants: {
        idle: (s) => expect(s.context.file).toBeNull(),
        registering: (s) => expect(s.context.registration).toBeNull(),
        sending: (s) => expect(s.context.registration?.upload_id).toBe('u1'),
        polling: (s) => {
          expect(s.context.registration?.upload_id).toBe('u1');
          expect(s.context.polls).toBeLessThan(2);
        },
        waiting: (s) => {
          expect(s.context.signature).toBeNull();
          expect(s.context.status).toBe('processing');
          expect(s.context.polls + 1).toBeLessThan(2);
        },
        succeeded: (s) => {
          expect(s.context.signature).toBe('sig');
          expect(s.context.failure).toBeNull();
        },
        failed: (s) => {
          expect(s.context.signature).toBeNull();
          expect(s.context.failure?.status).toMatch(/^(error|500|failed|timeout)$/);
        },
      },
    });
  },
  MODEL_TEST_TIMEOUT_MS,
);
