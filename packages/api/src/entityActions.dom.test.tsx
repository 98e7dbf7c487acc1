/**
 * Every mutation of §4 writes the store first and rolls back on failure (§8), seen through a
 * component that reads the store with a selector: the optimistic value shows while the call runs,
 * the old one comes back when it fails.
 */
import type { BoardSection, Pin } from '@tessera/model';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { EntityStoreProvider, useEntity } from './EntityStoreProvider.tsx';
import { createEntityActions, type EntityActions, followKey } from './entityActions.ts';
import {
  createEntityStore,
  type EntityState,
  type EntityStore,
  mutate,
  REREAD_BACKOFF_MS,
  savedChanges,
} from './entityStore.ts';
import { ResourceRequestError } from './ResourceRequestError.ts';
import type { TesseraApi } from './tesseraApi.ts';

const pin: Pin = {
  id: '11',
  title: 'Lemon tart',
  pinner: { id: '31', username: 'mina' } as Pin['pinner'],
  images: { '236x': { url: '/a.jpg', width: 236, height: 300 } },
};
const savedPin: Pin = { ...pin, savedInfo: { boardId: '21', localPinId: '901' } };
const section = { id: '41', title: 'Tarts', slug: 'tarts' } as BoardSection;

/** An api whose every call waits for the test to fail it. */
function failingApi() {
  const pending: Array<(error: unknown) => void> = [];
  const call = () =>
    new Promise<never>((_resolve, reject) => {
      pending.push(reject);
    });
  const api = new Proxy({} as TesseraApi, { get: () => call });
  const failAll = async () => {
    await act(async () => {
      for (const reject of pending.splice(0))
        reject(new ResourceRequestError({ message: 'No', http_status: 500 }));
    });
  };
  return { api, failAll, pending };
}

function Probe({ select }: { select: (state: EntityState) => unknown }) {
  const value = useEntity(select, (a, b) => JSON.stringify(a) === JSON.stringify(b));
  return <output>{JSON.stringify(value ?? null)}</output>;
}

function setup(initial: Partial<EntityState>, select: (state: EntityState) => unknown) {
  const store = createEntityStore(initial);
  const { api, failAll, pending } = failingApi();
  const actions = createEntityActions(store, api);
  render(
    <EntityStoreProvider store={store} actions={actions}>
      <Probe select={select} />
    </EntityStoreProvider>,
  );
  return {
    store,
    actions,
    failAll,
    pending,
    shown: () => JSON.parse(screen.getByRole('status').textContent ?? 'null'),
  };
}

interface Case {
  name: string;
  initial: Partial<EntityState>;
  select: (state: EntityState) => unknown;
  run: (actions: EntityActions, store: EntityStore) => Promise<unknown>;
  before: unknown;
  during: unknown;
}

const boards = { '21': { id: '21', name: 'Desserts' }, '22': { id: '22', name: 'Soups' } };
const savedBoardOf = (state: EntityState) =>
  state.pins[pin.id]
    ? (state.pins[pin.id]?.savedInfo?.boardId ?? (state.pins[pin.id]?.savedInfo ? 'profile' : 'no'))
    : 'absent';

