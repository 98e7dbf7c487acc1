/**
 * The fake backend: the MSW handlers of every call of §7 the site makes, over an in-memory
 * database that lives as long as the backend. The same handlers run in the browser (service
 * worker: playground dev, Storybook) and in Node (mock-server, tests).
 *
 * Routes match a path from the root of any origin (`atRoot`), so the same handlers answer in the
 * browser, where requests go to the page's origin, and in Node, where there is no page.
 */
import {
  BOARD_SORTS,
  BOARDS_PAGE_SIZE,
  type Board,
  type BoardSort,
  DEFAULT_BOARD_SORT,
  END_BOOKMARK,
  IMAGE_SIZE_KEYS,
  type ImageSizeKey,
  imagePath,
  type RepinResult,
  type User,
} from '@tessera/model';
import {
  delay,
  type HttpCustomPredicate,
  type HttpHandler,
  HttpResponse,
  http,
  matchRequestUrl,
  type PathParams,
} from 'msw';
import { createWorld } from '../fixtures/world.ts';
import { pinImageJpeg } from '../media/pinImage.ts';
import { createMockDatabase, type MockDatabase } from './database.ts';
import { createFaultRegistry, type FaultRegistry } from './faults.ts';
import {
  badRequest,
  decodeBookmark,
  encodeBookmark,
  idOption,
  MockHttpError,
  notFound,
  pageSizeOption,
  type ResourceInput,
  readGetInput,
  readPostInput,
  resourceError,
  resourceOk,
  stringOption,
} from './resourceHttp.ts';

/** Home feed page size when the request gives none. */
export const HOMEFEED_PAGE_SIZE = 25;
/** Largest page_size a resource accepts. */
export const MAX_PAGE_SIZE = 100;
/** `code` of the error of an injected fault. */
export const FAULT_CODE = 'MOCK_FAULT';
/** Privacy filters of BoardsResource (§7 privacy_filter, default all). */
export const PRIVACY_FILTERS = ['all', 'public', 'protected', 'secret'] as const;

export interface MockBackendOptions {
  seed?: number;
  /** Delay before each resource answer, in ms (default 0: no latency). */
  latencyMs?: number;
  /** Pins in the home feed (default HOMEFEED_PIN_COUNT). */
  pinCount?: number;
}

export interface MockBackend {
  db: MockDatabase;
  faults: FaultRegistry;
  handlers: HttpHandler[];
  /** Puts the database back to the seed's world and clears the faults. */
  reset(): void;
}

type Method = 'GET' | 'POST';

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

interface ResourceRoute {
  method: Method;
  resource: string;
  action: 'get' | 'create' | 'update' | 'delete';
  handle(input: ResourceInput, request: Request): Response | Promise<Response>;
}

const UNEXPECTED_CODE = 'MOCK_BACKEND_ERROR';

function toResponse(error: unknown): Response {
  if (error instanceof MockHttpError) return resourceError(error.status, error.message, error.code);
  const detail = error instanceof Error ? error.message : String(error);
  return resourceError(500, `The mock backend failed: ${detail}`, UNEXPECTED_CODE);
}

function boardSort(options: Record<string, unknown>): BoardSort {
  const sort = stringOption(options, 'sort') ?? DEFAULT_BOARD_SORT;
  if (!(BOARD_SORTS as readonly string[]).includes(sort)) {
    throw badRequest(`Unknown sort: ${sort}. Use one of ${BOARD_SORTS.join(', ')}.`);
  }
  return sort as BoardSort;
}

function sortBoards(db: MockDatabase, boards: Board[], sort: BoardSort): Board[] {
  const activity = (b: Board) => db.boardActivity.get(b.id) ?? { createdAt: 0, lastPinnedAt: 0 };
  const sorted = [...boards]; // custom: the owner's own order
  switch (sort) {
    case 'alphabetical':
      return sorted.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
    case 'newest':
      return sorted.sort((a, b) => activity(b).createdAt - activity(a).createdAt);
    case 'oldest':
      return sorted.sort((a, b) => activity(a).createdAt - activity(b).createdAt);
    // Boards have no collaborators in the mock, so group boards at top is last_pinned_to.
    case 'group_boards_at_top':
    case 'last_pinned_to':
      return sorted.sort((a, b) => activity(b).lastPinnedAt - activity(a).lastPinnedAt);
    default:
      return sorted;
  }
}

function adjustCount<T extends { pin_count?: number }>(entity: T | undefined, by: number) {
  if (entity) entity.pin_count = Math.max(0, (entity.pin_count ?? 0) + by);
}

