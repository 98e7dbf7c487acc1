/**
 * The in-memory state of the fake backend: a working copy of a world that the handlers change
 * (saves, deletes, board counts) and that `reset()` puts back to the seed's world.
 */
import type { Board, Pin, User } from '@tessera/model';
import { type BoardActivity, type BoardSection, createWorld, type World } from '../fixtures/world.ts';
import { createRandom, type Random } from '../random.ts';

/** The viewer's save of a pin. No boardId: saved to the profile (§4). */
export interface SavedPin {
  pinId: string;
  localPinId: string;
  boardId?: string;
  sectionId?: string;
}

export interface MockDatabase {
  readonly seed: number;
  /** The untouched world of the seed (do not change it; `reset()` copies it again). */
  readonly world: World;
  readonly viewerId: string;
  readonly users: Map<string, User>;
  readonly boards: Map<string, Board>;
  readonly boardActivity: Map<string, BoardActivity>;
  readonly sections: Map<string, BoardSection>;
  /** Pins by id, without `savedInfo` (that comes from `saves`). */
  readonly pins: Map<string, Pin>;
  /** Home feed order. */
  readonly homefeed: string[];
  /** The viewer's saves by pin id. */
  readonly saves: Map<string, SavedPin>;
  viewer(): User;
  userByName(username: string): User | undefined;
  /** A pin as the viewer sees it: with `savedInfo` when saved. */
  pinForViewer(id: string): Pin | undefined;
  /** The viewer's boards in their custom order. */
  boardsOf(username: string): Board[];
  /** A new repin id (deterministic after each reset). */
  newId(): string;
  /** Monotonic clock for board activity (starts at the world's epoch; deterministic). */
  tick(): number;
  /** Back to the seed's world. */
  reset(): void;
}

export function createMockDatabase(world: World = createWorld()): MockDatabase {
  const users = new Map<string, User>();
  const boards = new Map<string, Board>();
  const boardActivity = new Map<string, BoardActivity>();
  const sections = new Map<string, BoardSection>();
  const pins = new Map<string, Pin>();
  const homefeed: string[] = [];
  const saves = new Map<string, SavedPin>();
  let random: Random = createRandom(0);
  let clock = 0;

  function load() {
    const copy = structuredClone(world);
    for (const map of [users, boards, boardActivity, sections, pins, saves]) map.clear();
    homefeed.length = 0;
    for (const user of copy.users) users.set(user.id, user);
    for (const board of copy.boards) boards.set(board.id, board);
    for (const [id, activity] of Object.entries(copy.boardActivity)) boardActivity.set(id, activity);
    for (const section of copy.sections) sections.set(section.id, section);
    for (const pin of copy.pins) {
      const { savedInfo, ...rest } = pin;
      pins.set(pin.id, rest);
      homefeed.push(pin.id);
      if (savedInfo?.localPinId) {
        saves.set(pin.id, {
          pinId: pin.id,
          localPinId: savedInfo.localPinId,
          ...(savedInfo.boardId ? { boardId: savedInfo.boardId } : {}),
        });
      }
    }
    random = createRandom(`repins:${world.seed}`);
    clock = Math.max(0, ...[...boardActivity.values()].map((a) => a.lastPinnedAt));
  }

  const db: MockDatabase = {
    seed: world.seed,
    world,
    viewerId: world.viewer.id,
    users,
    boards,
    boardActivity,
    sections,
    pins,
    homefeed,
    saves,
    viewer() {
      const viewer = users.get(world.viewer.id);
      if (!viewer) throw new Error('The mock database has lost its viewer');
      return viewer;
    },
    userByName(username) {
      for (const user of users.values()) if (user.username === username) return user;
      return undefined;
    },
    pinForViewer(id) {
      const pin = pins.get(id);
      if (!pin) return undefined;
      const save = saves.get(id);
      if (!save) return { ...pin };
      return {
        ...pin,
        savedInfo: { localPinId: save.localPinId, ...(save.boardId ? { boardId: save.boardId } : {}) },
      };
    },
    boardsOf(username) {
      return [...boards.values()].filter((b) => b.username === username);
    },
    newId() {
      for (;;) {
        const id = random.digits(18);
        if (!pins.has(id) && ![...saves.values()].some((s) => s.localPinId === id)) return id;
      }
    },
    tick() {
      clock += 1000;
      return clock;
    },
    reset: load,
  };
  load();
  return db;
}