const cases: Case[] = [
  {
    name: 'save to a board',
    initial: { pins: { [pin.id]: pin }, boards },
    select: savedBoardOf,
    run: (a) => a.save(pin, { board: { id: '21', name: 'Desserts' } }),
    before: 'no',
    during: '21',
  },
  {
    name: 'save to a section',
    initial: { pins: { [pin.id]: pin }, boards },
    select: savedBoardOf,
    run: (a) => a.save(pin, { board: { id: '22' }, section: { id: '41' } }),
    before: 'no',
    during: '22',
  },
  {
    name: 'save to the profile',
    initial: { pins: { [pin.id]: pin } },
    select: savedBoardOf,
    run: (a) => a.save(pin, { board: null }),
    before: 'no',
    during: 'profile',
  },
  {
    name: 'unsave',
    initial: { pins: { [pin.id]: savedPin }, boards },
    select: savedBoardOf,
    run: (a) => a.unsave(savedPin),
    before: '21',
    during: 'no',
  },
  {
    name: 'move',
    initial: { pins: { [pin.id]: savedPin }, boards },
    select: savedBoardOf,
    run: (a) => a.move(savedPin, { board: { id: '22' } }),
    before: '21',
    during: '22',
  },
  {
    name: 'unsave from the saved-pin edit (the save named by its own id)',
    initial: { pins: { [pin.id]: savedPin }, boards },
    select: savedBoardOf,
    run: (a) => a.unsave(savedPin, { savedPinId: '901', boardId: '21' }),
    before: '21',
    during: 'no',
  },
  {
    name: 'pin edit (title, alt text and a move)',
    initial: { pins: { [pin.id]: savedPin }, boards },
    select: (s) => [s.pins[pin.id]?.title, s.pins[pin.id]?.altText ?? null, savedBoardOf(s)],
    run: (a) => a.editPin(savedPin, { title: 'Lime tart', alt_text: 'A tart', board_id: '22' }),
    before: ['Lemon tart', null, '21'],
    during: ['Lime tart', 'A tart', '22'],
  },
  {
    name: 'pin delete (the viewer’s own pin reads unsaved)',
    initial: { pins: { [pin.id]: savedPin }, boards },
    select: savedBoardOf,
    run: (a) => a.deletePin(savedPin),
    before: '21',
    during: 'no',
  },
  ...(['bulkMove', 'bulkCopy'] as const).map(
    (action): Case => ({
      name: `bulk organise: ${action} of two pins`,
      initial: { pins: { [pin.id]: savedPin, '12': { ...savedPin, id: '12' } }, boards },
      select: (s) => [s.pins[pin.id]?.savedInfo?.boardId, s.pins['12']?.savedInfo?.boardId],
      run: (a, store) =>
        a.bulkMove(Object.values(store.getSnapshot().context.pins), {
          action,
          fromBoardId: '21',
          to: { board: { id: '22', name: 'Soups' } },
        }),
      before: ['21', '21'],
      during: ['22', '22'],
    }),
  ),
  ...[false, true].map(
    (all): Case => ({
      name: `bulk organise: delete${all ? ' (select all)' : ''}`,
      initial: { pins: { [pin.id]: savedPin, '12': { ...savedPin, id: '12' } }, boards },
      select: (s) => [savedBoardOf(s), s.pins['12']?.savedInfo?.boardId ?? 'no'],
      // Select all: the store's other pins saved on the board go too, loaded in the grid or not.
      run: (a, store) =>
        a.bulkDelete(all ? [savedPin] : Object.values(store.getSnapshot().context.pins), {
          boardId: '21',
          all,
        }),
      before: ['21', '21'],
      during: ['no', 'no'],
    }),
  ),
  {
    name: 'news hub hide',
    initial: {},
    select: (s) => s.pinFeedback[pin.id]?.kind,
    run: (a) => a.hideNewsPin('n1', pin, true),
    before: null,
    during: 'hidden',
  },
  {
    name: 'news hub hide undone',
    initial: { pinFeedback: { [pin.id]: { kind: 'hidden' } } },
    select: (s) => s.pinFeedback[pin.id]?.kind,
    run: (a) => a.hideNewsPin('n1', pin, false),
    before: 'hidden',
    during: null,
  },
  {
    name: 'hide',
    initial: {},
    select: (s) => s.pinFeedback[pin.id]?.kind,
    run: (a) => a.hide(pin),
    before: null,
    during: 'hidden',
  },
  {
    name: 'report',
    initial: {},
    select: (s) => s.pinFeedback[pin.id]?.kind,
    run: (a) => a.report(pin),
    before: null,
    during: 'reported',
  },
  {
    name: 'unfollow (from a pin: its pinner)',
    initial: { follows: { [followKey('user', '31')]: true } },
    select: (s) => s.follows[followKey('user', '31')],
    run: (a) => a.unfollowFromPin(pin, 'Mina'),
    before: true,
    during: false,
  },
  {
    name: 'unfollow (from a pin: its cards say so)',
    initial: {},
    select: (s) => {
      const feedback = s.pinFeedback[pin.id];
      return feedback?.kind === 'unfollowed' ? `${feedback.target} ${feedback.name}` : feedback;
    },
    run: (a) => a.unfollowFromPin(pin, 'Mina'),
    before: null,
    during: 'user Mina',
  },
  ...(['user', 'board', 'topic'] as const).flatMap((kind): Case[] => [
    {
      name: `follow a ${kind}`,
      initial: {},
      select: (s) => s.follows[followKey(kind, '51')],
      run: (a) => a.setFollowing(kind, '51', true),
      before: null,
      during: true,
    },
    {
      name: `unfollow a ${kind}`,
      initial: { follows: { [followKey(kind, '51')]: true } },
      select: (s) => s.follows[followKey(kind, '51')],
      run: (a) => a.setFollowing(kind, '51', false),
      before: true,
      during: false,
    },
  ]),
  {
    name: 'block',
    initial: {},
    select: (s) => s.blocked['31'],
    run: (a) => a.setBlocked('31', true),
    before: null,
    during: true,
  },
  {
    name: 'block ends the follow of the person (and a failure puts it back)',
    initial: { follows: { 'user:31': true } },
    select: (s) => [s.blocked['31'], s.follows['user:31']],
    run: (a) => a.setBlocked('31', true),
    before: [null, true],
    during: [true, false],
  },
  {
    name: 'unblock',
    initial: { blocked: { '31': true } },
    select: (s) => s.blocked['31'],
    run: (a) => a.setBlocked('31', false),
    before: true,
    during: false,
  },
  {
    name: 'board create',
    initial: { boards },
    select: (s) => Object.values(s.boards).map((b) => b.name),
    run: (a) => a.createBoard('Breads'),
    before: ['Desserts', 'Soups'],
    during: ['Desserts', 'Soups', 'Breads'],
  },
  {
    name: 'board rename',
    initial: { boards },
    select: (s) => s.boards['21']?.name,
    run: (a) => a.renameBoard('21', 'Sweets'),
    before: 'Desserts',
    during: 'Sweets',
  },
  {
    name: 'board edit (name and privacy)',
    initial: { boards },
    select: (s) => [s.boards['21']?.name, s.boards['21']?.privacy ?? 'public'],
    run: (a) => a.updateBoard('21', { name: 'Sweets', privacy: 'secret', description: 'Cakes' }),
    before: ['Desserts', 'public'],
    during: ['Sweets', 'secret'],
  },
  {
    name: 'board delete (its saves go with it)',
    initial: { boards, pins: { [pin.id]: savedPin } },
    select: (s) => [Object.keys(s.boards), savedBoardOf(s)],
    run: (a) => a.deleteBoard('21'),
    before: [['21', '22'], '21'],
    during: [['22'], 'no'],
  },
  {
    name: 'section create',
    initial: {},
    select: (s) => Object.values(s.sections).map((section) => section.title),
    run: (a) => a.createSection('21', 'Tarts'),
    before: [],
    during: ['Tarts'],
  },
  {
    name: 'section rename',
    initial: { sections: { '41': section } },
    select: (s) => s.sections['41']?.title,
    run: (a) => a.renameSection(section, 'Pies'),
    before: 'Tarts',
    during: 'Pies',
  },
  {
    name: 'section delete',
    initial: { sections: { '41': section } },
    select: (s) => Object.keys(s.sections),
    run: (a) => a.deleteSection('41'),
    before: ['41'],
    during: [],
  },
];