function resourceRoutes(db: MockDatabase): ResourceRoute[] {
  const findUser = (options: Record<string, unknown>): User => {
    const userId = idOption(options, 'user_id');
    const username = stringOption(options, 'username');
    if (userId !== undefined) {
      const user = db.users.get(userId);
      if (!user) throw notFound(`User not found: ${userId}`);
      return user;
    }
    if (username !== undefined) {
      const user = db.userByName(username);
      if (!user) throw notFound(`User not found: ${username}`);
      return user;
    }
    return db.viewer();
  };

  return [
    {
      method: 'GET',
      resource: 'HomefeedResource',
      action: 'get',
      handle({ options, bookmarks }) {
        const pageSize = pageSizeOption(options, HOMEFEED_PAGE_SIZE, MAX_PAGE_SIZE);
        const offset = decodeBookmark(bookmarks, 'homefeed', END_BOOKMARK);
        if (offset === null) return resourceOk([], END_BOOKMARK);
        if (offset > db.homefeed.length) throw badRequest('Invalid bookmark.');
        const end = offset + pageSize;
        const pins = db.homefeed.slice(offset, end).flatMap((id) => db.pinForViewer(id) ?? []);
        return resourceOk(pins, end >= db.homefeed.length ? END_BOOKMARK : encodeBookmark('homefeed', end));
      },
    },
    {
      method: 'GET',
      resource: 'UserResource',
      action: 'get',
      handle({ options }) {
        return resourceOk(findUser(options));
      },
    },
    {
      method: 'GET',
      resource: 'BoardsResource',
      action: 'get',
      handle({ options, bookmarks }) {
        const owner = findUser(options);
        const sort = boardSort(options);
        const privacy = stringOption(options, 'privacy_filter') ?? 'all';
        if (!(PRIVACY_FILTERS as readonly string[]).includes(privacy)) {
          throw badRequest(`Unknown privacy_filter: ${privacy}. Use one of ${PRIVACY_FILTERS.join(', ')}.`);
        }
        const pageSize = pageSizeOption(options, BOARDS_PAGE_SIZE, MAX_PAGE_SIZE);
        const scope = `boards:${owner.username}:${sort}:${privacy}`;
        const offset = decodeBookmark(bookmarks, scope, END_BOOKMARK);
        if (offset === null) return resourceOk([], END_BOOKMARK);
        const isViewer = owner.id === db.viewerId;
        const boards = sortBoards(
          db,
          db
            .boardsOf(owner.username)
            .filter((b) => isViewer || b.privacy !== 'secret')
            .filter((b) => privacy === 'all' || b.privacy === privacy),
          sort,
        );
        if (offset > boards.length) throw badRequest('Invalid bookmark.');
        const end = offset + pageSize;
        return resourceOk(
          boards.slice(offset, end),
          end >= boards.length ? END_BOOKMARK : encodeBookmark(scope, end),
        );
      },
    },
    {
      method: 'GET',
      resource: 'PinResource',
      action: 'get',
      handle({ options }) {
        const id = idOption(options, 'id', true);
        const pin = db.pinForViewer(id);
        if (!pin) throw notFound(`Pin not found: ${id}`);
        return resourceOk(pin);
      },
    },
    {
      // Repin (§7 Create PinResource): pin_id, board_id?, section_id?. No board → the profile.
      method: 'POST',
      resource: 'PinResource',
      action: 'create',
      handle({ options }) {
        const pinId = idOption(options, 'pin_id', true);
        const pin = db.pins.get(pinId);
        if (!pin) throw notFound(`Pin not found: ${pinId}`);
        const viewer = db.viewer();
        let boardId = idOption(options, 'board_id');
        const sectionId = idOption(options, 'section_id');
        const section = sectionId === undefined ? undefined : db.sections.get(sectionId);
        if (sectionId !== undefined && !section) throw notFound(`Section not found: ${sectionId}`);
        if (section && boardId !== undefined && section.boardId !== boardId) {
          throw badRequest(`Section ${section.id} is not a section of board ${boardId}.`);
        }
        boardId ??= section?.boardId;
        const board = boardId === undefined ? undefined : db.boards.get(boardId);
        if (boardId !== undefined && !board) throw notFound(`Board not found: ${boardId}`);
        if (board && board.username !== viewer.username) {
          throw new MockHttpError(403, "You can't save to someone else's board.", 'FORBIDDEN');
        }

        // Saving again moves the save: one save per pin.
        const previous = db.saves.get(pinId);
        if (previous) {
          adjustCount(previous.boardId === undefined ? undefined : db.boards.get(previous.boardId), -1);
          adjustCount(viewer, -1);
        }
        const localPinId = db.newId();
        db.saves.set(pinId, {
          pinId,
          localPinId,
          ...(board ? { boardId: board.id } : {}),
          ...(section ? { sectionId: section.id } : {}),
        });
        adjustCount(viewer, 1);
        if (board) {
          adjustCount(board, 1);
          const activity = db.boardActivity.get(board.id);
          if (activity) activity.lastPinnedAt = db.tick();
        }
        const result: RepinResult = {
          id: localPinId,
          pinner: { id: viewer.id },
          board: board ? { id: board.id, url: board.url ?? '', name: board.name } : null,
          ...(section ? { section: { id: section.id, slug: section.slug, title: section.title } } : {}),
        };
        return resourceOk(result);
      },
    },
    {
      // §7 Delete PinResource: id (the pin, or the viewer's saved copy), board id.
      method: 'POST',
      resource: 'PinResource',
      action: 'delete',
      handle({ options }) {
        const id = idOption(options, 'id', true);
        const boardId = idOption(options, 'board_id');
        const save = db.saves.get(id) ?? [...db.saves.values()].find((s) => s.localPinId === id);
        if (!save) {
          throw notFound(db.pins.has(id) ? `Pin ${id} is not saved.` : `Pin not found: ${id}`);
        }
        if (boardId !== undefined && save.boardId !== boardId) {
          throw notFound(`Pin ${save.pinId} is not saved to board ${boardId}.`);
        }
        db.saves.delete(save.pinId);
        adjustCount(save.boardId === undefined ? undefined : db.boards.get(save.boardId), -1);
        adjustCount(db.viewer(), -1);
        return resourceOk(null);
      },
    },
  ];
}

