/**
 * The upload flow of §4/§7: VIPResource create (type pinimage) gives upload_id, upload_url and
 * upload_parameters; the image goes as a multipart POST to upload_url with the parameters plus the
 * file; then VIPResource get is polled every UPLOAD_POLL_MS (§9 5000 ms) while the status is
 * registered or processing. Succeeded yields the image signature; anything else fails (§8: the
 * failure callback, no message).
 */
import { isUploadSuccess, uploadPollOutcome, VIP_UPLOAD_TYPE } from '@tessera/model';
import { UPLOAD_POLL_MS } from '@tessera/tokens';
import { ResourceRequestError } from './ResourceRequestError.ts';
import type { TesseraApi } from './tesseraApi.ts';

/** Polls before the flow gives up (5 s apart: 10 minutes). */
export const MAX_UPLOAD_POLLS = 120;

export class UploadFailedError extends Error {
  override readonly name = 'UploadFailedError';
  /** The last status the server reported ('failed', 'unknown'...), or the HTTP failure. */
  readonly status: string;
  constructor(status: string, options?: { cause?: unknown }) {
    super(`The upload did not succeed (status ${status}).`, options);
    this.status = status;
  }
}

export interface UploadOptions {
  /** Wait between polls (default UPLOAD_POLL_MS). */
  pollMs?: number;
  signal?: AbortSignal;
  /** How to wait (tests pass a fake). */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** Each status seen while polling. */
  onStatus?: (status: string) => void;
}

function defaultSleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason);
      return;
    }
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    });
  });
}

/** Uploads `file` and resolves the image signature once the server has processed it. */
export async function uploadImage(
  api: TesseraApi,
  file: Blob,
  { pollMs = UPLOAD_POLL_MS, signal, sleep = defaultSleep, onStatus }: UploadOptions = {},
): Promise<{ uploadId: string; signature: string }> {
  const ticket = await api.createUpload({ type: VIP_UPLOAD_TYPE });
  const form = new FormData();
  for (const [name, value] of Object.entries(ticket.upload_parameters)) form.append(name, value);
  form.append('file', file);
  try {
    await api.client.rest('POST', ticket.upload_url, { body: form, ...(signal ? { signal } : {}) });
  } catch (error) {
    if (error instanceof ResourceRequestError && !isUploadSuccess(error.http_status)) {
      throw new UploadFailedError(String(error.http_status), { cause: error });
    }
    throw error;
  }
  for (let polls = 0; polls < MAX_UPLOAD_POLLS; polls++) {
    const states = await api.getUploads({ upload_ids: [ticket.upload_id] });
    const state = states[ticket.upload_id];
    const status = state?.status ?? 'unknown';
    onStatus?.(status);
    const outcome = uploadPollOutcome(status);
    if (outcome === 'succeeded' && state?.signature)
      return { uploadId: ticket.upload_id, signature: state.signature };
    if (outcome !== 'poll') throw new UploadFailedError(status);
    await sleep(pollMs, signal);
  }
  throw new UploadFailedError('timeout');
}
