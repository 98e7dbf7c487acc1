import { messages } from '@tessera/model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { perform, startLive } from '../testing/modelBased.ts';
import { type FollowTarget, followMachine } from './follow.machine.ts';
import { userBlockMachine } from './userBlock.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('userBlockMachine (§4 block/unblock through the block intent, §8 failure)', () => {
  const start = () => startLive(userBlockMachine);

  it('runs the change and says when the server has it', async () => {
    const b = start();
    b.actor.send({ type: 'BLOCK', userId: 'u9' });
    expect(b.calls.setBlocked).toEqual([{ userId: 'u9', blocked: true }]);
    expect(b.snapshot().value).toBe('changing');
    await perform(userBlockMachine, b, { type: 'xstate.done.actor.setBlocked' });
    expect(b.snapshot().value).toBe('idle');
    expect(b.emitted).toEqual([{ type: 'changed', userId: 'u9', blocked: true }]);
    b.actor.send({ type: 'UNBLOCK', userId: 'u9' });
    expect(b.calls.setBlocked?.at(-1)).toEqual({ userId: 'u9', blocked: false });
  });

  it('says when a block or an unblock failed', async () => {
    const b = start();
    b.actor.send({ type: 'BLOCK', userId: 'u9' });
    await perform(userBlockMachine, b, { type: 'xstate.error.actor.setBlocked', error: 'x' });
    b.actor.send({ type: 'UNBLOCK', userId: 'u9' });
    await perform(userBlockMachine, b, { type: 'xstate.error.actor.setBlocked', error: 'y' });
    expect(b.emitted).toEqual([
      { type: 'failed', action: 'block', userId: 'u9', error: 'x' },
      { type: 'failed', action: 'unblock', userId: 'u9', error: 'y' },
    ]);
    expect(b.snapshot().context.change).toBeNull();
  });

  it('a press while a change runs starts the newer one; only its result counts', async () => {
    const b = start();
    b.actor.send({ type: 'BLOCK', userId: 'u9' });
    const first = b.pending.setBlocked?.[0];
    b.actor.send({ type: 'UNBLOCK', userId: 'u9' });
    expect(b.calls.setBlocked).toEqual([
      { userId: 'u9', blocked: true },
      { userId: 'u9', blocked: false },
    ]);
    first?.reject('lost');
    await vi.advanceTimersByTimeAsync(0);
    expect(b.emitted).toEqual([]);
    await perform(userBlockMachine, b, { type: 'xstate.done.actor.setBlocked' });
    expect(b.emitted).toEqual([{ type: 'changed', userId: 'u9', blocked: false }]);
  });
});

describe('followMachine (§4 follow and unfollow through the follow intent, §8 messages)', () => {
  const board: FollowTarget = { kind: 'board', id: 'b1', name: 'Recipes' };
  const start = () => {
    const shown: string[] = [];
    const live = startLive(followMachine, {
      provide: { actions: { showMessage: (_: unknown, text: string) => shown.push(text) } },
    });
    return { live, shown };
  };

  it('follows: runs the change, no message', async () => {
    const f = start();
    f.live.actor.send({ type: 'FOLLOW', target: board });
    expect(f.live.calls.setFollowing).toEqual([{ target: board, followed: true }]);
    await perform(followMachine, f.live, { type: 'xstate.done.actor.setFollowing' });
    expect(f.live.snapshot().value).toBe('idle');
    expect(f.shown).toEqual([]);
  });

  it('after an unfollow shows the §8 message for a board, a person and a topic', async () => {
    const targets: FollowTarget[] = [
      board,
      { kind: 'user', id: 'u1', name: 'Ada' },
      { kind: 'topic', id: 't1', name: 'Baking' },
    ];
    const f = start();
    for (const target of targets) {
      f.live.actor.send({ type: 'UNFOLLOW', target });
      await perform(followMachine, f.live, { type: 'xstate.done.actor.setFollowing' });
    }
    expect(f.shown).toEqual([
      messages.unfollowBoard('Recipes'),
      messages.unfollowUser('Ada'),
      messages.unfollowTopic('Baking'),
    ]);
  });

  it('a failed change is emitted with its target, and shows no message', async () => {
    const f = start();
    f.live.actor.send({ type: 'UNFOLLOW', target: board });
    await perform(followMachine, f.live, { type: 'xstate.error.actor.setFollowing', error: 'x' });
    f.live.actor.send({ type: 'FOLLOW', target: board });
    await perform(followMachine, f.live, { type: 'xstate.error.actor.setFollowing', error: 'y' });
    expect(f.live.emitted).toEqual([
      { type: 'failed', action: 'unfollow', target: board, error: 'x' },
      { type: 'failed', action: 'follow', target: board, error: 'y' },
    ]);
    expect(f.shown).toEqual([]);
  });

  it('a press while a change runs starts the newer one; only its result counts', async () => {
    const f = start();
    f.live.actor.send({ type: 'UNFOLLOW', target: board });
    const first = f.live.pending.setFollowing?.[0];
    f.live.actor.send({ type: 'FOLLOW', target: board });
    first?.resolve(undefined);
    await vi.advanceTimersByTimeAsync(0);
    expect(f.shown).toEqual([]);
    expect(f.live.snapshot().context.change).toEqual({ target: board, followed: true });
    await perform(followMachine, f.live, { type: 'xstate.done.actor.setFollowing' });
    expect(f.live.snapshot().value).toBe('idle');
  });
});
