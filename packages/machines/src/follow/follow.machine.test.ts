import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { perform, startLive } from '../testing/modelBased.ts';
import { type FollowInput, followMachine, showsFollowed } from './follow.machine.ts';
import { showsBlocked, userBlockMachine } from './userBlock.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('userBlockMachine (§4 block/unblock, optimistic with rollback)', () => {
  const start = (blocked?: boolean) =>
    startLive(userBlockMachine, {
      input: { userId: 'u9', source: 'profile', ...(blocked ? { blocked } : {}) },
    });

  it('shows blocked at once, then confirms', async () => {
    const b = start();
    expect(showsBlocked(b.snapshot())).toBe(false);
    b.actor.send({ type: 'BLOCK' });
    expect(showsBlocked(b.snapshot())).toBe(true);
    expect(b.calls.block).toEqual([{ blocked_user_id: 'u9', block_source: 'profile' }]);
    await perform(userBlockMachine, b, { type: 'xstate.done.actor.block' });
    expect(b.snapshot().value).toBe('blocked');
  });

  it('rolls back a failed block and a failed unblock', async () => {
    const b = start();
    b.actor.send({ type: 'BLOCK' });
    await perform(userBlockMachine, b, { type: 'xstate.error.actor.block', error: 'x' });
    expect(showsBlocked(b.snapshot())).toBe(false);
    expect(b.emitted).toEqual([{ type: 'failed', action: 'block', error: 'x' }]);
    const c = start(true);
    expect(c.snapshot().value).toBe('blocked');
    c.actor.send({ type: 'UNBLOCK' });
    expect(showsBlocked(c.snapshot())).toBe(false);
    await perform(userBlockMachine, c, { type: 'xstate.error.actor.unblock', error: 'y' });
    expect(showsBlocked(c.snapshot())).toBe(true);
  });

  it('unblocks, and ignores events while a call runs', async () => {
    const c = start(true);
    c.actor.send({ type: 'UNBLOCK' });
    c.actor.send({ type: 'BLOCK' });
    expect(c.snapshot().value).toBe('unblocking');
    await perform(userBlockMachine, c, { type: 'xstate.done.actor.unblock' });
    expect(c.snapshot().value).toBe('unblocked');
    const d = startLive(userBlockMachine, { input: { userId: 'u1' } });
    d.actor.send({ type: 'BLOCK' });
    expect(d.calls.block).toEqual([{ blocked_user_id: 'u1' }]);
  });
});

describe('followMachine (§4 follow and unfollow with messages)', () => {
  const start = (input: FollowInput) => {
    const showMessage = vi.fn();
    const logFollow = vi.fn();
    const live = startLive(followMachine, {
      input,
      provide: {
        actions: {
          showMessage: (_: unknown, text: unknown) => showMessage(text),
          logFollow: (_: unknown, log: unknown) => logFollow(log),
        },
      },
    });
    return { live, showMessage, logFollow };
  };

  it('follow shows at once, logs, and shows no message', async () => {
    const f = start({ kind: 'board', id: 'b1', name: 'Soups' });
    f.live.actor.send({ type: 'FOLLOW' });
    expect(showsFollowed(f.live.snapshot())).toBe(true);
    expect(f.live.calls.follow).toEqual([{ kind: 'board', id: 'b1' }]);
    await perform(followMachine, f.live, { type: 'xstate.done.actor.follow' });
    expect(f.logFollow).toHaveBeenCalledWith({ eventType: 26, id: 'b1' });
    expect(f.showMessage).not.toHaveBeenCalled();
  });

  it.each([
    ['board', 'Soups', "You unfollowed the board Soups and won't see Pins saved to it anymore.", 27],
    ['user', 'Ana', "You unfollowed Ana and won't see Pins they save anymore.", null],
    ['topic', 'Baking', "We'll show you less Pins from Baking in the future.", 602],
  ] as const)('unfollowing a %s shows its §8 message', async (kind, name, text, eventType) => {
    const f = start({ kind, id: 'x', name, followed: true });
    f.live.actor.send({ type: 'UNFOLLOW' });
    expect(showsFollowed(f.live.snapshot())).toBe(false);
    await perform(followMachine, f.live, { type: 'xstate.done.actor.unfollow' });
    expect(f.showMessage).toHaveBeenCalledWith(text);
    expect(f.logFollow).toHaveBeenCalledWith({ eventType, id: 'x' });
    expect(f.live.snapshot().value).toBe('notFollowed');
  });

  it('a failed call rolls back without a message', async () => {
    const f = start({ kind: 'topic', id: 't', name: 'Baking', followed: true });
    f.live.actor.send({ type: 'UNFOLLOW' });
    await perform(followMachine, f.live, { type: 'xstate.error.actor.unfollow', error: 'x' });
    expect(showsFollowed(f.live.snapshot())).toBe(true);
    expect(f.showMessage).not.toHaveBeenCalled();
    expect(f.live.emitted).toEqual([{ type: 'failed', action: 'unfollow', error: 'x' }]);
    const g = start({ kind: 'topic', id: 't', name: 'Baking' });
    g.live.actor.send({ type: 'FOLLOW' });
    await perform(followMachine, g.live, { type: 'xstate.error.actor.follow', error: 'x' });
    expect(showsFollowed(g.live.snapshot())).toBe(false);
  });
});