describe('entity mutations: the store first, rolled back on failure', () => {
  it.each(cases)('$name', async ({ initial, select, run, before, during }) => {
    const { actions, store, failAll, shown } = setup(initial, select);
    expect(shown()).toEqual(before);
    let outcome: Promise<unknown> = Promise.resolve();
    act(() => {
      outcome = run(actions, store).catch((error: unknown) => error);
    });
    expect(shown()).toEqual(during);
    await failAll();
    expect(await outcome).toBeInstanceOf(ResourceRequestError);
    expect(shown()).toEqual(before);
  });
});

describe('a lost answer', () => {
  const lost = () =>
    new ResourceRequestError({ resource: 'PinResource/create', cause: new TypeError('fetch failed') });

  function api(overrides: Partial<Record<keyof TesseraApi, unknown>>) {
    return overrides as unknown as TesseraApi;
  }

  it('re-reads the pin: a save the server made stays saved', async () => {
    const store = createEntityStore({ pins: { [pin.id]: pin }, boards });
    const actions = createEntityActions(
      store,
      api({
        repin: async () => Promise.reject(lost()),
        getPin: async () => ({ ...pin, savedInfo: { boardId: '21', localPinId: '77' } }),
      }),
    );
    const result = await actions.save(pin, { board: { id: '21' } });
    expect(result.board).toEqual({ id: '21', url: '', name: 'Desserts' });
    expect(store.getSnapshot().context.pins[pin.id]?.savedInfo).toEqual({ boardId: '21', localPinId: '77' });
  });

  it('re-reads the pin: a save the server did not make is rolled back and fails', async () => {
    const store = createEntityStore({ pins: { [pin.id]: pin }, boards });
    const actions = createEntityActions(
      store,
      api({ repin: async () => Promise.reject(lost()), getPin: async () => pin }),
    );
    await expect(actions.save(pin, { board: { id: '21' } })).rejects.toBeInstanceOf(ResourceRequestError);
    expect(store.getSnapshot().context.pins[pin.id]?.savedInfo).toBeUndefined();
  });

  it('a re-read whose own answer is lost is tried again after each backoff: an unsave the server made stays', async () => {
    vi.useFakeTimers();
    try {
      const store = createEntityStore({ pins: { [pin.id]: savedPin }, boards });
      let reads = 0;
      const actions = createEntityActions(
        store,
        api({
          deletePin: async () => Promise.reject(lost()),
          getPin: async () => {
            reads++;
            if (reads <= REREAD_BACKOFF_MS.length) throw lost();
            return pin;
          },
        }),
      );
      const outcome = actions.unsave(savedPin);
      for (const wait of REREAD_BACKOFF_MS) await vi.advanceTimersByTimeAsync(wait);
      await outcome;
      expect(reads).toBe(REREAD_BACKOFF_MS.length + 1);
      expect(store.getSnapshot().context.pins[pin.id]?.savedInfo).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('re-reads at most 1 + 4 times, 250, 500, 1000 and 2000 ms apart, then rolls back', async () => {
    expect(REREAD_BACKOFF_MS).toEqual([250, 500, 1000, 2000]);
    const store = createEntityStore({ pins: { [pin.id]: pin }, boards });
    let reads = 0;
    await expect(
      mutate(store, {
        changes: savedChanges(store, pin, { board: { id: '21' } }),
        call: async () => Promise.reject(lost()),
        verify: async () => {
          reads++;
          throw lost();
        },
        rereadBackoff: [0, 0, 0, 0],
      }),
    ).rejects.toBeInstanceOf(ResourceRequestError);
    expect(reads).toBe(5);
    expect(store.getSnapshot().context.pins[pin.id]?.savedInfo).toBeUndefined();
  });

  it('a refusal (the server answered) is not re-read', async () => {
    const store = createEntityStore({ pins: { [pin.id]: pin } });
    let reads = 0;
    const actions = createEntityActions(
      store,
      api({
        repin: async () => Promise.reject(new ResourceRequestError({ message: 'No', http_status: 403 })),
        getPin: async () => {
          reads++;
          return pin;
        },
      }),
    );
    await expect(actions.save(pin, { board: null })).rejects.toThrow('No');
    expect(reads).toBe(0);
  });
});

const renders = new Map<string, number>();
/** A card that reads only its pin's saved state and counts its renders. */
function CountedCard({ id }: { id: string }) {
  const saved = useEntity((state) => state.pins[id]?.savedInfo !== undefined);
  renders.set(id, (renders.get(id) ?? 0) + 1);
  return <span>{saved ? 'Saved' : 'Save'}</span>;
}

describe('selectors', () => {
  it('a save re-renders only the cards of that pin', async () => {
    const store = createEntityStore({
      pins: Object.fromEntries(Array.from({ length: 50 }, (_, i) => [`${i}`, { ...pin, id: `${i}` }])),
    });
    renders.clear();
    render(
      <EntityStoreProvider store={store}>
        {Object.keys(store.getSnapshot().context.pins).map((id) => (
          <CountedCard key={id} id={id} />
        ))}
      </EntityStoreProvider>,
    );
    renders.clear();
    const actions = createEntityActions(
      store,
      new Proxy({} as TesseraApi, {
        get: () => async () => ({ id: '1', pinner: { id: '1' }, board: null }),
      }),
    );
    await act(() => actions.save({ ...pin, id: '7' }, { board: null }));
    expect([...renders.keys()]).toEqual(['7']);
    expect(renders.get('7')).toBeLessThanOrEqual(2);
  });
});
