/**
 * The generic resource client of §7: a resource is read with
 * `GET /resource/{Resource}/get/?data={"options":…,"bookmarks":[…]}` and changed with
 * `POST /resource/{Resource}/{create|update|delete}/` and a JSON body `{ "options": … }`.
 * Every answer is a ResourceResponse; a failure throws a ResourceRequestError.
 */
import { END_BOOKMARK, type ResourceResponse } from '@tessera/model';
import { ResourceRequestError } from './ResourceRequestError.ts';

export type ResourceOptions = Record<string, unknown>;
export type ResourceAction = 'get' | 'create' | 'update' | 'delete';

export interface ResourcePage<T> {
  data: T;
  /** The next page's bookmark (END_BOOKMARK at the end) or null when the resource does not page. */
  bookmark: string | null;
}

export interface RequestInitOptions {
  signal?: AbortSignal;
}

export interface ResourceClient {
  get<T>(
    resource: string,
    options?: ResourceOptions,
    bookmarks?: string[],
    init?: RequestInitOptions,
  ): Promise<ResourcePage<T>>;
  create<T>(resource: string, options?: ResourceOptions, init?: RequestInitOptions): Promise<T>;
  update<T>(resource: string, options?: ResourceOptions, init?: RequestInitOptions): Promise<T>;
  delete<T>(resource: string, options?: ResourceOptions, init?: RequestInitOptions): Promise<T>;
  /**
   * Any other API call (the v3 REST calls, sessions, events, uploads): `path` from the API root,
   * `query` as search parameters, `body` as JSON or FormData. The answer is a ResourceResponse too.
   */
  rest<T>(method: RestMethod, path: string, init?: RestInit): Promise<ResourcePage<T>>;
  /**
   * Every page of a resource, following bookmarks until the end marker of §4 (END_BOOKMARK) or a
   * resource that does not page (bookmark null); at most `maxPages` (default MAX_PAGES).
   */
  pages<T>(
    resource: string,
    options?: ResourceOptions,
    init?: RequestInitOptions & { maxPages?: number },
  ): AsyncGenerator<T>;
}

/** The most pages `pages()` follows before it stops (a guard against a server that never ends). */
export const MAX_PAGES = 1000;

export type RestMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface RestInit extends RequestInitOptions {
  query?: Record<string, string | number | boolean | undefined>;
  body?: Record<string, unknown> | FormData;
  /** Send and read cookies across origins too (uploads to another host). Default same-origin. */
  credentials?: RequestCredentials;
}

export interface ResourceClientConfig {
  /** Prefix of every URL, e.g. 'http://localhost:4000'; '' (default) means the page's origin. */
  baseUrl?: string;
  /** The fetch to use; default: the global fetch at the time of each call. */
  fetch?: typeof fetch;
}

const RESOURCE_NAME = /^[A-Za-z][A-Za-z0-9]*$/;

export function resourceUrl(baseUrl: string, resource: string, action: ResourceAction): string {
  if (!RESOURCE_NAME.test(resource))
    throw new TypeError(`Invalid resource name: ${JSON.stringify(resource)}`);
  return `${baseUrl.replace(/\/+$/, '')}/resource/${resource}/${action}/`;
}