function adminOk(data: unknown) {
  return resourceOk(data);
}

export function createMockBackend({
  seed = 1,
  latencyMs = 0,
  pinCount,
}: MockBackendOptions = {}): MockBackend {
  const db = createMockDatabase(createWorld({ seed, ...(pinCount === undefined ? {} : { pinCount }) }));
  const faults = createFaultRegistry();
  const routes = resourceRoutes(db);

  const fault = (request: Request): Response | undefined => {
    const hit = faults.take(new URL(request.url).pathname);
    return hit ? resourceError(hit.status, hit.message ?? '', FAULT_CODE) : undefined;
  };

  const resourceHandlers = routes.map((route) => {
    const path = atRoot(`/resource/${route.resource}/${route.action}/`);
    const resolver = async ({ request }: { request: Request }) => {
      if (latencyMs > 0) await delay(latencyMs);
      const injected = fault(request);
      if (injected) return injected;
      try {
        const input = route.method === 'GET' ? readGetInput(request) : await readPostInput(request);
        return await route.handle(input, request);
      } catch (error) {
        return toResponse(error);
      }
    };
    return route.method === 'GET' ? http.get(path, resolver) : http.post(path, resolver);
  });

  const handlers: HttpHandler[] = [
    ...resourceHandlers,

    // Any other resource call: 405 when the resource and action exist with another method, else 404.
    http.all(atRoot('/resource/*'), ({ request }) => {
      const injected = fault(request);
      if (injected) return injected;
      const match = /\/resource\/([^/]+)\/([^/]+)\/?$/.exec(new URL(request.url).pathname);
      const name = match ? `${match[1]}/${match[2]}` : new URL(request.url).pathname;
      const known = routes.find((r) => `${r.resource}/${r.action}` === name);
      if (known) return resourceError(405, `${name} expects ${known.method}.`, 'METHOD_NOT_ALLOWED');
      return resourceError(404, `Unknown resource: ${name}`, 'NOT_FOUND');
    }),

    // Images (§3): a JPEG drawn from the signature at the size's exact dimensions.
    http.get(atRoot('/media/:size/:xx/:yy/:zz/:file'), ({ request, params }) => {
      const injected = fault(request);
      if (injected) return injected;
      const { size, xx, yy, zz, file } = params;
      const notFoundImage = () => new HttpResponse('Image not found', { status: 404 });
      if (typeof size !== 'string' || !(IMAGE_SIZE_KEYS as readonly string[]).includes(size))
        return notFoundImage();
      if (typeof file !== 'string' || !file.endsWith('.jpg')) return notFoundImage();
      const signature = file.slice(0, -'.jpg'.length);
      let canonical: string;
      try {
        canonical = imagePath(signature, size as ImageSizeKey);
      } catch {
        return notFoundImage();
      }
      if (canonical !== `${size}/${xx}/${yy}/${zz}/${file}`) return notFoundImage();
      const bytes = pinImageJpeg(signature, size as ImageSizeKey);
      return new HttpResponse(bytes, {
        status: 200,
        headers: {
          'Content-Type': 'image/jpeg',
          'Content-Length': String(bytes.byteLength),
          // The URL names the content: it never changes.
          'Cache-Control': 'public, max-age=31536000, immutable',
        },
      });
    }),

    // Test and admin routes.
    http.post(atRoot('/__mock/reset'), () => {
      db.reset();
      faults.clear();
      return adminOk({ reset: true, seed });
    }),
    http.get(atRoot('/__mock/faults'), () => adminOk(faults.list())),
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
      return adminOk([]);
    }),
  ];

  return {
    db,
    faults,
    handlers,
    reset() {
      db.reset();
      faults.clear();
    },
  };
}
