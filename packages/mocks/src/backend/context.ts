/**
 * Who is asking (§1, §6): the session cookie names a user; no cookie means the backend's default
 * viewer (the demo user unless configured otherwise); the logged-out cookie value means logged
 * out; a bot user agent is a bot (logged out, no placements, no original image). Plus the views
 * of entities as that visitor sees them and the permission checks of §6.
 */
import type { Board, Pin, User, VisitorType } from '@tessera/model';
import type { MockDatabase, SavedPin, UploadRecord } from './database.ts';
import {
  badRequest,
  decodeBookmark,
  encodeBookmark,
  forbidden,
  notFound,
  unauthorized,
} from './resourceHttp.ts';

/** The session cookie of the mock backend. */
export const SESSION_COOKIE = 'tessera_session';
/** Its value after logout: logged out even when the backend has a default viewer. */
export const LOGGED_OUT_SESSION = 'logged-out';
/**
 * The session of the backend's default viewer (`demo`, or nobody when started logged out). The
 * mock server hands it out on the first response to a visitor without a session, so every later
 * request carries a cookie and a change without one can be refused as cross-site (issue 18).
 */
export const DEFAULT_VIEWER_SESSION = 'default-viewer';
/** §6 bots: user agents of crawlers. */
export const BOT_USER_AGENT = /bot|crawler|spider|slurp|bingpreview|facebookexternalhit|headlesschrome-bot/i;

export interface Ctx {
  db: MockDatabase;
  request: Request;
  visitor: VisitorType;
  user: User | null;
  /** The user, or a 401 "log in" error for logged-out visitors and bots. */
  requireUser(action: string): User;
}

/**
 * The header the Node mock server puts the client's address in (its own value: any a client sent is
 * replaced). In the browser (MSW's worker) there is no address and no header.
 */
export const CLIENT_ADDRESS_HEADER = 'x-tessera-client-address';

/** Loopback and private (RFC 1918, IPv6 unique local) addresses: the internal network (§2). */
export function isInternalAddress(address: string | null | undefined): boolean {
  const ip = (address ?? '').replace(/^::ffff:/i, '');
  if (ip === '::1' || /^127\./.test(ip) || /^10\./.test(ip) || /^192\.168\./.test(ip)) return true;
  if (/^172\.(1[6-9]|2\d|3[01])\./.test(ip)) return true;
  return /^f[cd][0-9a-f]{2}:/i.test(ip);
}

export function readCookie(request: Request, name: string): string | undefined {
  return cookieOf(request.headers.get('cookie'), name);
}