function isAbortError(error: unknown): boolean {
  return error instanceof Error && error.name === 'AbortError';
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Reads a ResourceResponse; a missing or malformed body becomes a ResourceRequestError. */
async function readResponse<T>(response: Response, resource: string): Promise<ResourcePage<T>> {
  let body: unknown;
  try {
    body = await response.json();
  } catch (cause) {
    throw new ResourceRequestError({
      http_status: response.ok ? undefined : response.status,
      resource,
      cause,
    });
  }
  const envelope = isObject(body) ? body.resource_response : undefined;
  if (!isObject(envelope)) {
    throw new ResourceRequestError({ http_status: response.ok ? undefined : response.status, resource });
  }
  const { data, error, bookmark, http_status } = envelope as ResourceResponse<T>['resource_response'];
  if (error || !response.ok) {
    const status =
      typeof error?.http_status === 'number'
        ? error.http_status
        : !response.ok
          ? response.status
          : typeof http_status === 'number' && http_status >= 400
            ? http_status
            : undefined;
    throw new ResourceRequestError({
      message: typeof error?.message === 'string' ? error.message : '',
      http_status: status,
      ...(typeof error?.code === 'string' ? { code: error.code } : {}),
      resource,
    });
  }
  return { data: data as T, bookmark: typeof bookmark === 'string' ? bookmark : null };
}

export function createResourceClient(config: ResourceClientConfig = {}): ResourceClient {
  const baseUrl = config.baseUrl ?? '';
  const doFetch = (input: string, init: RequestInit) => (config.fetch ?? globalThis.fetch)(input, init);

  async function send<T>(
    resource: string,
    action: ResourceAction | RestMethod,
    url: string,
    init: RequestInit,
  ): Promise<ResourcePage<T>> {
    const name = action === action.toUpperCase() ? `${action} ${resource}` : `${resource}/${action}`;
    let response: Response;
    try {
      response = await doFetch(url, { credentials: 'same-origin', ...init });
    } catch (cause) {
      if (isAbortError(cause)) throw cause;
      // §4: a failure with no status records the default, 500.
      throw new ResourceRequestError({ resource: name, cause });
    }
    return readResponse<T>(response, name);
  }

  async function post<T>(
    resource: string,
    action: Exclude<ResourceAction, 'get'>,
    options: ResourceOptions = {},
    init: RequestInitOptions = {},
  ): Promise<T> {
    const page = await send<T>(resource, action, resourceUrl(baseUrl, resource, action), {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ options }),
      ...(init.signal ? { signal: init.signal } : {}),
    });
    return page.data;
  }

  function get<T>(
    resource: string,
    options: ResourceOptions = {},
    bookmarks?: string[],
    init: RequestInitOptions = {},
  ): Promise<ResourcePage<T>> {
    const data = encodeURIComponent(JSON.stringify({ options, bookmarks }));
    return send<T>(resource, 'get', `${resourceUrl(baseUrl, resource, 'get')}?data=${data}`, {
      method: 'GET',
      headers: { Accept: 'application/json' },
      ...(init.signal ? { signal: init.signal } : {}),
    });
  }

  return {
    get,
    rest<T>(method: RestMethod, path: string, init: RestInit = {}) {
      if (!path.startsWith('/')) throw new TypeError(`An API path starts with /: ${JSON.stringify(path)}`);
      const search = new URLSearchParams();
      for (const [key, value] of Object.entries(init.query ?? {})) {
        if (value !== undefined) search.set(key, String(value));
      }
      const query = search.size > 0 ? `?${search}` : '';
      const isForm = typeof FormData !== 'undefined' && init.body instanceof FormData;
      const headers: Record<string, string> = { Accept: 'application/json' };
      if (init.body && !isForm) headers['Content-Type'] = 'application/json';
      const body =
        init.body === undefined ? undefined : isForm ? (init.body as FormData) : JSON.stringify(init.body);
      return send<T>(path, method, `${baseUrl.replace(/\/+$/, '')}${path}${query}`, {
        method,
        headers,
        ...(body === undefined ? {} : { body }),
        ...(init.credentials ? { credentials: init.credentials } : {}),
        ...(init.signal ? { signal: init.signal } : {}),
      });
    },
    async *pages<T>(
      resource: string,
      options: ResourceOptions = {},
      init: RequestInitOptions & { maxPages?: number } = {},
    ) {
      const { maxPages = MAX_PAGES, ...rest } = init;
      let bookmark: string | null = null;
      for (let page = 0; page < maxPages; page++) {
        const result: ResourcePage<T> = await get<T>(
          resource,
          options,
          bookmark ? [bookmark] : undefined,
          rest,
        );
        yield result.data;
        bookmark = result.bookmark;
        if (bookmark === null || bookmark === END_BOOKMARK) return;
      }
    },
    create: (resource, options, init) => post(resource, 'create', options, init),
    update: (resource, options, init) => post(resource, 'update', options, init),
    delete: (resource, options, init) => post(resource, 'delete', options, init),
  };
}
