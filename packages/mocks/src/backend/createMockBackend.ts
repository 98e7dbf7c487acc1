/**
 * The fake backend: the MSW handlers of every call of §7 the site makes, over a database that
 * lives as long as the backend (or longer, through `state` + `onChange`). The same handlers run in
 * the browser (service worker: playground dev, Storybook) and in Node (mock-server, tests).
 *
 * Every request: global latency → injected fault or delay (header or registry) → input read and
 * validated with the model's schema (400) → who is asking (session cookie, bot) → the handler,
 * whose refusals are 401/403/404/409 → `onChange` after a successful change. Routes match a path
 * from the root of any origin (`atRoot`).
 */
import { parseRoute, RESOURCE_CALL_NAMES, RESOURCE_CALLS, type ResourceCallName } from '@tessera/model';
import {
  delay,
  type HttpCustomPredicate,
  type HttpHandler,
  http,
  matchRequestUrl,
  type PathParams,
} from 'msw';
import { createWorld, DEMO_USERNAME } from '../fixtures/world.ts';
import {
  type Ctx,
  canReadBoard,
  canSeeUpload,
  contextFor,
  onUnreadableBoard,
  uploadOfSignature,
} from './context.ts';
import {
  boundGrowth,
  createMockDatabase,
  type DbState,
  type MockDatabase,
  type UploadRecord,
} from './database.ts';
import {
  createFaultRegistry,
  FAULT_HEADER,
  type Fault,
  type FaultRegistry,
  faultFromHeaders,
  LATENCY_HEADER,
} from './faults.ts';
import type { IdSource } from './ids.ts';
import { gifResponse, pinImageResponse, uploadResponse, videoResponse } from './media.ts';
import { createReadCache, type KeptAnswer, READS_CACHED, visitorKey } from './readCache.ts';
import {
  badRequest,
  MockHttpError,
  notFound,
  type ResourceInput,
  readGetInput,
  readPostInput,
  resourceError,
  resourceOk,
} from './resourceHttp.ts';
import type { Reply, ResourceRoute } from './route.ts';
import { accountRoutes } from './routes/account.ts';
import { accountPageRoutes } from './routes/accountPages.ts';
import { businessRoutes } from './routes/business.ts';
import { feedRoutes } from './routes/feeds.ts';
import { peopleRoutes, UPLOAD_URL_PREFIX } from './routes/people.ts';
import { pinAndBoardRoutes } from './routes/pinsAndBoards.ts';
import { promoteRoutes } from './routes/promote.ts';
import {
  createEventLog,
  type EventLog,
  parse,
  type RestRoute,
  receiveUpload,
  restRoutes,
} from './routes/rest.ts';
import { searchRoutes } from './routes/search.ts';

/** Largest page_size a resource accepts (the model's limit). */
export { MAX_RESOURCE_PAGE_SIZE as MAX_PAGE_SIZE } from '@tessera/model';
export { HOMEFEED_PAGE_SIZE } from './routes/feeds.ts';
/** `code` of the error of an injected fault. */
export const FAULT_CODE = 'MOCK_FAULT';
/** Privacy filters of BoardsResource (§7 privacy_filter, default all). */
export { BOARDS_PRIVACY_FILTERS as PRIVACY_FILTERS } from '@tessera/model';

export interface MockBackendOptions {
  seed?: number;
  /** Delay before each API answer, in ms (default 0: no latency). */
  latencyMs?: number;
  /** Pins in the home feed (default HOMEFEED_PIN_COUNT). */
  pinCount?: number;
  /**
   * Who a request without a session cookie is (default `demo`, so stories and the playground are
   * logged in without a login step); null: logged out. After logout the cookie says logged out.
   */
  defaultUsername?: string | null;
  /** A saved state to start from (e.g. read from a data file) instead of the seed's. */
  state?: DbState;
  /** Called after every change of state that succeeded (to persist it). */
  onChange?: (state: DbState) => void;
  /**
   * Where new ids come from (ids.ts): `seeded` (default; the same ids after every reset, for tests
   * and stories) or `random` (unguessable; what the mock server serves, issue 32).
   */
  ids?: IdSource;
}

