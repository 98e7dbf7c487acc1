import { DEFAULT_HTTP_STATUS } from '@tessera/model';

export interface ResourceRequestErrorInit {
  /** The server's message; '' when the server gave none (the caller then shows its own text, §8). */
  message?: string;
  /** HTTP status of the failure; DEFAULT_HTTP_STATUS (500, §4) when unknown (network error...). */
  http_status?: number;
  code?: string;
  /** The resource and action that failed, e.g. 'PinResource/create' (for logs, not for people). */
  resource?: string;
  cause?: unknown;
}

/**
 * A failed resource call (§7). `message` is the server's message only, or '' when there was none,
 * so §8's "server message, else Sorry! Something went wrong on our end." is a simple `||`.
 */
export class ResourceRequestError extends Error {
  override readonly name = 'ResourceRequestError';
  readonly http_status: number;
  readonly code?: string;
  readonly resource?: string;

  constructor(init: ResourceRequestErrorInit = {}) {
    super(init.message ?? '', init.cause === undefined ? undefined : { cause: init.cause });
    this.http_status = init.http_status ?? DEFAULT_HTTP_STATUS;
    if (init.code !== undefined) this.code = init.code;
    if (init.resource !== undefined) this.resource = init.resource;
  }
}

export function isResourceRequestError(error: unknown): error is ResourceRequestError {
  return error instanceof ResourceRequestError;
}
