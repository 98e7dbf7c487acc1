import { LINK_NAVIGATION_EMPTY_HREF, RIGHT_CLICK_SKIP_EXTENSIONS } from '@tessera/model';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { perform, startLive } from '../testing/modelBased.ts';
import {
  type ClickthroughClick,
  type ClickthroughInput,
  clickthroughMachine,
} from './clickthrough.machine.ts';
import { rightClickMachine } from './rightClick.machine.ts';
import { hostnameOf, spamCheckMachine } from './spamCheck.machine.ts';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

const ACTIONS = [
  'openCloseupInNewTab',
  'openInterstitial',
  'markExperienceViewed',
  'markExperienceCompleted',
  'backgroundGet',
  'onTap',
  'openLink',
];
const CLICK: ClickthroughClick = { pinId: 'p1', href: 'https://example.com/a', online: true };
const EXPERIENCE = { placementId: 1, experienceId: 2 };

function clickthrough(input: ClickthroughInput) {
  const log: string[] = [];
  const actions = Object.fromEntries(ACTIONS.map((name) => [name, () => log.push(name)]));
  const live = startLive(clickthroughMachine, { input, provide: { actions } });
  const click = (extra: Partial<ClickthroughClick> = {}) =>
    live.actor.send({ type: 'CLICK', ...CLICK, ...extra });
  return { live, log, click, value: () => live.snapshot().value };
}

describe('clickthroughMachine (§4 clickthrough)', () => {
  it('offline: nothing opens', () => {
    const c = clickthrough({ loggedIn: true });
    c.click({ online: false });
    const d = clickthrough({ loggedIn: false });
    d.click({ online: false });
    expect([...c.log, ...d.log]).toEqual([]);
    expect(d.value()).toBe('idle');
  });

  it('logged in: opens the link directly', () => {
    const c = clickthrough({ loggedIn: true });
    c.click();
    expect(c.log).toEqual(['openLink']);
    expect(c.live.snapshot().context.click).toEqual(CLICK);
  });

  it('logged out: the quality check runs first, then the link opens', async () => {
    const c = clickthrough({ loggedIn: false });
    c.click();
    expect(c.value()).toBe('qualityChecking');
    expect(c.live.calls.qualityCheck).toEqual([CLICK]);
    expect(c.log).toEqual([]);
    await perform(clickthroughMachine, c.live, { type: 'xstate.done.actor.qualityCheck', output: true });
    expect(c.log).toEqual(['openLink']);
    expect(c.value()).toBe('idle');
  });

  it('a failed quality check stops the click; an erroring check lets it through', async () => {
    const c = clickthrough({ loggedIn: false });
    c.click();
    await perform(clickthroughMachine, c.live, { type: 'xstate.done.actor.qualityCheck', output: false });
    expect(c.log).toEqual([]);
    c.click();
    await perform(clickthroughMachine, c.live, {
      type: 'xstate.error.actor.qualityCheck',
      error: 'x',
    } as never);
    expect(c.log).toEqual(['openLink']);
  });

  it('new or upsell-eligible users with an interstitial and no promoter get the interstitial, marked viewed and completed', () => {
    for (const input of [
      { loggedIn: true, isNewUser: true, interstitialExperience: EXPERIENCE },
      { loggedIn: true, upsellEligible: true, interstitialExperience: EXPERIENCE },
    ]) {
      const c = clickthrough(input);
      c.click();
      expect(c.log).toEqual(['openInterstitial', 'markExperienceViewed', 'markExperienceCompleted']);
    }
  });

  it('no interstitial with a promoter, without the experience, or for other users', () => {
    const promoted = clickthrough({ loggedIn: true, isNewUser: true, interstitialExperience: EXPERIENCE });
    promoted.click({ hasPromoter: true });
    const noExperience = clickthrough({ loggedIn: true, isNewUser: true });
    noExperience.click();
    const regular = clickthrough({ loggedIn: true, interstitialExperience: EXPERIENCE });
    regular.click();
    expect([promoted.log, noExperience.log, regular.log]).toEqual([['openLink'], ['openLink'], ['openLink']]);
  });

  it('linkless: a background GET and the tap callback', () => {
    const c = clickthrough({ loggedIn: true });
    c.click({ linkless: true });
    expect(c.log).toEqual(['backgroundGet', 'onTap']);
  });

  it('cmd-click on desktop by a signed-out visitor opens the closeup in a new tab', () => {
    const c = clickthrough({ loggedIn: false, desktop: true });
    c.click({ modifier: true });
    expect(c.log).toEqual(['openCloseupInNewTab']);
    expect(c.value()).toBe('idle');
    const mobile = clickthrough({ loggedIn: false, desktop: false });
    mobile.click({ modifier: true });
    expect(mobile.value()).toBe('qualityChecking');
    const signedIn = clickthrough({ loggedIn: true, desktop: true });
    signedIn.click({ modifier: true });
    expect(signedIn.log).toEqual(['openLink']);
  });
});