/** One route of the backend, for docs and tests. */
export interface RouteInfo {
  method: string;
  path: string;
}

export interface MockBackend {
  db: MockDatabase;
  faults: FaultRegistry;
  /** Logged events (POST /v3/events/) and server-side records (offsite clicks, pings...). */
  events: EventLog;
  handlers: HttpHandler[];
  /** Every API route (resource and v3), for docs and tests. */
  routes: RouteInfo[];
  /** Puts the database back to the seed's world and clears faults and events. */
  reset(): void;
  /**
   * The kept answer of a feed read (READS_CACHED) that MSW would send as it is — a GET with no
   * latency and no fault to inject — or undefined: then ask the handlers. For a server that
   * answers hot reads without building a Fetch Request and matching handlers (issue 18).
   */
  cachedRead(request: CachedReadRequest): KeptAnswer | undefined;
  /**
   * The HTTP status of a page of the site (issue 30, honest statuses): 404 for a path no route of §2
   * matches, a pin that does not exist (or that this visitor may not see) and a profile or board of
   * a user who does not exist; 410 for a pin its creator removed; else 200.
   */
  pageStatus(request: Request): 200 | 404 | 410;
}

/** The routes under a user's name: the user must exist (a board's own absence is the page's to say). */
const USER_ROUTES: ReadonlySet<string> = new Set([
  'profile',
  'profileSaved',
  'profileSubPage',
  'board',
  'boardSection',
]);

/** What `cachedRead` needs of a request: the method, the absolute URL, a header by name. */
export interface CachedReadRequest {
  method: string;
  url: string;
  header(name: string): string | null | undefined;
}

/**
 * A predicate matching `path` (an MSW path pattern such as '/media/:size/:file') from the root of
 * the request's origin: '/resource/X/get/' matches http://any.host/resource/X/get/ but not
 * http://any.host/assets/resource/X/get/.
 */
export function atRoot(path: string): HttpCustomPredicate<PathParams> {
  return ({ request }) => {
    const url = new URL(request.url);
    const { matches, params = {} } = matchRequestUrl(url, path, url.origin);
    return { matches, params };
  };
}

const UNEXPECTED_CODE = 'MOCK_BACKEND_ERROR';

/**
 * The secret-board rule in one place for reads and writes (issue 32; comments, repins, feedback,
 * hides and offsite checks on such a pin succeeded): a call that names a pin on a board the
 * visitor cannot read, or a section of one, answers 404 before its handler runs.
 */
function refuseUnreadable(ctx: Ctx, pins: readonly unknown[], sections: readonly unknown[] = []) {
  const { state } = ctx.db;
  for (const id of pins) {
    const pin = typeof id === 'string' ? state.pins[id] : undefined;
    if (pin && onUnreadableBoard(ctx, pin)) throw notFound(`Pin not found: ${id}`);
  }
  for (const id of sections) {
    const section = typeof id === 'string' ? state.sections[id] : undefined;
    const board = section ? state.boards[section.boardId] : undefined;
    if (board && !canReadBoard(ctx, board)) throw notFound(`Section not found: ${id}`);
  }
}

/** The pins and sections a resource call names (`pin_id`, `pin_ids`, PinResource's `id`, `section_id`). */
function refuseUnreadableOptions(ctx: Ctx, name: string, options: unknown) {
  const o = (options ?? {}) as Record<string, unknown>;
  refuseUnreadable(
    ctx,
    [
      o.pin_id,
      ...(Array.isArray(o.pin_ids) ? o.pin_ids : []),
      name.startsWith('PinResource/') ? o.id : undefined,
    ],
    [o.section_id],
  );
}

/**
 * A refusal answers its status and message; anything else is the backend's own failure: a 500
 * without a message, so the client shows its own text (§8 "Sorry! Something went wrong on our
 * end."), and the exception goes to the server's log, never into the page (issue 32).
 */
function toResponse(error: unknown): Response {
  if (error instanceof MockHttpError) return resourceError(error.status, error.message, error.code);
  console.error('The mock backend failed:', error);
  return resourceError(500, '', UNEXPECTED_CODE);
}

