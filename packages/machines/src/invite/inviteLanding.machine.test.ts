import { INVITE_CHANNELS_WITHOUT_POPOVER } from '@tessera/model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { perform, startLive } from '../testing/modelBased.ts';
import {
  type InviteLandingInput,
  type InviteMetadata,
  inviteLandingMachine,
} from './inviteLanding.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const SENDER = {
  id: 'u1',
  first_name: 'Ana',
  is_default_image: false,
  image_medium_url: '',
  should_show_messaging: true,
};
const invite = (channel: number | null, sender = SENDER): InviteMetadata => ({
  sender,
  invite_channel: channel,
});

function start(input: Partial<InviteLandingInput> = {}) {
  const showInviteToast = vi.fn();
  const clearInviteState = vi.fn();
  const live = startLive(inviteLandingMachine, {
    input: { inviteCode: 'abc', loggedIn: false, desktop: true, ...input },
    provide: {
      actions: { showInviteToast: (_: unknown, i: unknown) => showInviteToast(i), clearInviteState },
    },
  });
  const reply = (output: InviteMetadata) =>
    perform(inviteLandingMachine, live, { type: 'xstate.done.actor.fetchInviteMetadata', output });
  return { live, reply, showInviteToast, clearInviteState, value: () => live.snapshot().value };
}

describe('inviteLandingMachine (§4 invite landing)', () => {
  it('fetches the metadata for the invite code', () => {
    const i = start();
    expect(i.value()).toBe('fetching');
    expect(i.live.calls.fetchInviteMetadata).toEqual([{ invite_code: 'abc' }]);
  });

  it('without an invite code nothing happens', () => {
    const i = start({ inviteCode: null });
    expect(i.value()).toBe('done');
    expect(i.live.calls.fetchInviteMetadata).toEqual([]);
  });

  it('logged out on desktop: the inviter popover until dismissed', async () => {
    const i = start();
    await i.reply(invite(1));
    expect(i.value()).toBe('popover');
    expect(i.live.snapshot().context.invite).toEqual(invite(1));
    i.live.actor.send({ type: 'DISMISS' });
    expect(i.value()).toBe('done');
  });

  it('no popover for invite channels 5, 9, 12, 16, nor on mobile', async () => {
    expect(INVITE_CHANNELS_WITHOUT_POPOVER).toEqual([5, 9, 12, 16]);
    for (const channel of INVITE_CHANNELS_WITHOUT_POPOVER) {
      const i = start();
      await i.reply(invite(channel));
      expect(i.value()).toBe('done');
    }
    const mobile = start({ desktop: false });
    await mobile.reply(invite(1));
    expect(mobile.value()).toBe('done');
    expect(mobile.showInviteToast).not.toHaveBeenCalled();
  });

  it('the width class learned while the invite is read decides the popover (a hydrated page starts as not a desktop)', async () => {
    const hydrated = start({ desktop: false });
    hydrated.live.actor.send({ type: 'VIEWPORT', desktop: true });
    await hydrated.reply(invite(1));
    expect(hydrated.value()).toBe('popover');
    const narrowed = start({ desktop: true });
    narrowed.live.actor.send({ type: 'VIEWPORT', desktop: false });
    await narrowed.reply(invite(1));
    expect(narrowed.value()).toBe('done');
  });

  it('logged in: a toast only if the sender differs and both can message', async () => {
    const viewer = { id: 'me', should_show_messaging: true };
    for (const desktop of [true, false]) {
      const i = start({ loggedIn: true, desktop, viewer });
      await i.reply(invite(5));
      expect(i.showInviteToast).toHaveBeenCalledWith(invite(5));
    }
    const self = start({ loggedIn: true, viewer: { id: 'u1', should_show_messaging: true } });
    await self.reply(invite(1));
    const senderMute = start({ loggedIn: true, viewer });
    await senderMute.reply(invite(1, { ...SENDER, should_show_messaging: false }));
    const viewerMute = start({ loggedIn: true, viewer: { id: 'me' } });
    await viewerMute.reply(invite(1));
    for (const i of [self, senderMute, viewerMute]) {
      expect(i.showInviteToast).not.toHaveBeenCalled();
      expect(i.value()).toBe('done');
    }
  });

  it('any failure clears the state silently', async () => {
    const i = start({ loggedIn: true });
    await perform(inviteLandingMachine, i.live, {
      type: 'xstate.error.actor.fetchInviteMetadata',
      error: 'x',
    });
    expect(i.clearInviteState).toHaveBeenCalledTimes(1);
    expect(i.live.snapshot().context.invite).toBeNull();
    expect(i.value()).toBe('done');
  });
});
