/**
 * The state of the fake backend: one plain JSON object (so it can be written to a file and read
 * back), made from a seeded world, changed by the handlers, and put back by `reset()`.
 */
import type { Board, CompletedSearch, Pin, User } from '@tessera/model';
import type { PinKind } from '../fixtures/kinds.ts';
import type {
  BoardInvite,
  Conversation,
  InviteCode,
  NewsItem,
  PlacedExperience,
  WorldTopic,
} from '../fixtures/society.ts';
import {
  type BoardActivity,
  type BoardSection,
  createWorld,
  PARTNER_USERNAME,
  type World,
} from '../fixtures/world.ts';
import { type IdSource, randomId, seededId } from './ids.ts';

/** A user's save of a pin. No boardId: saved to the profile (§4). */
export interface SavedPin {
  pinId: string;
  localPinId: string;
  boardId?: string;
  sectionId?: string;
}

/** Demo accounts log in with their username or `{username}@tessera.example`. */
export const DEMO_EMAIL_DOMAIN = 'tessera.example';

export type UploadStatus = 'registered' | 'processing' | 'succeeded' | 'failed';

/** A VIPResource upload (§3 Upload: upload_id, upload_url, upload_parameters, status, signature). */
export interface UploadRecord {
  id: string;
  userId: string;
  status: UploadStatus;
  /** Secret the multipart POST must echo (upload_parameters.key). */
  key: string;
  signature?: string;
  contentType?: string;
  size?: number;
  /** The stored file, base64 (bounded by the server's body limit). */
  base64?: string;
  /** The file's pixel size, from its header (absent when it declares none the server reads). */
  width?: number;
  height?: number;
}

export type ExperienceStatus = 'viewed' | 'completed' | 'dismissed' | 'triggered';

/** A business account (§2 /business/, §6 partner): the `partner` demo account, and any converted one. */
export interface BusinessAccountRecord {
  name: string;
}

export interface DbState {
  version: 1;
  seed: number;
  clock: number;
  counter: number;
  users: Record<string, User>;
  /** Password by username (demo accounts and signups). */
  passwords: Record<string, string>;
  /** Email by username (signups). */
  emails: Record<string, string>;
  boards: Record<string, Board>;
  boardActivity: Record<string, BoardActivity>;
  boardArchived: Record<string, boolean>;
  boardDescriptions: Record<string, string>;
  boardCollaborators: Record<string, string[]>;
  boardInvites: BoardInvite[];
  sections: Record<string, BoardSection>;
  /** Pins by id, without savedInfo (that depends on who asks). */
  pins: Record<string, Pin>;
  pinKinds: Record<string, PinKind>;
  /** Pins made by users (uploads): id → true, so a creator may delete them. */
  createdPins: Record<string, true>;
  /** Pins removed by their creator. */
  deletedPins: Record<string, true>;
  homefeed: string[];
  /** Saves by user id, then pin id. */
  saves: Record<string, Record<string, SavedPin>>;
  follows: {
    users: Record<string, string[]>;
    boards: Record<string, string[]>;
    interests: Record<string, string[]>;
  };
  /**
   * What a user unfollowed (`topic:{id}`, `board:{id}`), by user id: the home feed leaves their pins
   * out (§8 "We'll show you less Pins from {topic}", "won't see Pins saved to it anymore"), so tuning
   * the home feed (§2 /edit) changes it. Following again takes the entry out.
   */
  unfollowed: Record<string, string[]>;
  blocks: Record<string, string[]>;
  /** Pins a user hid (feedback, news, p2p, search), by user id. */
  hidden: Record<string, string[]>;
  feedback: Array<{ userId: string; pinId: string; feedbackType: string | number }>;
  userState: Record<string, Record<string, string | number | boolean | null>>;
  experienceStatus: Record<string, Record<string, ExperienceStatus>>;
  experiences: PlacedExperience[];
  topics: WorldTopic[];
  news: NewsItem[];
  conversations: Conversation[];
  /** Comments users wrote, by pin id (the seeded ones are drawn from the pin id, see comments.ts). */
  comments: Record<string, Array<{ id: string; userId: string; text: string; created_at: string }>>;
  inviteCodes: InviteCode[];
  uploads: Record<string, UploadRecord>;
  /** Session token → user id. */
  sessions: Record<string, string>;
  /** Business accounts by user id (§6 partner; /business/convert adds one). */
  businessAccounts: Record<string, BusinessAccountRecord>;
  /** A logged-in viewer's recent searches (§3 completed searches), newest first, by user id (issue 30). */
  recentSearches: Record<string, CompletedSearch[]>;
}

