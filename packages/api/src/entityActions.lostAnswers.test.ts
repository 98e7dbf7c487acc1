/**
 * Hides, follows and blocks whose answer was lost (issue 18's fault runs). No read shows a hide or
 * a follow, so the idempotent call is sent again and its answer decides: a change the server made
 * stays, a refusal rolls back, and a newer change of the same entry is left alone. A block is
 * re-read (UserResource's blocked_by_me).
 */
import type { BoardSection, Pin } from '@tessera/model';
import { describe, expect, it, vi } from 'vitest';
import { createEntityActions, followKey } from './entityActions.ts';
import { createEntityStore } from './entityStore.ts';
import { ResourceRequestError } from './ResourceRequestError.ts';
import type { TesseraApi } from './tesseraApi.ts';

const pin: Pin = {
  id: '11',
  pinner: { id: '31', username: 'mina' } as Pin['pinner'],
  images: { '236x': { url: '/a.jpg', width: 236, height: 300 } },
};
const lost = () =>
  new ResourceRequestError({ resource: 'UserFollowResource/create', cause: new TypeError('fetch failed') });
const refused = () => new ResourceRequestError({ message: 'No', http_status: 403 });

/** An api whose named calls answer in turn from `answers` (an Error is thrown), counting the calls. */
function scripted(answers: Partial<Record<keyof TesseraApi, Array<unknown>>>) {
  const calls: Record<string, number> = {};
  const api = new Proxy({} as TesseraApi, {
    get: (_target, name: string) => async (): Promise<unknown> => {
      calls[name] = (calls[name] ?? 0) + 1;
      const answer = answers[name as keyof TesseraApi]?.shift();
      if (answer instanceof Error) throw answer;
      return answer;
    },
  });
  return { api, calls };
}

const followOf = (store: ReturnType<typeof createEntityStore>) =>
  store.getSnapshot().context.follows[followKey('user', '31')];

describe('a lost answer of a hide, a follow or a block', () => {
  it('sends the follow again: the server answers, and the follow stays', async () => {
    const store = createEntityStore({});
    const { api, calls } = scripted({ followUser: [lost(), { followed: true }] });
    await createEntityActions(store, api).setFollowing('user', '31', true);
    expect(calls.followUser).toBe(2);
    expect(followOf(store)).toBe(true);
  });

  it('sends the hide again: the pin stays hidden', async () => {
    const store = createEntityStore({});
    const { api, calls } = scripted({ sendPinFeedback: [lost(), {}] });
    await createEntityActions(store, api).hide(pin);
    expect(calls.sendPinFeedback).toBe(2);
    expect(store.getSnapshot().context.pinFeedback[pin.id]).toEqual({ kind: 'hidden' });
  });

  it('a resend the server refuses rolls the unfollow back and fails', async () => {
    const store = createEntityStore({ follows: { [followKey('user', '31')]: true } });
    const { api } = scripted({ sendPinFeedback: [lost(), refused()] });
    await expect(createEntityActions(store, api).unfollowFromPin(pin, 'Mina')).rejects.toBeInstanceOf(
      ResourceRequestError,
    );
    expect(followOf(store)).toBe(true);
  });

  it('a newer change of the same person is left alone: the older follow is neither resent nor rolled back', async () => {
    const store = createEntityStore({});
    let failFirst: (error: unknown) => void = () => undefined;
    const first = new Promise((_resolve, reject) => {
      failFirst = reject;
    });
    const { api, calls } = scripted({ followUser: [], unfollowUser: [{ followed: false }] });
    const followUser = () => {
      calls.followUser = (calls.followUser ?? 0) + 1;
      return first;
    };
    const actions = createEntityActions(
      store,
      new Proxy(api, { get: (t, n) => (n === 'followUser' ? followUser : Reflect.get(t, n)) }),
    );
    const follow = actions.setFollowing('user', '31', true);
    await actions.setFollowing('user', '31', false);
    failFirst(lost());
    await follow;
    expect(calls.followUser).toBe(1);
    expect(followOf(store)).toBe(false);
  });

  it.each([
    { server: true, stays: true },
    { server: false, stays: null },
  ])(
    're-reads the person after a lost block: blocked on the server $server → blocked $stays',
    async ({ server, stays }) => {
      const store = createEntityStore({});
      const { api } = scripted({ blockUser: [lost()], getUser: [{ id: '31', blocked_by_me: server }] });
      const outcome = createEntityActions(store, api).setBlocked('31', true);
      if (server) await outcome;
      else await expect(outcome).rejects.toBeInstanceOf(ResourceRequestError);
      expect(store.getSnapshot().context.blocked['31'] ?? null).toBe(stays);
    },
  );
});

describe('overlapping follows and blocks of one person', () => {
  it('re-reads the person once the last has settled and shows the server’s follow and block', async () => {
    // Follow on; Block's answer is lost after the server blocked (which ended the follow); Unblock
    // answers. Block's re-read already sees the unblock, so Block rolls back, and with it the end of
    // the follow: the screen would say Following, the server does not.
    const store = createEntityStore({ follows: { [followKey('user', '31')]: true } });
    const { api, calls } = scripted({
      blockUser: [lost()],
      unblockUser: [{ blocked: false }],
      getUser: [
        { id: '31', blocked_by_me: false, explicitly_followed_by_me: false },
        { id: '31', blocked_by_me: false, explicitly_followed_by_me: false },
      ],
    });
    const actions = createEntityActions(store, api);
    const block = actions.setBlocked('31', true);
    const unblock = actions.setBlocked('31', false);
    await Promise.allSettled([block, unblock]);
    await vi.waitFor(() => expect(calls.getUser).toBe(2));
    await vi.waitFor(() => expect(followOf(store)).toBe(false));
    expect(store.getSnapshot().context.blocked['31']).toBe(false);
  });

  it('a lone follow or block is not re-read: its own answer decides', async () => {
    const store = createEntityStore({});
    const { api, calls } = scripted({ followUser: [{ followed: true }], blockUser: [{ blocked: true }] });
    const actions = createEntityActions(store, api);
    await actions.setFollowing('user', '31', true);
    await actions.setBlocked('31', true);
    // Each settled before the caller resumed: a re-read would have been sent by now.
    expect(calls.getUser).toBeUndefined();
    expect(store.getSnapshot().context.blocked['31']).toBe(true);
  });
});

