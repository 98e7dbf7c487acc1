/**
 * Upload of an image (SPEC §4, §5, §7): UPLOAD registers it (the `registerUpload` actor: Create
 * VIPResource → upload_id, upload_url, upload_parameters), sends the file (`sendFile`: the
 * multipart POST, resolving the HTTP status; 200 up to below 400 counts as success,
 * `isUploadSuccess`), then polls the status (`getUploadStatus`: Get VIPResource) every
 * UPLOAD_POLL_MS (5000) while it is processing or registered (`uploadPollOutcome`). `succeeded`
 * yields the image signature (`onUploaded`); anything else, or any failed call, is a failure
 * (`onUploadFailed`, no message, §8); UPLOAD in `failed` starts again.
 */
import { isUploadSuccess, uploadPollOutcome } from '@tessera/model';
import { UPLOAD_POLL_MS } from '@tessera/tokens';
import { assign, fromPromise, setup } from 'xstate';

export interface UploadRegistration {
  upload_id: string;
  upload_url: string;
  upload_parameters: Record<string, string>;
}

export interface UploadStatus {
  status: string | null;
  signature?: string | null;
}

export interface UploadContext {
  file: unknown;
  registration: UploadRegistration | null;
  signature: string | null;
  polls: number;
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
  },
  guards: {
    sent: ({ event }) => isUploadSuccess((event as unknown as { output: number }).output),
    keepPolling: ({ event }) => uploadPollOutcome(statusOf(event).status) === 'poll',
    succeeded: ({ event }) =>
      uploadPollOutcome(statusOf(event).status) === 'succeeded' && Boolean(statusOf(event).signature),
  },
  delays: {
    UPLOAD_POLL_MS, // §9 upload poll every 5000 ms
  },
}).createMachine({
  id: 'upload',
  context: { file: null, registration: null, signature: null, polls: 0 },
  initial: 'idle',
  states: {
    idle: {
      on: {
        UPLOAD: {
          target: 'registering',
          actions: assign({ file: ({ event }) => event.file, registration: null, signature: null, polls: 0 }),
        },
      },
    },
    registering: {
      invoke: {
        id: 'registerUpload',
        src: 'registerUpload',
        input: { type: 'pinimage' as const },
        onDone: { target: 'sending', actions: assign({ registration: ({ event }) => event.output }) },
        onError: 'failed',
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
        onDone: [{ guard: 'sent', target: 'polling' }, { target: 'failed' }],
        onError: 'failed',
      },
    },
    polling: {
      invoke: {
        id: 'getUploadStatus',
        src: 'getUploadStatus',
        input: ({ context }) => ({ upload_ids: [(context.registration as UploadRegistration).upload_id] }),
        onDone: [
          { guard: 'keepPolling', target: 'waiting' },
          {
            guard: 'succeeded',
            target: 'succeeded',
            actions: assign({ signature: ({ event }) => event.output.signature as string }),
          },
          { target: 'failed' },
        ],
        onError: 'failed',
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
      on: {
        UPLOAD: {
          target: 'registering',
          actions: assign({ file: ({ event }) => event.file, registration: null, signature: null, polls: 0 }),
        },
      },
    },
  },
});