function replyResponse(reply: Reply): Response {
  const response = resourceOk(reply.data, reply.bookmark ?? null, reply.status ?? 200);
  for (const [name, value] of Object.entries(reply.headers ?? {})) response.headers.append(name, value);
  return response;
}

/** The HTTP methods a resource action accepts (§7 generic API resource). */
export function methodsOf(action: string): string[] {
  if (action === 'get') return ['GET'];
  if (action === 'update') return ['POST', 'PUT', 'PATCH'];
  if (action === 'delete') return ['POST', 'DELETE'];
  return ['POST'];
}

async function readQueryOrBody(request: Request): Promise<Record<string, unknown>> {
  const url = new URL(request.url);
  const input: Record<string, unknown> = Object.fromEntries(url.searchParams.entries());
  if (request.method === 'GET' || request.method === 'HEAD') return input;
  const text = await request.text();
  if (text.trim() === '') return input;
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) {
    return { ...input, ...Object.fromEntries(new URLSearchParams(text).entries()) };
  }
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw badRequest('The request body is not valid JSON.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    throw badRequest('The request body must be a JSON object.');
  return { ...input, ...(body as Record<string, unknown>) };
}

export function createMockBackend({
  seed = 1,
  latencyMs = 0,
  pinCount,
  defaultUsername = DEMO_USERNAME,
  state,
  onChange,
  ids = 'seeded',
}: MockBackendOptions = {}): MockBackend {
  const db = createMockDatabase(createWorld({ seed, ...(pinCount === undefined ? {} : { pinCount }) }), ids);
  // The default viewer by id, read once from the seeded world (before a saved state, where the
  // name may since belong to someone else): sessions follow ids, not names (issue 32).
  const defaultUserId = defaultUsername === null ? null : (db.userByName(defaultUsername)?.id ?? null);
  if (state) db.load(state);
  const faults = createFaultRegistry();
  const events = createEventLog();
  const resourceRoutes: ResourceRoute[] = [
    ...feedRoutes(),
    ...pinAndBoardRoutes(),
    ...peopleRoutes(),
    ...businessRoutes(),
    ...accountRoutes(),
    ...promoteRoutes(),
    ...searchRoutes(),
  ];
  const byName = new Map(resourceRoutes.map((r) => [r.name, r]));
  const changed = () => onChange?.(db.state);

  /** Latency, then an injected fault for this request (header first, then registry). */
  async function inject(request: Request): Promise<Response | undefined> {
    if (latencyMs > 0) await delay(latencyMs);
    const pathname = new URL(request.url).pathname;
    let fault: Fault | undefined;
    try {
      fault = faultFromHeaders(request.headers, pathname) ?? faults.take(pathname);
    } catch (error) {
      return toResponse(error);
    }
    if (!fault) return undefined;
    if (fault.delayMs) await delay(fault.delayMs);
    return fault.status === undefined
      ? undefined
      : resourceError(fault.status, fault.message ?? '', FAULT_CODE);
  }

  const readCache = createReadCache();

  async function run(
    request: Request,
    mutates: boolean,
    handle: (ctx: Ctx) => Reply | Promise<Reply>,
    cached = false,
  ) {
    const injected = await inject(request);
    if (injected) return injected;
    if (mutates) db.touch();
    if (cached) return readCache.read(request, db.revision, () => answer(request, mutates, handle));
    return answer(request, mutates, handle);
  }

  async function answer(request: Request, mutates: boolean, handle: (ctx: Ctx) => Reply | Promise<Reply>) {
    try {
      const reply = await handle(contextFor(db, request, defaultUserId));
      if (mutates) {
        boundGrowth(db.state);
        changed();
      }
      return replyResponse(reply);
    } catch (error) {
      return toResponse(error);
    }
  }

  /** A media route answering GET and HEAD, after injected latency or faults. */
  /** `upload` when this request's visitor may see it, null when not, undefined when there is none. */
  function visibleUpload(
    request: Request,
    upload: UploadRecord | undefined,
  ): UploadRecord | null | undefined {
    if (!upload) return undefined;
    return canSeeUpload(contextFor(db, request, defaultUserId), upload) ? upload : null;
  }

  function media(
    path: string,
    answer: (
      request: Request,
      params: Record<string, string | readonly string[] | undefined>,
    ) => Response | Promise<Response>,
  ): HttpHandler[] {
    const resolver = async ({ request, params }: { request: Request; params: PathParams }) =>
      (await inject(request)) ?? answer(request, params);
    return [http.get(atRoot(path), resolver), http.head(atRoot(path), resolver)];
  }

  // ---------------------------------------------------------------- /resource/{Name}/{action}/
  const resourceHandlers = RESOURCE_CALL_NAMES.map((name) => {
    const [resource, action = 'get'] = name.split('/');
    const methods = methodsOf(action);
    const route = byName.get(name);
    return http.all(atRoot(`/resource/${resource}/${action}/`), async ({ request }) => {
      if (!methods.includes(request.method)) {
        return resourceError(405, `${name} expects ${methods.join(' or ')}.`, 'METHOD_NOT_ALLOWED');
      }
      return run(
        request,
        action !== 'get',
        async (ctx) => {
          if (!route) throw new MockHttpError(501, `${name} is not answered by the mock.`, 'NOT_IMPLEMENTED');
          const input: ResourceInput =
            request.method === 'GET' ? readGetInput(request) : await readPostInput(request);
          const options = parse(
            RESOURCE_CALLS[name as ResourceCallName],
            input.options,
            `options for ${name}`,
          );
          refuseUnreadableOptions(ctx, name, options);
          return route.handle(ctx, options as never, input.bookmarks);
        },
        READS_CACHED.has(name),
      );
    });
  });

  // ---------------------------------------------------------------- v3, sessions, events
  const rest = [...restRoutes(), ...accountPageRoutes()];
  // One handler per path: it picks the route of the request's method, else answers 405.
  const restPaths = [...new Set(rest.map((r) => r.path))];
  const methodsOfRoute = (r: RestRoute) => (r.method === 'GET_OR_POST' ? ['GET', 'POST'] : [r.method]);
  const restHandlers = restPaths.map((path) => {
    const candidates = rest.filter((r) => r.path === path);
    return http.all(atRoot(path), async ({ request, params }) => {
      const r = candidates.find((c) => methodsOfRoute(c).includes(request.method));
      if (!r) {
        const allowed = candidates.flatMap(methodsOfRoute).join(' or ');
        return resourceError(405, `${path} expects ${allowed}.`, 'METHOD_NOT_ALLOWED');
      }
      return run(request, r.mutates, async (ctx) => {
        const input = await readQueryOrBody(request);
        // A pin in the path (/v3/p2p/{pin}/hide/…) or the input (/v3/offsite/, /v3/outbound/).
        refuseUnreadable(ctx, [params.pinId, input.pin_id, input.pin]);
        return r.handle(ctx, input, params as Record<string, string>, events);
      });
    });
  });

  const handlers: HttpHandler[] = [
    ...resourceHandlers,
    // Any other resource call: 404 in the ResourceResponse shape.
    http.all(atRoot('/resource/*'), async ({ request }) => {
      const injected = await inject(request);
      if (injected) return injected;
      const match = /\/resource\/([^/]+)\/([^/]+)\/?$/.exec(new URL(request.url).pathname);
      const name = match ? `${match[1]}/${match[2]}` : new URL(request.url).pathname;
      return resourceError(404, `Unknown resource: ${name}`, 'NOT_FOUND');
    }),
    ...restHandlers,
    // The multipart POST to a VIPResource upload_url.
    http.all(atRoot(`${UPLOAD_URL_PREFIX}:uploadId/`), async ({ request, params }) => {
      if (request.method !== 'POST')
        return resourceError(405, 'The upload URL expects POST.', 'METHOD_NOT_ALLOWED');
      return run(request, true, (ctx) => receiveUpload(ctx, String(params.uploadId), request));
    }),
    http.all(atRoot('/v3/*'), async ({ request }) => {
      const injected = await inject(request);
      if (injected) return injected;
      return resourceError(
        404,
        `Unknown API call: ${request.method} ${new URL(request.url).pathname}`,
        'NOT_FOUND',
      );
    }),

    // ---------------------------------------------------------------- media (GET and HEAD)
    ...media('/media/video/*', (request) =>
      videoResponse(request, new URL(request.url).pathname.slice('/media/video/'.length)),
    ),
    ...media('/media/gif/:file', (request, params) => gifResponse(request, String(params.file))),
    // An uploaded file: its uploader's, and of whoever can see a pin made of it (canSeeUpload).
    ...media('/media/uploads/:id', (request, params) =>
      uploadResponse(request, visibleUpload(request, db.state.uploads[String(params.id)])),
    ),
    // Images (§3): a JPEG drawn from the signature at the size's exact dimensions.
    ...media('/media/:size/:xx/:yy/:zz/:file', (request, params) =>
      pinImageResponse(request, params, (signature) =>
        visibleUpload(request, uploadOfSignature(db, signature)),
      ),
    ),

    // ---------------------------------------------------------------- test and admin routes
    http.post(atRoot('/__mock/reset'), () => {
      db.reset();
      faults.clear();
      events.clear();
      changed();
      return resourceOk({ reset: true, seed });
    }),
    http.get(atRoot('/__mock/faults'), () => resourceOk(faults.list())),
    http.post(atRoot('/__mock/faults'), async ({ request }) => {
      try {
        const text = await request.text();
        let body: unknown;
        try {
          body = JSON.parse(text);
        } catch {
          throw badRequest('The request body is not valid JSON.');
        }
        return resourceOk(faults.add(body), null, 201);
      } catch (error) {
        return toResponse(error);
      }
    }),
    http.delete(atRoot('/__mock/faults'), () => {
      faults.clear();
      return resourceOk([]);
    }),
    // The event log, for tests that assert logging (§7): ?event_type= filters.
    http.get(atRoot('/__mock/events'), ({ request }) => {
      const type = new URL(request.url).searchParams.get('event_type');
      const list =
        type === null ? events.entries : events.entries.filter((e) => String(e.event_type) === type);
      return resourceOk(list);
    }),
    http.delete(atRoot('/__mock/events'), () => {
      events.clear();
      return resourceOk([]);
    }),
  ];

  const routes: RouteInfo[] = [
    ...RESOURCE_CALL_NAMES.map((name) => {
      const [resource, action = 'get'] = name.split('/');
      return { method: methodsOf(action).join('|'), path: `/resource/${resource}/${action}/` };
    }),
    ...rest.map((r) => ({ method: r.method === 'GET_OR_POST' ? 'GET|POST' : r.method, path: r.path })),
    { method: 'POST', path: `${UPLOAD_URL_PREFIX}:uploadId/` },
  ];

  return {
    db,
    faults,
    events,
    handlers,
    routes,
    reset() {
      db.reset();
      faults.clear();
      events.clear();
      changed();
    },
    pageStatus(request) {
      const url = new URL(request.url);
      const route = parseRoute(`${url.pathname}${url.search}`);
      if (!route) return 404;
      const pinId = route.name.startsWith('pin') ? route.params.id : undefined;
      if (pinId !== undefined) {
        if (db.state.deletedPins[pinId]) return 410;
        const pin = db.state.pins[pinId];
        if (!pin || onUnreadableBoard(contextFor(db, request, defaultUserId), pin)) return 404;
      }
      const username = route.params.username;
      if (USER_ROUTES.has(route.name) && username !== undefined && !db.userByName(username)) return 404;
      return 200;
    },
    cachedRead({ method, url, header }) {
      // What `run` would do first (latency, an injected fault) must happen: not from the cache.
      if (method !== 'GET' || latencyMs > 0 || faults.size > 0) return undefined;
      if (header(FAULT_HEADER) != null || header(LATENCY_HEADER) != null) return undefined;
      // Only READS_CACHED answers are ever kept, so a hit is one of them.
      return readCache.peek(visitorKey(header('cookie'), header('user-agent')), url, db.revision);
    },
  };
}
