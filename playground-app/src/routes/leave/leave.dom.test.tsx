import { ResourceRequestError } from '@tessera/api';
import { labels, messages } from '@tessera/model';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderSite, stubBrowserForSite } from '../../app/testing.tsx';
import { LEAVE_TEXT } from './leaveText.ts';

beforeAll(() => stubBrowserForSite());

const redirectPath = (redirectUrl: string) =>
  `/pin_redirect/?${new URLSearchParams({
    domain: 'bakery.example',
    domainImageUrl: '',
    origin: 'http://localhost',
    pinCategory: 'food',
    pinImageUrl: '/media/236x/ab/cd/ef/abcdef.jpg',
    redirectUrl,
  })}`;

function offsiteApi(redirect_status: string) {
  return {
    ...fakeApi(),
    checkOffsite: vi.fn(async ({ url }: { url: string }) => ({ message: '', redirect_status, url })),
  };
}

describe('/pin_redirect, the interstitial (§2)', () => {
  it('names where the link goes, and Continue is the link itself', async () => {
    renderSite(redirectPath('https://bakery.example/lemon-tart/'));
    expect(
      await screen.findByRole('heading', { level: 1, name: LEAVE_TEXT.heading('bakery.example') }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: LEAVE_TEXT.continue('bakery.example') })).toHaveAttribute(
      'href',
      'https://bakery.example/lemon-tart/',
    );
    expect(screen.getByRole('button', { name: LEAVE_TEXT.back })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toMatch(new RegExp(`^${LEAVE_TEXT.title}`)));
  });

  it('names the host of the address Continue opens, not the domain the link claims', async () => {
    renderSite(redirectPath('https://evil.example/phish').replace('bakery.example', 'trusted-bank.example'));
    expect(
      await screen.findByRole('heading', { level: 1, name: LEAVE_TEXT.heading('evil.example') }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: LEAVE_TEXT.continue('evil.example') })).toHaveAttribute(
      'href',
      'https://evil.example/phish',
    );
    // The claimed site is named only to say it is not where the link goes (issue 32).
    expect(screen.getByRole('alert')).toHaveTextContent(
      LEAVE_TEXT.domainMismatch('trusted-bank.example', 'evil.example'),
    );
    expect(screen.getAllByText(/trusted-bank/)).toHaveLength(1);
  });

  it('says nothing of a mismatch when the link names its own site', async () => {
    renderSite(redirectPath('https://bakery.example/lemon-tart/'));
    await screen.findByRole('heading', { level: 1, name: LEAVE_TEXT.heading('bakery.example') });
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a redirectUrl that is not http(s) never becomes a link', async () => {
    renderSite(redirectPath('javascript:alert(1)'));
    expect(await screen.findByRole('heading', { level: 1, name: LEAVE_TEXT.badLinkHeading })).toBeVisible();
    expect(screen.queryByRole('link', { name: /Continue/ })).toBeNull();
  });
});

describe('/offsite/ (§2, §4 spam check)', () => {
  const replace = vi.fn();
  beforeAll(() => {
    Object.defineProperty(window, 'location', {
      configurable: true,
      value: { ...window.location, replace, assign: vi.fn(), href: window.location.href },
    });
  });
  afterEach(() => replace.mockClear());

  it('records the click (check_only false) and, allowed, replaces the page with the website', async () => {
    const api = offsiteApi('allowed');
    renderSite('/offsite/?url=https%3A%2F%2Fbakery.example%2F&pin=42&client_tracking_params=abc', api);
    expect(
      await screen.findByRole('heading', { level: 1, name: LEAVE_TEXT.opening('bakery.example') }),
    ).toBeVisible();
    expect(api.checkOffsite).toHaveBeenCalledWith({
      url: 'https://bakery.example/',
      check_only: false,
      pin_id: '42',
      client_tracking_params: 'abc',
    });
    await waitFor(() => expect(replace).toHaveBeenCalledWith('https://bakery.example/'));
  });

  it.each(['blocked', 'suspicious', 'porn'])(
    '%s: the §8 warning with Okay, and no navigation',
    async (status) => {
      const user = userEvent.setup();
      const api = offsiteApi(status);
      const { router } = renderSite('/offsite/?url=https%3A%2F%2Fspam.example%2F&pin=42', api);
      expect(await screen.findByRole('heading', { level: 1, name: messages.spamHeading })).toBeVisible();
      expect(screen.getByText(messages.spamBlockedLabel)).toBeInTheDocument();
      expect(replace).not.toHaveBeenCalled();
      await user.click(screen.getByRole('button', { name: labels.okay }));
      expect(router.state.location.pathname).toBe('/offsite/');
    },
  );

  it('a url without its pin (or a third-party ad) is no pin’s link: not checked, never opened', async () => {
    const api = offsiteApi('allowed');
    renderSite('/offsite/?url=https%3A%2F%2Fbakery.example%2F', api);
    expect(await screen.findByRole('heading', { level: 1, name: LEAVE_TEXT.badLinkHeading })).toBeVisible();
    expect(screen.getByText(LEAVE_TEXT.notPinLinkBody)).toBeVisible();
    expect(api.checkOffsite).not.toHaveBeenCalled();
  });

  it('a url that is not http(s) is not checked and never opens', async () => {
    const api = offsiteApi('allowed');
    renderSite('/offsite/?url=javascript%3Aalert(1)&pin=42', api);
    expect(await screen.findByRole('heading', { level: 1, name: LEAVE_TEXT.badLinkHeading })).toBeVisible();
    expect(screen.getByText(LEAVE_TEXT.badLinkBody)).toBeVisible();
    expect(api.checkOffsite).not.toHaveBeenCalled();
    expect(replace).not.toHaveBeenCalled();
  });

  it('a url the server refuses (not the pin’s own link) is a bad link: never opened, no Try again', async () => {
    const api = offsiteApi('allowed');
    api.checkOffsite.mockRejectedValueOnce(
      new ResourceRequestError({ message: 'url is not the link of pin 42.', http_status: 400 }),
    );
    renderSite('/offsite/?url=https%3A%2F%2Fevil.example%2F&pin=42', api);
    expect(await screen.findByRole('heading', { level: 1, name: LEAVE_TEXT.badLinkHeading })).toBeVisible();
    expect(screen.getByText(LEAVE_TEXT.notPinLinkBody)).toBeVisible();
    expect(screen.queryByRole('button', { name: LEAVE_TEXT.tryAgain })).toBeNull();
    expect(replace).not.toHaveBeenCalled();
  });

  it('a failed check says so and Try again checks again', async () => {
    const user = userEvent.setup();
    const api = offsiteApi('allowed');
    api.checkOffsite.mockRejectedValueOnce(new Error('offline'));
    renderSite('/offsite/?url=https%3A%2F%2Fbakery.example%2F&pin=42', api);
    expect(await screen.findByText(LEAVE_TEXT.checkFailed)).toBeVisible();
    await user.click(screen.getByRole('button', { name: LEAVE_TEXT.tryAgain }));
    await waitFor(() => expect(replace).toHaveBeenCalledWith('https://bakery.example/'));
  });
});