/** The value of cookie `name` in a Cookie header (decoded), or undefined. */
export function cookieOf(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const index = part.indexOf('=');
    if (index < 0) continue;
    if (part.slice(0, index).trim() === name) {
      try {
        return decodeURIComponent(part.slice(index + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}

export function sessionCookie(value: string, maxAgeS = 60 * 60 * 24 * 30): string {
  return `${SESSION_COOKIE}=${encodeURIComponent(value)}; Path=/; Max-Age=${maxAgeS}; SameSite=Lax; HttpOnly`;
}

/**
 * Who `request` is. `defaultUserId`: the default viewer's id (null: none), never a username, so a
 * rename cannot move the default session to another account (issue 32).
 */
export function contextFor(db: MockDatabase, request: Request, defaultUserId: string | null): Ctx {
  const agent = request.headers.get('user-agent') ?? '';
  let user: User | null = null;
  let visitor: VisitorType = 'unauthenticated';
  if (BOT_USER_AGENT.test(agent)) {
    visitor = 'bot';
  } else {
    const token = readCookie(request, SESSION_COOKIE);
    if (token === undefined || token === DEFAULT_VIEWER_SESSION) {
      user = defaultUserId === null ? null : (db.user(defaultUserId) ?? null);
    } else if (token !== LOGGED_OUT_SESSION) {
      const userId = db.state.sessions[token];
      user = userId === undefined ? null : (db.user(userId) ?? null);
    }
    if (user) visitor = 'authenticated';
  }
  return {
    db,
    request,
    visitor,
    user,
    requireUser(action) {
      if (!user) throw unauthorized(`Log in to ${action}.`);
      return user;
    },
  };
}

// ---------------------------------------------------------------- permissions of §6

export function isOwner(board: Board, user: User | null): boolean {
  return user !== null && board.username === user.username;
}

export function isCollaborator(db: MockDatabase, board: Board, user: User | null): boolean {
  return user !== null && (db.state.boardCollaborators[board.id] ?? []).includes(user.id);
}

/** Secret boards are read by their owner and collaborators only. */
export function canReadBoard(ctx: Ctx, board: Board): boolean {
  return board.privacy !== 'secret' || isOwner(board, ctx.user) || isCollaborator(ctx.db, board, ctx.user);
}

export function boardOr404(ctx: Ctx, boardId: string): Board {
  const board = ctx.db.state.boards[boardId];
  if (!board) throw notFound(`Board not found: ${boardId}`);
  if (!canReadBoard(ctx, board)) throw forbidden("This board is secret: you can't see it.");
  return board;
}

/** A board the user may save to or edit: their own or one they collaborate on (§6). */
export function editableBoard(ctx: Ctx, user: User, boardId: string): Board {
  const board = boardOr404(ctx, boardId);
  if (!isOwner(board, user) && !isCollaborator(ctx.db, board, user)) {
    throw forbidden("You can't change a board you don't own or collaborate on.");
  }
  return board;
}

export function ownedBoard(ctx: Ctx, user: User, boardId: string): Board {
  const board = boardOr404(ctx, boardId);
  if (!isOwner(board, user)) throw forbidden("You can't change someone else's board.");
  return board;
}

// ---------------------------------------------------------------- views

/** The visible pins (not deleted, not hidden or blocked for the user). */
/**
 * Issue 32, one rule for secret boards: a pin on a board the visitor cannot read (secret, and they
 * are neither its owner nor a collaborator) does not exist for them, on reads and writes alike.
 */
export function onUnreadableBoard(ctx: Ctx, pin: Pin): boolean {
  const boardId = pin.board?.id;
  const board = boardId === undefined ? undefined : ctx.db.state.boards[boardId];
  return board !== undefined && !canReadBoard(ctx, board);
}

/** The upload whose file is the image of `signature` (a pin made from an upload keeps its signature). */
export function uploadOfSignature(db: MockDatabase, signature: string): UploadRecord | undefined {
  for (const upload of Object.values(db.state.uploads)) if (upload.signature === signature) return upload;
  return undefined;
}

/** A pin shows the image of `signature`: its own, or a page of its story. */
function showsSignature(pin: Pin, signature: string): boolean {
  if (pin.imageSignature === signature) return true;
  return (pin.storyPinData?.pages ?? []).some((page) =>
    page.blocks.some((block) => block.imageSignature === signature),
  );
}

/**
 * Issue 32 with issue 30: an uploaded file is seen by its uploader, and by whoever can see a pin
 * made of it; an upload in no pin (or only in pins they cannot see) does not exist for anyone else.
 */
export function canSeeUpload(ctx: Ctx, upload: UploadRecord): boolean {
  if (ctx.user?.id === upload.userId) return true;
  const signature = upload.signature;
  if (signature === undefined) return false;
  return Object.values(ctx.db.state.pins).some(
    (pin) => showsSignature(pin, signature) && isVisiblePin(ctx, pin.id),
  );
}

export function isVisiblePin(ctx: Ctx, id: string): boolean {
  const { state } = ctx.db;
  const pin = state.pins[id];
  if (!pin || state.deletedPins[id] || onUnreadableBoard(ctx, pin)) return false;
  if (!ctx.user) return true;
  if ((state.hidden[ctx.user.id] ?? []).includes(id)) return false;
  const blocked = state.blocks[ctx.user.id] ?? [];
  return !(pin.pinner && blocked.includes(pin.pinner.id));
}

/** A pin as the visitor sees it: savedInfo and follow flags for them; no original image for bots (§6). */
export function pinView(ctx: Ctx, id: string): Pin | undefined {
  const { state } = ctx.db;
  const stored = state.pins[id];
  if (!stored || state.deletedPins[id] || onUnreadableBoard(ctx, stored)) return undefined;
  const pin: Pin = { ...stored };
  const user = ctx.user;
  if (user) {
    const save = state.saves[user.id]?.[id];
    if (save)
      pin.savedInfo = { localPinId: save.localPinId, ...(save.boardId ? { boardId: save.boardId } : {}) };
    if (pin.pinner) {
      pin.pinner = {
        ...pin.pinner,
        explicitlyFollowedByMe: (state.follows.users[user.id] ?? []).includes(pin.pinner.id),
      };
    }
    if (pin.board) {
      const collaborators = state.boardCollaborators[pin.board.id] ?? [];
      pin.board = {
        ...pin.board,
        followedByMe: (state.follows.boards[user.id] ?? []).includes(pin.board.id),
        isCollaborative: collaborators.length > 0,
        collaboratorCount: collaborators.length,
        collaboratedByMe: collaborators.includes(user.id),
      };
    }
    if (pin.pinner?.id === user.id) pin.access = ['write'];
    // §6 the viewer's ad personalization choices (/settings) change the ad explanation: an ad is
    // not personalized the way they turned off.
    if (pin.adTargetingAttribution) {
      const off = {
        ...(user.isFirstPartyAdPersonalizationEnabled === false
          ? { isFirstPartyAdPersonalizationEnabled: false }
          : {}),
        ...(user.isThirdPartyAdPersonalizationEnabled === false
          ? { isThirdPartyAdPersonalizationEnabled: false }
          : {}),
      };
      pin.adTargetingAttribution = { ...pin.adTargetingAttribution, ...off };
    }
  }
  if (ctx.visitor === 'bot') {
    const { orig: _orig, ...images } = pin.images;
    pin.images = images;
  }
  return pin;
}

export function pinViews(ctx: Ctx, ids: readonly string[]): Pin[] {
  return ids.flatMap((id) => (isVisiblePin(ctx, id) ? (pinView(ctx, id) ?? []) : []));
}

/** The pins saved to a board (by anyone who may save there) plus the pins pinned to it in the world. */
export function boardPinIds(ctx: Ctx, board: Board, sectionId?: string): string[] {
  const { state } = ctx.db;
  const ids: string[] = [];
  const seen = new Set<string>();
  const owner = ctx.db.userByName(board.username ?? '');
  const savers = [owner?.id, ...(state.boardCollaborators[board.id] ?? [])].filter(
    (id): id is string => !!id,
  );
  for (const userId of savers) {
    for (const save of Object.values(state.saves[userId] ?? {}) as SavedPin[]) {
      if (save.boardId !== board.id || (sectionId !== undefined && save.sectionId !== sectionId)) continue;
      if (!seen.has(save.pinId)) {
        seen.add(save.pinId);
        ids.push(save.pinId);
      }
    }
  }
  if (sectionId === undefined) {
    for (const id of state.homefeed) {
      if (state.pins[id]?.board?.id === board.id && !seen.has(id)) {
        seen.add(id);
        ids.push(id);
      }
    }
  }
  return ids;
}

/** One page of `items` for `bookmarks` (base64 `<scope>:<offset>`; END_BOOKMARK after the last page). */
export function paginate<T>(
  items: readonly T[],
  scope: string,
  pageSize: number,
  bookmarks: string[],
  endMarker: string,
): { data: T[]; bookmark: string } {
  const offset = decodeBookmark(bookmarks, scope, endMarker);
  if (offset === null) return { data: [], bookmark: endMarker };
  if (offset > items.length) throw badRequest('Invalid bookmark.');
  const end = offset + pageSize;
  return {
    data: items.slice(offset, end),
    bookmark: end >= items.length ? endMarker : encodeBookmark(scope, end),
  };
}