/**
 * A record with no prototype: a key such as `__proto__`, `constructor` or `toString` finds
 * nothing in it, instead of Object.prototype or one of its methods (issue 18: a made-up id must
 * be 404 and change nothing). Ids are also refused by the model's id rule before any lookup;
 * this is the second wall, for keys that come from anywhere else (paths, usernames, tokens).
 */
export function dict<T>(entries?: Record<string, T>): Record<string, T> {
  const out = Object.create(null) as Record<string, T>;
  if (entries) for (const key of Object.keys(entries)) out[key] = entries[key] as T;
  return out;
}

/** What a follow is of, in the state's `unfollowed` entries. */
export type UnfollowedKind = 'topic' | 'board';

/** `kind:id`, an entry of the state's `unfollowed`. */
export const unfollowedKey = (kind: UnfollowedKind, id: string) => `${kind}:${id}`;

/** After `userId` followed (or unfollowed) a topic or board: an unfollow is kept, a follow forgets it. */
export function noteFollow(
  state: DbState,
  userId: string,
  kind: UnfollowedKind,
  id: string,
  followed: boolean,
) {
  const key = unfollowedKey(kind, id);
  const kept = (state.unfollowed[userId] ?? []).filter((entry) => entry !== key);
  state.unfollowed[userId] = followed ? kept : [...kept, key];
}

/** Sessions kept at most (each login adds one): the oldest go first. */
export const MAX_SESSIONS = 10_000;
/** Bytes of uploaded files kept at most: the oldest uploads go first (their images then 404). */
export const MAX_STORED_UPLOAD_BYTES = 64 * 1024 * 1024;

/**
 * Keeps the state's growth bounded under any use (issue 18: memory returns after a soak): drops
 * the oldest sessions over MAX_SESSIONS and the oldest uploads over MAX_STORED_UPLOAD_BYTES.
 * Records keep insertion order for session tokens and for upload ids (20 digits: never array
 * indices, which would be listed in numeric order), so their order is their age.
 */
export function boundGrowth(state: DbState): void {
  const tokens = Object.keys(state.sessions);
  for (let i = 0; i < tokens.length - MAX_SESSIONS; i++) delete state.sessions[tokens[i] as string];
  let bytes = 0;
  const uploads = Object.values(state.uploads);
  for (const upload of uploads) bytes += upload.base64?.length ?? 0;
  for (const upload of uploads) {
    if (bytes <= MAX_STORED_UPLOAD_BYTES) break;
    bytes -= upload.base64?.length ?? 0;
    delete state.uploads[upload.id];
  }
}

/** Keyed records of the state, one level deep (`users[id]`). */
const RECORDS = [
  'users',
  'passwords',
  'emails',
  'boards',
  'boardActivity',
  'boardArchived',
  'boardDescriptions',
  'boardCollaborators',
  'sections',
  'pins',
  'pinKinds',
  'createdPins',
  'deletedPins',
  'unfollowed',
  'blocks',
  'hidden',
  'comments',
  'uploads',
  'sessions',
  'businessAccounts',
  'recentSearches',
] as const satisfies ReadonlyArray<keyof DbState>;
/** Keyed records of keyed records (`saves[userId][pinId]`). */
const NESTED_RECORDS = ['saves', 'userState', 'experienceStatus'] as const satisfies ReadonlyArray<
  keyof DbState
>;

/**
 * The state with every keyed record made prototype-free (see `dict`), so handlers may index it
 * with any string. Records that handlers create later (`saves[userId] ??= dict()`) are made with
 * `dict` too; a state read from a data file goes through here on load.
 */
export function prototypeFree(state: DbState): DbState {
  const out = { ...state } as DbState;
  for (const key of RECORDS) (out as unknown as Record<string, unknown>)[key] = dict(state[key] as never);
  for (const key of NESTED_RECORDS) {
    const outer = dict(state[key] as Record<string, Record<string, unknown>>);
    for (const inner of Object.keys(outer)) outer[inner] = dict(outer[inner]);
    (out as unknown as Record<string, unknown>)[key] = outer;
  }
  out.follows = {
    users: dict(state.follows.users),
    boards: dict(state.follows.boards),
    interests: dict(state.follows.interests),
  };
  return out;
}

export function stateFromWorld(world: World): DbState {
  return prototypeFree(rawStateFromWorld(world));
}

