import { labels, messages, type Pin, unfollowMessage } from '@tessera/model';
import { TesseraThemeProvider } from '@tessera/tokens/react';
import { ToasterProvider } from '@tessera/ui';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MotionGlobalConfig } from 'framer-motion';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { APP_UPSELL_TEXT } from '../Overlays/AppUpsellModal.tsx';
import { PinCard, type PinCardProps } from '../PinCard/PinCard.tsx';
import { OPTIONS_MENU_TEXT } from './OptionsMenu.tsx';

beforeAll(() => {
  MotionGlobalConfig.skipAnimations = true;
});

const pin: Pin = {
  id: 'p1',
  gridTitle: 'Lemon tart',
  pinner: { id: 'u1', fullName: 'Ana Lima' },
  images: { '236x': { url: '/236.jpg', width: 236, height: 354 } },
};

function renderCard(props: Partial<PinCardProps> = {}) {
  const user = userEvent.setup();
  render(
    <TesseraThemeProvider>
      <ToasterProvider>
        <PinCard pin={pin} forceOverlay {...props} />
      </ToasterProvider>
    </TesseraThemeProvider>,
  );
  const choose = async (label: string) => {
    // Opened from the keyboard: jsdom's pointer emulation and react-aria's press-start opening
    // disagree (as in the ui Menu tests); the stories open it with a real pointer in Chromium.
    screen.getByRole('button', { name: labels.moreOptions }).focus();
    await user.keyboard('{Enter}');
    await user.click(await screen.findByRole('menuitem', { name: label }));
  };
  return { user, choose };
}

describe('the options menu', () => {
  it('Report: the app reports, then the Reported overlay; Unfollow there shows the unfollow message', async () => {
    const onReport = vi.fn(async () => undefined);
    const onUnfollow = vi.fn(async () => ({ kind: 'user' as const, name: 'Ana Lima' }));
    const { user, choose } = renderCard({ onReport, onUnfollow });
    await choose(OPTIONS_MENU_TEXT.report);
    expect(onReport).toHaveBeenCalledWith({ pin });
    const overlay = await screen.findByTestId('feedback-overlay');
    expect(overlay).toHaveTextContent(messages.reported);
    await user.click(within(overlay).getByRole('button', { name: labels.unfollow }));
    expect(await screen.findByText(unfollowMessage({ kind: 'user', name: 'Ana Lima' }))).toBeInTheDocument();
    expect(onUnfollow).toHaveBeenCalledWith({ pin });
  });

  it('Hide: Pin hidden', async () => {
    const onHide = vi.fn(async () => undefined);
    const { choose } = renderCard({ onHide });
    await choose(OPTIONS_MENU_TEXT.hide);
    expect(await screen.findByText(messages.pinHiddenTitle)).toBeInTheDocument();
    expect(screen.getByText(messages.pinHiddenText)).toBeInTheDocument();
  });

  it('a failed unfollow leaves the card as it was', async () => {
    const onUnfollow = vi.fn(async () => Promise.reject(new Error('offline')));
    const { choose } = renderCard({ onUnfollow });
    await choose(labels.unfollow);
    await vi.waitFor(() => expect(onUnfollow).toHaveBeenCalled());
    expect(screen.queryByTestId('feedback-overlay')).toBeNull();
  });

  it('a failed hide or report leaves the card as it was (the rejection is handled)', async () => {
    const onHide = vi.fn(async () => Promise.reject(new Error('offline')));
    const onReport = vi.fn(async () => Promise.reject(new Error('offline')));
    const { choose } = renderCard({ onHide, onReport });
    await choose(OPTIONS_MENU_TEXT.hide);
    await vi.waitFor(() => expect(onHide).toHaveBeenCalledWith({ pin }));
    await choose(OPTIONS_MENU_TEXT.report);
    await vi.waitFor(() => expect(onReport).toHaveBeenCalledWith({ pin }));
    // Both calls have failed, and the card has taken it: it awaits each promise before this test does,
    // so its handling has run by then, and act lets React render whatever that changed.
    await act(async () => {
      await expect(onHide.mock.results[0]?.value).rejects.toThrow('offline');
      await expect(onReport.mock.results[0]?.value).rejects.toThrow('offline');
    });
    expect(screen.queryByTestId('feedback-overlay')).toBeNull();
    expect(screen.queryByText(messages.pinHiddenTitle)).toBeNull();
  });

  it('a promoted pin: Why am I seeing this ad? opens the ad reasons', async () => {
    const promoted: Pin = {
      ...pin,
      isPromoted: true,
      promoter: { id: 'a', fullName: 'Acme' },
      adTargetingAttribution: { isThirdPartyAdPersonalizationEnabled: true, matchedInterest: 'Baking' },
    };
    const { choose } = renderCard({ pin: promoted });
    await choose(OPTIONS_MENU_TEXT.whyThisAd);
    const dialog = await screen.findByRole('dialog', { name: OPTIONS_MENU_TEXT.whyThisAd });
    expect(dialog).toHaveTextContent(messages.reasonPromoted('Acme'));
    expect(dialog).toHaveTextContent(messages.reasonPersonalizedByPartner);
    expect(
      within(dialog)
        .getAllByTestId('ad-targeting')
        .map((item) => item.textContent),
    ).toContain('matchedInterest: Baking');
  });
});

