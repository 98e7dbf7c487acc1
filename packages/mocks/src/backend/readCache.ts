/**
 * A cache of answered feed reads (issue 18: the home feed path at ≥ 2,000 req/s on 2 cores).
 * Building a page of 25 pins as the visitor sees them and writing it as JSON is most of the cost
 * of a read, and the same visitor asks for the same page again and again. An answer is kept by
 * (the state's revision, who asks, the URL): any change to the state moves the revision, so a
 * kept answer is never stale. Only reads that change nothing are cached (READS_CACHED), and the
 * cache holds at most MAX_CACHED_READS answers.
 *
 * A server may also look an answer up without a Fetch Request (`peek`, with `visitorKey`): the
 * mock server sends a kept page without going through MSW at all.
 */
import { BOT_USER_AGENT, cookieOf, SESSION_COOKIE } from './context.ts';

/** Reads that are pure functions of the state, the visitor and the URL. */
export const READS_CACHED: ReadonlySet<string> = new Set([
  'HomefeedResource/get',
  'BoardFeedResource/get',
  'SectionFeedResource/get',
  'RelatedPinsResource/get',
]);
export const MAX_CACHED_READS = 256;

const kepts = new WeakMap<Response, Uint8Array>();

/**
 * The whole body of an answer that came from the cache, for a server that can send bytes
 * directly (mock-server does, instead of reading the Response's stream). Not to be changed.
 */
export function keptBody(response: Response): Uint8Array | undefined {
  return kepts.get(response);
}

/** A kept answer: its status, its headers (content-length included) and its bytes, not to be changed. */
export interface KeptAnswer {
  readonly status: number;
  readonly headers: readonly (readonly [string, string])[];
  readonly body: Uint8Array<ArrayBuffer>;
}

/** Who is asking, as the cache tells visitors apart: the session cookie and whether it is a bot. */
export function visitorKey(cookieHeader: string | null | undefined, userAgent: string | null | undefined) {
  return `${cookieOf(cookieHeader, SESSION_COOKIE) ?? ''}|${BOT_USER_AGENT.test(userAgent ?? '')}`;
}

export interface ReadCache {
  /** The kept answer, or a fresh one from `answer` (kept when it succeeded). */
  read(request: Request, revision: number, answer: () => Promise<Response>): Promise<Response>;
  /** The kept answer of `visitor` (visitorKey) for `url` (absolute) at `revision`, if there is one. */
  peek(visitor: string, url: string, revision: number): KeptAnswer | undefined;
  readonly size: number;
}

export function createReadCache(max = MAX_CACHED_READS): ReadCache {
  const kept = new Map<string, KeptAnswer>();
  let keptRevision = -1;
  const at = (revision: number) => {
    if (revision !== keptRevision) {
      kept.clear();
      keptRevision = revision;
    }
  };
  const toResponse = (k: KeptAnswer) => {
    // A stream that hands over the kept bytes only when read: no copy unless someone reads it
    // (the browser's MSW does; the mock server sends `keptBody` as it is). A high-water mark of 0,
    // else the stream pulls (and copies the page) as soon as it is made.
    const body = new ReadableStream<Uint8Array>(
      {
        pull(controller) {
          controller.enqueue(k.body.slice());
          controller.close();
        },
      },
      { highWaterMark: 0 },
    );
    const response = new Response(body, { status: k.status, headers: k.headers as [string, string][] });
    kepts.set(response, k.body);
    return response;
  };
  return {
    get size() {
      return kept.size;
    },
    peek(visitor, url, revision) {
      at(revision);
      return kept.get(`${visitor}|${url}`);
    },
    async read(request, revision, answer) {
      at(revision);
      const visitor = visitorKey(request.headers.get('cookie'), request.headers.get('user-agent'));
      const key = `${visitor}|${request.url}`;
      const hit = kept.get(key);
      if (hit) return toResponse(hit);
      const response = await answer();
      if (response.status !== 200 || revision !== keptRevision) return response;
      const body: Uint8Array<ArrayBuffer> = new Uint8Array(await response.arrayBuffer());
      const headers = [...response.headers.entries()].filter(([name]) => name !== 'content-length');
      const entry: KeptAnswer = {
        status: response.status,
        headers: [...headers, ['content-length', String(body.byteLength)]],
        body,
      };
      if (kept.size >= max) kept.delete(kept.keys().next().value as string);
      kept.set(key, entry);
      return toResponse(entry);
    },
  };
}