describe('rightClickMachine (§4 right-click)', () => {
  const start = () => {
    const log = vi.fn();
    const live = startLive(rightClickMachine, {
      provide: { actions: { logRightClick: (_: unknown, t: unknown) => log(t) } },
    });
    return { live, log, send: live.actor.send.bind(live.actor), value: () => live.snapshot().value };
  };

  it('a right-click on a hovered pin is logged only when the page visibility changes', () => {
    const r = start();
    r.send({ type: 'RIGHT_CLICK', hovered: true, pinId: 'p1', href: 'https://shop.example/item' });
    expect(r.value()).toBe('pending');
    expect(r.log).not.toHaveBeenCalled();
    r.send({ type: 'VISIBILITY_CHANGE' });
    expect(r.log).toHaveBeenCalledWith({ pinId: 'p1', href: 'https://shop.example/item' });
    expect(r.value()).toBe('idle');
    r.send({ type: 'VISIBILITY_CHANGE' });
    expect(r.log).toHaveBeenCalledTimes(1);
  });

  it('skips unhovered pins, pin page links and every skipped file extension', () => {
    const r = start();
    r.send({ type: 'RIGHT_CLICK', hovered: false, pinId: 'p1', href: 'https://shop.example/item' });
    r.send({ type: 'RIGHT_CLICK', hovered: true, pinId: 'p1', href: '/pin/123/' });
    for (const ext of RIGHT_CLICK_SKIP_EXTENSIONS) {
      r.send({ type: 'RIGHT_CLICK', hovered: true, pinId: 'p1', href: `https://cdn.example/file.${ext}` });
    }
    expect(r.value()).toBe('idle');
  });

  it('a new right-click replaces the pending one; a skipped one or CANCEL drops it', () => {
    const r = start();
    r.send({ type: 'RIGHT_CLICK', hovered: true, pinId: 'p1', href: 'https://a.example/' });
    r.send({ type: 'RIGHT_CLICK', hovered: true, pinId: 'p2', href: 'https://b.example/' });
    expect(r.live.snapshot().context.pending).toEqual({ pinId: 'p2', href: 'https://b.example/' });
    r.send({ type: 'RIGHT_CLICK', hovered: true, pinId: 'p3', href: 'https://b.example/x.png' });
    expect(r.value()).toBe('idle');
    r.send({ type: 'RIGHT_CLICK', hovered: true, pinId: 'p1', href: 'https://a.example/' });
    r.send({ type: 'CANCEL' });
    r.send({ type: 'VISIBILITY_CHANGE' });
    expect(r.log).not.toHaveBeenCalled();
  });
});

describe('spamCheckMachine (§4 offsite spam check, §8 spam modal)', () => {
  const start = () => {
    const navigate = vi.fn();
    const logEmptyHref = vi.fn();
    const live = startLive(spamCheckMachine, {
      provide: {
        actions: {
          navigate: (_: unknown, url: unknown) => navigate(url),
          logEmptyHref: (_: unknown, name: unknown) => logEmptyHref(name),
        },
      },
    });
    const click = (
      href: string | null,
      extra: { offsite?: boolean; modifier?: boolean; pinId?: string } = {},
    ) => live.actor.send({ type: 'LINK_CLICK', href, offsite: false, ...extra });
    const reply = (output: unknown) =>
      perform(spamCheckMachine, live, { type: 'xstate.done.actor.spamCheck', output } as never);
    return { live, navigate, logEmptyHref, click, reply, value: () => live.snapshot().value };
  };

  it('empty or hash-only href does nothing but log link_navigation_empty_href', () => {
    const s = start();
    for (const href of ['', '  ', '#', '#top', null]) s.click(href, { offsite: true });
    expect(s.logEmptyHref).toHaveBeenCalledTimes(5);
    expect(s.logEmptyHref).toHaveBeenCalledWith(LINK_NAVIGATION_EMPTY_HREF);
    expect(s.navigate).not.toHaveBeenCalled();
    expect(s.value()).toBe('idle');
  });

  it('meta/ctrl clicks on non-offsite links are left to the browser; plain ones navigate', () => {
    const s = start();
    s.click('/u/board/', { modifier: true });
    expect(s.navigate).not.toHaveBeenCalled();
    s.click('/u/board/');
    expect(s.navigate).toHaveBeenCalledWith('/u/board/');
  });

  it('blocked, suspicious and porn are blocked with the modal until Okay', async () => {
    for (const status of ['blocked', 'suspicious', 'porn']) {
      const s = start();
      s.click('https://bad.example/x', { offsite: true, pinId: 'p1' });
      expect(s.value()).toBe('checking');
      expect(s.live.calls.spamCheck).toEqual([{ url: 'https://bad.example/x', pinId: 'p1' }]);
      await s.reply({ redirect_status: status, message: 'Spam!', url: 'https://bad.example/x' });
      expect(s.value()).toBe('blocked');
      expect(s.live.snapshot().context.blocked).toEqual({ message: 'Spam!', hostname: 'bad.example' });
      expect(s.navigate).not.toHaveBeenCalled();
      s.live.actor.send({ type: 'OKAY' });
      expect(s.value()).toBe('idle');
      expect(s.live.snapshot().context.blocked).toBeNull();
    }
  });

  it('any other status navigates; an error reply or a failed check does nothing', async () => {
    const s = start();
    s.click('https://ok.example/', { offsite: true });
    await s.reply({ redirect_status: 'allowed' });
    expect(s.navigate).toHaveBeenCalledWith('https://ok.example/');
    s.click('https://ok.example/', { offsite: true });
    await s.reply({ redirect_status: 'error' });
    s.click('https://ok.example/', { offsite: true });
    await perform(spamCheckMachine, s.live, { type: 'xstate.error.actor.spamCheck', error: 'x' } as never);
    expect(s.navigate).toHaveBeenCalledTimes(1);
    expect(s.value()).toBe('idle');
  });

  it('hostnameOf falls back to the text for an unparsable URL', () => {
    expect(hostnameOf('https://a.b.example:8080/x')).toBe('a.b.example');
    expect(hostnameOf('not a url')).toBe('not a url');
  });
});