function rawStateFromWorld(world: World): DbState {
  const copy = structuredClone(world);
  const saves: DbState['saves'] = {};
  for (const save of copy.saves) {
    const { userId, ...rest } = save;
    saves[userId] ??= {};
    saves[userId][save.pinId] = rest;
  }
  const pins: Record<string, Pin> = {};
  for (const pin of copy.pins) {
    const { savedInfo: _saved, ...rest } = pin;
    pins[pin.id] = rest;
  }
  const passwords: Record<string, string> = {};
  const emails: Record<string, string> = {};
  for (const account of copy.accounts) {
    passwords[account.username] = account.password;
    emails[account.username] = `${account.username}@${DEMO_EMAIL_DOMAIN}`;
  }
  const clock = Math.max(0, ...Object.values(copy.boardActivity).map((a) => a.lastPinnedAt));
  const businessAccounts: DbState['businessAccounts'] = {};
  for (const user of copy.users) {
    if (user.username === PARTNER_USERNAME)
      businessAccounts[user.id] = { name: user.full_name ?? user.username };
  }
  return {
    version: 1,
    seed: copy.seed,
    clock,
    counter: 0,
    users: Object.fromEntries(copy.users.map((u) => [u.id, u])),
    passwords,
    emails,
    boards: Object.fromEntries(copy.boards.map((b) => [b.id, b])),
    boardActivity: copy.boardActivity,
    boardArchived: {},
    boardDescriptions: {},
    boardCollaborators: copy.boardCollaborators,
    boardInvites: copy.boardInvites,
    sections: Object.fromEntries(copy.sections.map((s) => [s.id, s])),
    pins,
    pinKinds: copy.pinKinds,
    createdPins: {},
    deletedPins: {},
    homefeed: copy.pins.map((p) => p.id),
    saves,
    follows: copy.follows,
    unfollowed: {},
    blocks: {},
    hidden: {},
    feedback: [],
    userState: {},
    experienceStatus: {},
    experiences: copy.experiences,
    topics: copy.topics,
    news: copy.news,
    conversations: copy.conversations,
    comments: {},
    inviteCodes: copy.inviteCodes,
    uploads: {},
    sessions: {},
    businessAccounts,
    recentSearches: {},
  };
}

/** True when `value` looks like a state this version wrote (used before loading a data file). */
export function isDbState(value: unknown, seed: number): value is DbState {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Partial<DbState>;
  return (
    v.version === 1 &&
    v.seed === seed &&
    typeof v.users === 'object' &&
    typeof v.pins === 'object' &&
    Array.isArray(v.homefeed) &&
    typeof v.saves === 'object'
  );
}

export interface MockDatabase {
  readonly seed: number;
  /** The untouched world of the seed. */
  readonly world: World;
  /** The live state (handlers change it; `reset()` replaces it). */
  state: DbState;
  /** The default viewer of the world (the demo user). */
  readonly viewerId: string;
  viewer(): User;
  user(id: string): User | undefined;
  userByName(username: string): User | undefined;
  boardsOf(username: string): Board[];
  savesOf(userId: string): Record<string, SavedPin>;
  /** A new id (see ids.ts: seeded, the same after each reset, or random; never one in use). */
  newId(): string;
  /** Monotonic clock (ms, from the world's epoch; deterministic). */
  tick(): number;
  /** Moves on at every change of state (or request that may change it), reset and load: cached reads key on it. */
  readonly revision: number;
  /** A request that may change the state is being answered. */
  touch(): void;
  reset(): void;
  /** Replace the state (e.g. loaded from a data file). */
  load(state: DbState): void;
}

export function createMockDatabase(world: World = createWorld(), ids: IdSource = 'seeded'): MockDatabase {
  const viewerId = world.viewer.id;
  let revision = 0;
  const db: MockDatabase = {
    get revision() {
      return revision;
    },
    touch() {
      revision += 1;
    },
    seed: world.seed,
    world,
    state: stateFromWorld(world),
    viewerId,
    viewer() {
      const viewer = db.state.users[viewerId];
      if (!viewer) throw new Error('The mock database has lost its viewer');
      return viewer;
    },
    user: (id) => db.state.users[id],
    userByName(username) {
      for (const user of Object.values(db.state.users)) if (user.username === username) return user;
      return undefined;
    },
    boardsOf(username) {
      return Object.values(db.state.boards).filter((b) => b.username === username);
    },
    savesOf(userId) {
      db.state.saves[userId] ??= dict<SavedPin>();
      return db.state.saves[userId];
    },
    newId() {
      for (;;) {
        db.state.counter += 1;
        const id = ids === 'random' ? randomId() : seededId(world.seed, db.state.counter);
        const s = db.state;
        if (!s.pins[id] && !s.users[id] && !s.boards[id] && !s.sections[id] && !s.uploads[id]) return id;
      }
    },
    tick() {
      db.state.clock += 1000;
      return db.state.clock;
    },
    reset() {
      revision += 1;
      db.state = stateFromWorld(world);
    },
    load(state) {
      revision += 1;
      db.state = prototypeFree(state);
      // A state written before business accounts existed: the seed's (the partner) are its own.
      if (!('businessAccounts' in state)) db.state.businessAccounts = stateFromWorld(world).businessAccounts;
    },
  };
  return db;
}
