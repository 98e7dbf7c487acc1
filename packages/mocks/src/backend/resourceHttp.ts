/**
 * The wire format of §7 on the mock side: reading `data`/`options` from a request and answering
 * in the ResourceResponse shape, errors included.
 */
import type { ResourceResponse } from '@tessera/model';
import { HttpResponse } from 'msw';

export function resourceOk<T>(data: T, bookmark: string | null = null, status = 200) {
  const body: ResourceResponse<T> = {
    resource_response: { data, error: null, bookmark, http_status: status },
    ...(bookmark === null ? {} : { bookmarks: [bookmark] }),
  };
  return HttpResponse.json(body, { status });
}

export function resourceError(status: number, message: string, code?: string) {
  const body: ResourceResponse<null> = {
    resource_response: {
      data: null,
      error: { message, http_status: status, ...(code === undefined ? {} : { code }) },
      bookmark: null,
      http_status: status,
    },
  };
  return HttpResponse.json(body, { status });
}

/** A request the handler refuses; turned into a ResourceResponse error by the route wrapper. */
export class MockHttpError extends Error {
  readonly status: number;
  readonly code: string | undefined;
  constructor(status: number, message: string, code?: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

export const badRequest = (message: string) => new MockHttpError(400, message, 'BAD_REQUEST');
export const notFound = (message: string) => new MockHttpError(404, message, 'NOT_FOUND');
export const forbidden = (message: string) => new MockHttpError(403, message, 'FORBIDDEN');
export const unauthorized = (message: string) => new MockHttpError(401, message, 'UNAUTHORIZED');
export const conflict = (message: string) => new MockHttpError(409, message, 'CONFLICT');
/** Gone: a pin its creator removed (issue 30: the closeup says "Removed by the creator", §2). */
export const gone = (message: string) => new MockHttpError(410, message, 'GONE');

export type Options = Record<string, unknown>;

export interface ResourceInput {
  options: Options;
  bookmarks: string[];
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseJson(text: string, what: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw badRequest(`${what} is not valid JSON.`);
  }
}

function readEnvelope(value: unknown, what: string): ResourceInput {
  if (!isPlainObject(value)) throw badRequest(`${what} must be a JSON object.`);
  const { options = {}, bookmarks = [] } = value;
  if (!isPlainObject(options)) throw badRequest('options must be an object.');
  if (!Array.isArray(bookmarks) || !bookmarks.every((b) => typeof b === 'string')) {
    throw badRequest('bookmarks must be a list of strings.');
  }
  return { options, bookmarks };
}

/** GET: `?data=<JSON {options, bookmarks}>` (absent = no options). */
export function readGetInput(request: Request): ResourceInput {
  const data = new URL(request.url).searchParams.get('data');
  if (data === null) return { options: {}, bookmarks: [] };
  return readEnvelope(parseJson(data, 'The data parameter'), 'The data parameter');
}

/** POST: JSON body `{ options }` (Pinterest's form body `data=<JSON>` is accepted too). */
export async function readPostInput(request: Request): Promise<ResourceInput> {
  const text = await request.text();
  if (text.trim() === '') return { options: {}, bookmarks: [] };
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded') && !text.trimStart().startsWith('{')) {
    const data = new URLSearchParams(text).get('data');
    if (data === null) throw badRequest('The form body has no data field.');
    return readEnvelope(parseJson(data, 'The data field'), 'The data field');
  }
  return readEnvelope(parseJson(text, 'The request body'), 'The request body');
}

/** An id option: a non-empty string, or a safe integer (sent as a number by some callers). */
export function idOption(options: Options, name: string, required: true): string;
export function idOption(options: Options, name: string, required?: false): string | undefined;
export function idOption(options: Options, name: string, required = false): string | undefined {
  const value = options[name];
  if (value === undefined || value === null || value === '') {
    if (required) throw badRequest(`${name} is required.`);
    return undefined;
  }
  if (typeof value === 'number' && Number.isSafeInteger(value)) return String(value);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  throw badRequest(`${name} must be a string id.`);
}

export function stringOption(options: Options, name: string): string | undefined {
  const value = options[name];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string') throw badRequest(`${name} must be a string.`);
  return value;
}

/** A page size option: an integer in [1, max], default `fallback`. */
export function pageSizeOption(options: Options, fallback: number, max: number): number {
  const value = options.page_size;
  if (value === undefined || value === null) return fallback;
  const n = typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value;
  if (typeof n !== 'number' || !Number.isInteger(n) || n < 1 || n > max) {
    throw badRequest(`page_size must be an integer from 1 to ${max}.`);
  }
  return n;
}

/**
 * Bookmarks are opaque to clients: base64 of `<scope>:<offset>` in UTF-8 (a scope holds the
 * query, and btoa alone throws on anything past Latin-1: a search for "a\u3000b" answered 500).
 */
export function encodeBookmark(scope: string, offset: number): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(`${scope}:${offset}`)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The text of a bookmark; throws on anything that is not base64 of UTF-8. */
function bookmarkText(bookmark: string): string {
  const bytes = Uint8Array.from(atob(bookmark), (c) => c.charCodeAt(0));
  return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
}

/** The offset a bookmark list points at (0 with no bookmark; null for the end marker). */
export function decodeBookmark(bookmarks: string[], scope: string, endMarker: string): number | null {
  const bookmark = bookmarks[0];
  if (bookmark === undefined || bookmark === '') return 0;
  if (bookmark === endMarker) return null;
  let text: string;
  try {
    text = bookmarkText(bookmark);
  } catch {
    throw badRequest('Invalid bookmark.');
  }
  const match = /^(.*):(\d+)$/s.exec(text); // s: a query may hold a line separator
  if (!match || match[1] !== scope) throw badRequest('Invalid bookmark.');
  return Number(match[2]);
}