describe('the logged-out desktop context menu', () => {
  it('right-click opens Open / Save; Save asks to log in', async () => {
    const onLoginPrompt = vi.fn();
    const user = userEvent.setup();
    render(
      <TesseraThemeProvider>
        <ToasterProvider>
          <PinCard pin={pin} visitor="unauthenticated" onLoginPrompt={onLoginPrompt} />
        </ToasterProvider>
      </TesseraThemeProvider>,
    );
    fireEvent.contextMenu(screen.getByTestId('pin-card'), { clientX: 20, clientY: 20 });
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: labels.open })).toBeInTheDocument();
    await user.click(within(menu).getByRole('menuitem', { name: labels.save }));
    expect(onLoginPrompt).toHaveBeenCalledWith({ pin, action: 'save' });
  });

  it('no context menu for a pin without a pinner (§5)', () => {
    render(
      <TesseraThemeProvider>
        <ToasterProvider>
          <PinCard pin={{ ...pin, pinner: undefined } as Pin} visitor="unauthenticated" />
        </ToasterProvider>
      </TesseraThemeProvider>,
    );
    fireEvent.contextMenu(screen.getByTestId('pin-card'));
    expect(screen.queryByRole('menu')).toBeNull();
  });
});

describe('the app upsell (§2, §6)', () => {
  it('a logged-out image click opens the app-upsell modal when the gate allows; Open the app calls the app', async () => {
    const onOpenApp = vi.fn();
    const onShown = vi.fn();
    const user = userEvent.setup();
    const { container } = render(
      <TesseraThemeProvider>
        <ToasterProvider>
          <PinCard pin={pin} visitor="unauthenticated" appUpsell={{ allowed: true, onOpenApp, onShown }} />
        </ToasterProvider>
      </TesseraThemeProvider>,
    );
    await user.click(container.querySelector('a[aria-hidden="true"]') as HTMLElement);
    const dialog = await screen.findByRole('dialog', { name: APP_UPSELL_TEXT.heading });
    expect(onShown).toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: APP_UPSELL_TEXT.openApp }));
    expect(onOpenApp).toHaveBeenCalled();
  });

  it('no upsell when the gate says no, nor for logged-in viewers; Send can carry the app icon', () => {
    render(
      <TesseraThemeProvider>
        <ToasterProvider>
          <PinCard
            pin={pin}
            forceOverlay
            onSend={vi.fn()}
            appUpsell={{ allowed: true, onOpenApp: vi.fn(), shareIcon: true }}
          />
        </ToasterProvider>
      </TesseraThemeProvider>,
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('send-app-icon')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: labels.send })).toBeInTheDocument();
  });
});
