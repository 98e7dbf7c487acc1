/**
 * The builders' upload (§4 Upload, §5, §7 VIPResource): the upload machine of @tessera/machines —
 * the one polling implementation of uploads — with the api's calls plugged in: VIPResource create
 * (type pinimage), the multipart POST of the upload parameters plus the file to the upload URL
 * (a refusal's HTTP status decides, §5 200–399), VIPResource get every 5000 ms while registered or
 * processing. Stopping the actor abandons the upload (the POST in flight is aborted).
 */
import { isResourceRequestError, type TesseraApi } from '@tessera/api';
import { type UploadStatus, uploadMachine } from '@tessera/machines';
import { isUploadSuccess, VIP_UPLOAD_TYPE } from '@tessera/model';
import { UPLOAD_POLL_MS } from '@tessera/tokens';
import { fromPromise, type SnapshotFrom } from 'xstate';
import type { UploadPhase } from './createText.ts';

export interface UploadOptions {
  /** Wait between status reads (default UPLOAD_POLL_MS). */
  pollMs?: number;
}

/** The upload machine with `api`'s calls; an actor of it takes UPLOAD { file }. */
export function apiUploadMachine(api: TesseraApi, { pollMs = UPLOAD_POLL_MS }: UploadOptions = {}) {
  return uploadMachine.provide({
    actors: {
      registerUpload: fromPromise(() => api.createUpload({ type: VIP_UPLOAD_TYPE })),
      sendFile: fromPromise(async ({ input, signal }) => {
        const form = new FormData();
        for (const [name, value] of Object.entries(input.registration.upload_parameters))
          form.append(name, value);
        form.append('file', input.file as Blob);
        try {
          await api.client.rest('POST', input.registration.upload_url, { body: form, signal });
          return 200;
        } catch (error) {
          // A refusal is the send's answer (its status fails the upload); anything else is a failed call.
          if (isResourceRequestError(error) && !isUploadSuccess(error.http_status)) return error.http_status;
          throw error;
        }
      }),
      getUploadStatus: fromPromise(async ({ input }): Promise<UploadStatus> => {
        const states = await api.getUploads(input);
        const state = states[input.upload_ids[0] ?? ''];
        return { status: state?.status ?? null, signature: state?.signature ?? null };
      }),
    },
    delays: { UPLOAD_POLL_MS: pollMs },
  });
}

/** What a person is told of an upload (§4: registered and processing while it is polled). */
export function uploadPhase(snapshot: SnapshotFrom<typeof uploadMachine>): UploadPhase {
  if (snapshot.matches('succeeded')) return 'succeeded';
  if (snapshot.matches('failed')) return 'failed';
  const status = snapshot.context.status;
  return status === 'registered' || status === 'processing' ? status : 'uploading';
}
