/**
 * Hides, follows and blocks whose answer was lost (issue 18's fault runs). No read shows a hide or
 * a follow, so the idempotent call is sent again and its answer decides: a change the server made
 * stays, a refusal rolls back, and a newer change of the same entry is left alone. A block is
 * re-read (UserResource's blocked_by_me).
 */
import type { Pin } from '@tessera/model';
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
