/**
 * Upload of an image (SPEC §4, §5, §7), the one polling implementation of uploads: UPLOAD registers
 * it (the `registerUpload` actor: Create VIPResource → upload_id, upload_url, upload_parameters),
 * sends the file (`sendFile`: the multipart POST, resolving the HTTP status; 200 up to below 400
 * counts as success, `isUploadSuccess`), then polls the status (`getUploadStatus`: Get
 * VIPResource) every UPLOAD_POLL_MS (5000) while it is processing or registered
 * (`uploadPollOutcome`), at most MAX_UPLOAD_POLLS reads (10 minutes; the `readsLeft` guard).
 * `succeeded` yields the image signature (`onUploaded`); anything else, any failed call, or too
 * many reads is a failure (`onUploadFailed`, no message, §8; `context.failure` says which); UPLOAD
 * in `failed` starts again. `context.status` is the last status the server reported (what a
 * person is told while it processes).
 */
import { isUploadSuccess, uploadPollOutcome } from '@tessera/model';
import { UPLOAD_POLL_MS } from '@tessera/tokens';
import { and, assign, fromPromise, setup } from 'xstate';

/** Status reads before the upload gives up (5 s apart: 10 minutes). */
export const MAX_UPLOAD_POLLS = 120;

export interface UploadRegistration {
  upload_id: string;
  upload_url: string;
  upload_parameters: Record<string, string>;
}

export interface UploadStatus {
  status: string | null;
  signature?: string | null;
}

/**
 * Why an upload failed: `status` is the server's last status ('failed', 'unknown' when it named
 * none…), the refused send's HTTP status ('400'), 'timeout' after `maxPolls` reads, or 'error' when
 * a call itself failed (`error`: what it threw).
 */
export interface UploadFailure {
  status: string;
  error?: unknown;
}

export interface UploadContext {
  file: unknown;
  registration: UploadRegistration | null;
  /** The last status the server reported while polling. */
  status: string | null;
  signature: string | null;
  /** Waits between reads so far. */
  polls: number;
  failure: UploadFailure | null;
}

export type UploadEvent = { type: 'UPLOAD'; file: unknown };

const notProvided = (name: string) => () =>
  Promise.reject(new Error(`uploadMachine: provide the ${name} actor`));
const statusOf = (event: unknown) => (event as { output: UploadStatus }).output;
export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
  },
  actors: {
    registerUpload: fromPromise<UploadRegistration, { type: 'pinimage' }>(notProvided('registerUpload')),
    /** Resolves the HTTP status of the multipart POST. */
    sendFile: fromPromise<number, { registration: UploadRegistration; file: unknown }>(
      notProvided('sendFile'),
    ),
    getUploadStatus: fromPromise<UploadStatus, { upload_ids: string[] }>(notProvided('getUploadStatus')),
  },
  actions: {
    onUploaded: (_args, _signature: string) => {},
    onUploadFailed: () => {},
    start: assign({
      file: ({ event }) => event.file,
      registration: null,
      status: null,
      signature: null,
      polls: 0,
      failure: null,
    }),
    failedCall: assign({
      failure: ({ event }) => ({ status: 'error', error: (event as unknown as { error: unknown }).error }),
    }),
  },
  guards: {
    sent: ({ event }) => isUploadSuccess((event as unknown as { output: number }).output),
    keepPolling: ({ event }) => uploadPollOutcome(statusOf(event).status) === 'poll',
    readsLeft: ({ context }) => context.polls + 1 < MAX_UPLOAD_POLLS,
    succeeded: ({ event }) =>
      uploadPollOutcome(statusOf(event).status) === 'succeeded' && Boolean(statusOf(event).signature),
  },
  delays: {
    UPLOAD_POLL_MS, // §9 upload poll every 5000 ms
  },
}).createMachine({
  id: 'upload',
  context: { file: null, registration: null, status: null, signature: null, polls: 0, failure: null },
  initial: 'idle',
  states: {
    idle: {
      on: { UPLOAD: { target: 'registering', actions: 'start' } },
    },
    registering: {
      invoke: {
        id: 'registerUpload',
        src: 'registerUpload',
        input: { type: 'pinimage' as const },
        onDone: { target: 'sending', actions: assign({ registration: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: 'failedCall' },
      },
    },
    sending: {
      invoke: {
        id: 'sendFile',
        src: 'sendFile',
        input: ({ context }) => ({
          registration: context.registration as UploadRegistration,
          file: context.file,
        }),
        onDone: [
          { guard: 'sent', target: 'polling' },
          {
            target: 'failed',
            actions: assign({ failure: ({ event }) => ({ status: String(event.output) }) }),
          },
        ],
        onError: { target: 'failed', actions: 'failedCall' },
      },
    },
    polling: {
      invoke: {
        id: 'getUploadStatus',
        src: 'getUploadStatus',
        input: ({ context }) => ({ upload_ids: [(context.registration as UploadRegistration).upload_id] }),
        onDone: [
          {
            guard: and(['keepPolling', 'readsLeft']),
            target: 'waiting',
            actions: assign({ status: ({ event }) => event.output.status }),
          },
          {
            guard: 'keepPolling',
            target: 'failed',
            actions: assign({ status: ({ event }) => event.output.status, failure: { status: 'timeout' } }),
          },
          {
            guard: 'succeeded',
            target: 'succeeded',
            actions: assign({
              status: ({ event }) => event.output.status,
              signature: ({ event }) => event.output.signature as string,
            }),
          },
          {
            target: 'failed',
            actions: assign({
              status: ({ event }) => event.output.status,
              failure: ({ event }) => ({ status: event.output.status ?? 'unknown' }),
            }),
          },
        ],
        onError: { target: 'failed', actions: 'failedCall' },
      },
    },
    waiting: {
      after: {
        UPLOAD_POLL_MS: { target: 'polling', actions: assign({ polls: ({ context }) => context.polls + 1 }) },
      },
    },
    succeeded: {
      type: 'final',
      entry: { type: 'onUploaded', params: ({ context }) => context.signature as string },
    },
    failed: {
      entry: 'onUploadFailed',
      on: { UPLOAD: { target: 'registering', actions: 'start' } },
    },
  },
});
