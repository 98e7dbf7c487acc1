import { buildPath, labels, messages, type Pin } from '@tessera/model';
import { TesseraThemeProvider } from '@tessera/tokens/react';
import { ToasterProvider } from '@tessera/ui';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MotionGlobalConfig } from 'framer-motion';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { PinCard, type PinCardProps } from '../PinCard/PinCard.tsx';
import { type OutboundOptions, useOutboundLink } from './useOutboundLink.tsx';

beforeAll(() => {
  MotionGlobalConfig.skipAnimations = true;
});

const pin: Pin = {
  id: 'p1',
  gridTitle: 'Lemon tart',
  link: 'https://bakery.example/tart',
  domain: 'bakery.example',
  images: { '236x': { url: '/236.jpg', width: 236, height: 354 } },
};

function renderCard(props: Partial<PinCardProps> = {}) {
  const user = userEvent.setup();
  const open = vi.fn();
  const onClickthrough = vi.fn();
  render(
    <TesseraThemeProvider>
      <ToasterProvider>
        <PinCard
          pin={pin}
          forceOverlay
          onClickthrough={onClickthrough}
          {...props}
          outbound={{ open, ...props.outbound }}
        />
      </ToasterProvider>
    </TesseraThemeProvider>,
  );
  return { user, open, onClickthrough, domain: () => screen.getByRole('link', { name: 'bakery.examp…' }) };
}

/** The hook on a plain anchor, as another app would use it. */
function Anchor({
  href,
  options,
  onClickthrough,
}: {
  href: string;
  options: OutboundOptions;
  onClickthrough: () => void;
}) {
  const outbound = useOutboundLink({ pin, loggedIn: true, options, onClickthrough });
  return (
    <a href={href} onClick={outbound.onClick}>
      source
    </a>
  );
}