describe('a lost answer of a pin edit, a delete, a bulk organise or a section edit', () => {
  const saved: Pin = { ...pin, title: 'Lemon tart', savedInfo: { boardId: '21' } };
  const other: Pin = { ...saved, id: '12' };
  const gone = () => new ResourceRequestError({ message: 'Pin not found', http_status: 404 });
  const stateOf = (store: ReturnType<typeof createEntityStore>) => store.getSnapshot().context;

  it.each([
    { server: 'Lime tart', stays: 'Lime tart' },
    { server: 'Lemon tart', stays: 'Lemon tart' },
  ])(
    're-reads the edited pin: the server has $server → the title reads $stays',
    async ({ server, stays }) => {
      const store = createEntityStore({ pins: { [pin.id]: saved } });
      const { api } = scripted({ updatePin: [lost()], getPin: [{ ...saved, title: server }] });
      const outcome = createEntityActions(store, api).editPin(saved, { title: 'Lime tart' });
      if (server === 'Lime tart') await outcome;
      else await expect(outcome).rejects.toBeInstanceOf(ResourceRequestError);
      expect(stateOf(store).pins[pin.id]?.title).toBe(stays);
    },
  );

  it('a deleted pin the re-read no longer finds was deleted: it stays unsaved', async () => {
    const store = createEntityStore({ pins: { [pin.id]: saved } });
    const { api } = scripted({ deletePin: [lost()], getPin: [gone()] });
    await createEntityActions(store, api).deletePin(saved);
    expect(stateOf(store).pins[pin.id]?.savedInfo).toBeUndefined();
  });

  it('a bulk move re-reads every pin: moved only when the server moved them all, else each as the server has it', async () => {
    const store = createEntityStore({ pins: { [pin.id]: saved, '12': other } });
    const { api } = scripted({
      bulkMoveOrCopy: [lost()],
      getPin: [
        { ...saved, savedInfo: { boardId: '22' } },
        { ...other, savedInfo: { boardId: '21' } },
      ],
    });
    await expect(
      createEntityActions(store, api).bulkMove([saved, other], {
        action: 'bulkMove',
        fromBoardId: '21',
        to: { board: { id: '22' } },
      }),
    ).rejects.toBeInstanceOf(ResourceRequestError);
    // The move as a whole failed: what it wrote goes back, where the re-read did not replace it.
    expect(stateOf(store).pins[pin.id]?.savedInfo?.boardId).toBe('22');
    expect(stateOf(store).pins['12']?.savedInfo?.boardId).toBe('21');
  });

  it('a bulk delete the server made stays', async () => {
    const store = createEntityStore({ pins: { [pin.id]: saved, '12': other } });
    const { api } = scripted({ bulkDelete: [lost()], getPin: [pin, gone()] });
    await createEntityActions(store, api).bulkDelete([saved, other], { boardId: '21' });
    expect(stateOf(store).pins[pin.id]?.savedInfo).toBeUndefined();
    expect(stateOf(store).pins['12']?.savedInfo).toBeUndefined();
  });

  it('re-reads the section: a rename the server made stays, a delete the server made stays', async () => {
    const section = { id: '41', title: 'Tarts', slug: 'tarts' } as BoardSection;
    const store = createEntityStore({ sections: { '41': section } });
    const { api } = scripted({
      updateBoardSection: [lost()],
      deleteBoardSection: [lost()],
      getBoardSection: [
        { ...section, title: 'Pies' },
        new ResourceRequestError({ message: 'No', http_status: 404 }),
      ],
    });
    const actions = createEntityActions(store, api);
    expect((await actions.renameSection(section, 'Pies')).title).toBe('Pies');
    expect(stateOf(store).sections['41']?.title).toBe('Pies');
    await actions.deleteSection('41');
    expect(stateOf(store).sections['41']).toBeUndefined();
  });

  it('a section rename the server did not make is rolled back and fails', async () => {
    const section = { id: '41', title: 'Tarts', slug: 'tarts' } as BoardSection;
    const store = createEntityStore({ sections: { '41': section } });
    const { api } = scripted({ updateBoardSection: [lost()], getBoardSection: [section] });
    await expect(createEntityActions(store, api).renameSection(section, 'Pies')).rejects.toBeInstanceOf(
      ResourceRequestError,
    );
    expect(stateOf(store).sections['41']?.title).toBe('Tarts');
  });

  it('sends the news hub hide again: the pin stays hidden', async () => {
    const store = createEntityStore({});
    const { api, calls } = scripted({ hideNewsPin: [lost(), {}] });
    await createEntityActions(store, api).hideNewsPin('n1', pin, true);
    expect(calls.hideNewsPin).toBe(2);
    expect(stateOf(store).pinFeedback[pin.id]).toEqual({ kind: 'hidden' });
  });
});
