/**
 * The first feed page sent with the HTML (issue 15, first paint). The mock server answers the home
 * feed's first request itself while it serves `/` and writes the answer into the page as a
 * `<script type="application/json">` (data, not code: the CSP's `script-src 'self'` stays as it
 * is); the app's fetch answers that one request from the page instead of the network, once, and
 * forgets it. Without the element (the browser-only MSW mode of `npm run dev`, any other page) the
 * app just fetches.
 *
 * The server imports this module too (one home for the element's id and the request it holds), so
 * it has no imports and touches no DOM at load.
 */

/** The id of the `<script type="application/json">` that holds the preloaded answers. */
export const PRELOADED_DATA_ID = 'tessera-preloaded';

/** One API answer the server read for the page: the request's path and query, status and JSON body. */
export interface PreloadedResponse {
  url: string;
  status: number;
  body: unknown;
}

/**
 * The home feed's first page as the app asks for it: `api.getHomefeed()` with no bookmark and the
 * server's page size (the resource client's `?data={"options":{}}`). If the app's request changes,
 * it no longer matches and the app fetches as before (the e2e test for this then fails).
 */
export const HOMEFEED_FIRST_PAGE_URL = `/resource/HomefeedResource/get/?data=${encodeURIComponent(
  JSON.stringify({ options: {} }),
)}`;

/**
 * JSON that can sit inside a `<script>` element: `<`, `>` and `&` (so no `</script>` or `<!--` can
 * end or change the element) and the line separators U+2028/U+2029 written as `\u` escapes, which
 * JSON.parse reads back as the same characters.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** The `<script type="application/json">` element the server writes into the page. */
export function preloadedDataElement(responses: readonly PreloadedResponse[]): string {
  return `<script type="application/json" id="${PRELOADED_DATA_ID}">${scriptSafeJson(responses)}</script>`;
}

function isPreloadedResponse(value: unknown): value is PreloadedResponse {
  const v = value as Partial<PreloadedResponse> | null;
  return typeof v?.url === 'string' && typeof v.status === 'number' && 'body' in (v as object);
}

/**
 * Takes the preloaded answers out of the page (the element is removed: its text is read once).
 * None when the page has no such element or its text is not a list of answers.
 */
export function takePreloadedResponses(doc: Document | undefined = globalThis.document): PreloadedResponse[] {
  const element = doc?.getElementById(PRELOADED_DATA_ID);
  if (!element) return [];
  element.remove();
  try {
    const parsed: unknown = JSON.parse(element.textContent ?? '');
    return Array.isArray(parsed) ? parsed.filter(isPreloadedResponse) : [];
  } catch {
    return [];
  }
}

/** The path and query of a request, as the server wrote it in PreloadedResponse.url. */
function pathAndQuery(input: RequestInfo | URL, base: string): string | null {
  const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
  try {
    const url = new URL(href, base);
    return url.origin === new URL(base).origin ? `${url.pathname}${url.search}` : null;
  } catch {
    return null;
  }
}

/**
 * A fetch that answers a GET for a preloaded url from `responses`, the first time only (then the
 * answer is dropped), and sends everything else to `next` (default: the global fetch of the moment).
 */
export function preloadedFetch(
  responses: readonly PreloadedResponse[],
  base: string = globalThis.location?.href ?? 'http://localhost/',
  next: typeof fetch = (input, init) => globalThis.fetch(input, init),
): typeof fetch {
  const pending = new Map(responses.map((r) => [r.url, r]));
  return (input, init) => {
    const method = (init?.method ?? (input instanceof Request ? input.method : 'GET')).toUpperCase();
    const key = pending.size > 0 && method === 'GET' ? pathAndQuery(input, base) : null;
    const preloaded = key === null ? undefined : pending.get(key);
    if (!preloaded || key === null) return next(input, init);
    pending.delete(key);
    return Promise.resolve(
      new Response(JSON.stringify(preloaded.body), {
        status: preloaded.status,
        headers: { 'Content-Type': 'application/json' },
      }),
    );
  };
}