describe('the outbound link', () => {
  it('spam check allowed: opens the link in a new tab and reports the clickthrough', async () => {
    const checkSpam = vi.fn(async () => ({ redirect_status: 'allowed' }));
    const { user, open, onClickthrough, domain } = renderCard({ outbound: { checkSpam } });
    await user.click(domain());
    expect(checkSpam).toHaveBeenCalledWith({ url: pin.link, pinId: 'p1' });
    await waitFor(() => expect(open).toHaveBeenCalledWith(pin.link));
    expect(onClickthrough).toHaveBeenCalledWith({ pin, url: pin.link });
  });

  it('spam check blocked: the Heads up! modal with the server message and hostname, no navigation; Okay closes it', async () => {
    const checkSpam = vi.fn(async () => ({ redirect_status: 'blocked', message: 'This site is spam.' }));
    const { user, open, domain } = renderCard({ outbound: { checkSpam, learnMoreHref: '/policy/spam' } });
    await user.click(domain());
    const alert = await screen.findByRole('alertdialog', { name: messages.spamHeading });
    expect(alert).toHaveTextContent(messages.spamBlockedLabel);
    expect(alert).toHaveTextContent('This site is spam.');
    expect(screen.getByTestId('blocked-hostname')).toHaveTextContent('bakery.example');
    expect(open).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: labels.okay }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('a promoted pin is not spam-checked (§5)', async () => {
    const checkSpam = vi.fn(async () => ({ redirect_status: 'blocked' }));
    const { user, open, domain } = renderCard({
      pin: { ...pin, isPromoted: true, promoter: { id: 'a', fullName: 'Acme' } },
      outbound: { checkSpam },
    });
    await user.click(domain());
    expect(checkSpam).not.toHaveBeenCalled();
    await waitFor(() => expect(open).toHaveBeenCalledWith(pin.link));
  });

  it('a new user with an interstitial experience goes through /pin_redirect, and the experience is marked', async () => {
    const onExperienceViewed = vi.fn();
    const onExperienceCompleted = vi.fn();
    const experience = { placementId: 1, experienceId: 2 };
    const { user, open, domain } = renderCard({
      outbound: {
        isNewUser: true,
        interstitialExperience: experience,
        onExperienceViewed,
        onExperienceCompleted,
      },
    });
    await user.click(domain());
    await waitFor(() => expect(open).toHaveBeenCalled());
    const url = new URL(open.mock.calls[0]?.[0] as string, 'http://localhost');
    expect(url.pathname).toBe(buildPath('pinRedirect'));
    expect(url.searchParams.get('redirectUrl')).toBe(pin.link);
    expect(url.searchParams.get('domain')).toBe('bakery.example');
    expect(onExperienceViewed).toHaveBeenCalledWith(experience);
    expect(onExperienceCompleted).toHaveBeenCalledWith(experience);
  });

  it('the interstitial experience arriving after the card mounted is used by the next click', async () => {
    const user = userEvent.setup();
    const open = vi.fn();
    const experience = { placementId: 1, experienceId: 2 };
    const card = (outbound: OutboundOptions) => (
      <TesseraThemeProvider>
        <ToasterProvider>
          <PinCard pin={pin} forceOverlay outbound={{ open, ...outbound }} />
        </ToasterProvider>
      </TesseraThemeProvider>
    );
    const { rerender } = render(card({}));
    rerender(card({ isNewUser: true, interstitialExperience: experience }));
    await user.click(screen.getByRole('link', { name: 'bakery.examp…' }));
    await waitFor(() => expect(open).toHaveBeenCalled());
    expect(new URL(open.mock.calls[0]?.[0] as string, 'http://localhost').pathname).toBe(
      buildPath('pinRedirect'),
    );
  });

  it('offline: nothing opens', async () => {
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { user, open, onClickthrough, domain } = renderCard();
    await user.click(domain());
    expect(open).not.toHaveBeenCalled();
    expect(onClickthrough).not.toHaveBeenCalled();
    online.mockRestore();
  });

  it('logged out: the quality check can stop the click', async () => {
    const qualityCheck = vi.fn(async () => false);
    const { user, open, domain } = renderCard({ visitor: 'unauthenticated', outbound: { qualityCheck } });
    await user.click(domain());
    await waitFor(() => expect(qualityCheck).toHaveBeenCalled());
    // Its answer is in, and the hook (which awaits it before this test does) has acted on it.
    await expect(qualityCheck.mock.results[0]?.value).resolves.toBe(false);
    expect(open).not.toHaveBeenCalled();
  });

  it('right-click then the page hidden: the right-click is logged (§4); without the page change nothing is', async () => {
    const logRightClick = vi.fn();
    const { domain } = renderCard({ outbound: { logRightClick } });
    fireEvent.contextMenu(domain());
    expect(logRightClick).not.toHaveBeenCalled();
    document.dispatchEvent(new Event('visibilitychange'));
    expect(logRightClick).toHaveBeenCalledWith({ pinId: 'p1', href: pin.link });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(logRightClick).toHaveBeenCalledTimes(1);
  });

  it('never opens a link that is not http(s), even when the spam check says allowed (issue 18)', async () => {
    const checkSpam = vi.fn(async () => ({ redirect_status: 'allowed' }));
    const open = vi.fn();
    const onClickthrough = vi.fn();
    const user = userEvent.setup();
    for (const href of ['javascript:alert(1)', 'data:text/html,x', 'vbscript:x']) {
      const { unmount } = render(
        <Anchor href={href} options={{ checkSpam, open }} onClickthrough={onClickthrough} />,
      );
      await user.click(screen.getByRole('link', { name: 'source' }));
      // The click is decided once every spam check it asked for has answered: the hook's machine
      // awaits each answer before this test does, so what it does with it has been done by then.
      await Promise.allSettled(checkSpam.mock.results.map((result) => result.value));
      unmount();
    }
    expect(open).not.toHaveBeenCalled();
    expect(onClickthrough).not.toHaveBeenCalled();
    // The same hook does open an http(s) link, so the test above is not vacuous.
    render(
      <Anchor
        href="https://bakery.example/tart"
        options={{ checkSpam, open }}
        onClickthrough={onClickthrough}
      />,
    );
    await user.click(screen.getByRole('link', { name: 'source' }));
    await waitFor(() => expect(open).toHaveBeenCalledWith('https://bakery.example/tart'));
  });

  it('draws no source link for a pin whose link is not http(s)', () => {
    renderCard({ pin: { ...pin, link: 'JaVaScRiPt:alert(1)' } });
    expect(screen.queryByRole('link', { name: 'bakery.examp…' })).toBeNull();
  });
});
