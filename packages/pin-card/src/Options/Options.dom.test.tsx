import {
  createEntityActions,
  createEntityStore,
  EntityStoreProvider,
  ResourceRequestError,
  type TesseraApi,
} from '@tessera/api';
import { labels, messages, type Pin, unfollowMessage } from '@tessera/model';
import { TesseraThemeProvider } from '@tessera/tokens/react';
import { ToasterProvider } from '@tessera/ui';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
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

/** A card in an app that gives a store of its own but no intents: the card's handlers are plain calls. */
function renderCard(props: Partial<PinCardProps> = {}) {
  const user = userEvent.setup();
  render(
    <TesseraThemeProvider>
      <ToasterProvider>
        <EntityStoreProvider store={createEntityStore()}>
          <PinCard pin={pin} forceOverlay {...props} />
        </EntityStoreProvider>
      </ToasterProvider>
    </TesseraThemeProvider>,
  );
  const choose = (label: string) => chooseIn(screen, user, label);
  return { user, choose };
}

/** Opens the options menu of the card in `scope` and chooses `label`. */
async function chooseIn(scope: Pick<typeof screen, 'getByRole'>, user: UserEvent, label: string) {
  // Opened from the keyboard: jsdom's pointer emulation and react-aria's press-start opening
  // disagree (as in the ui Menu tests); the stories open it with a real pointer in Chromium.
  scope.getByRole('button', { name: labels.moreOptions }).focus();
  await user.keyboard('{Enter}');
  await user.click(await screen.findByRole('menuitem', { name: label }));
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

/** An api whose every call answers (or, with `refuse`, is refused). */
function fakeApi(refuse = false): TesseraApi {
  return new Proxy({} as TesseraApi, {
    get: () => async () => {
      if (refuse) throw new ResourceRequestError({ message: 'No', http_status: 500 });
      return {};
    },
  });
}

const CARD_NAMES = ['first', 'second'] as const;

/**
 * How the cards' handlers change the pin: through the store's intents (the site: EntityStoreProvider
 * with actions), or as plain calls of an app that gives no intents (the card writes the store).
 */
type Wiring = 'intents' | 'calls';

/** `cards` cards of one pin on one store; `remount` renders them anew. */
function renderCards(
  cards: number,
  { api = fakeApi(), wiring = 'intents' }: { api?: TesseraApi; wiring?: Wiring } = {},
) {
  const store = createEntityStore();
  const actions = createEntityActions(store, api);
  const changes: Promise<unknown>[] = [];
  const track = <T,>(change: Promise<T>) => {
    changes.push(change);
    return change;
  };
  const handlers: Pick<PinCardProps, 'onHide' | 'onReport' | 'onUnfollow'> =
    wiring === 'intents'
      ? {
          onHide: async ({ pin: hidden }) => void (await track(actions.hide(hidden))),
          onReport: async ({ pin: reported }) => void (await track(actions.report(reported))),
          onUnfollow: async ({ pin: from }) => {
            await track(actions.unfollowFromPin(from, 'Ana Lima'));
            return { kind: 'user', name: 'Ana Lima' };
          },
        }
      : {
          onHide: async ({ pin: hidden }) =>
            void (await track(api.sendPinFeedback({ pin_id: hidden.id, feedback_type: 'hide' }))),
          onReport: async ({ pin: reported }) =>
            void (await track(api.sendPinFeedback({ pin_id: reported.id, feedback_type: 'report' }))),
          onUnfollow: async ({ pin: from }) => {
            await track(api.sendPinFeedback({ pin_id: from.id, feedback_type: 'unfollow' }));
            return { kind: 'user', name: 'Ana Lima' };
          },
        };
  const tree = (generation: number) => (
    <TesseraThemeProvider>
      <ToasterProvider>
        <EntityStoreProvider store={store} actions={wiring === 'intents' ? actions : null}>
          {CARD_NAMES.slice(0, cards).map((name) => (
            <div key={`${generation}-${name}`} data-testid={`card-${CARD_NAMES.indexOf(name)}`}>
              <PinCard pin={pin} forceOverlay {...handlers} />
            </div>
          ))}
        </EntityStoreProvider>
      </ToasterProvider>
    </TesseraThemeProvider>
  );
  const view = render(tree(0));
  let generation = 0;
  const user = userEvent.setup();
  return {
    user,
    store,
    card: (i: number) => within(screen.getByTestId(`card-${i}`)),
    /** Every change the cards asked for has been answered (and rolled back if refused). */
    settled: () => act(async () => void (await Promise.allSettled(changes))),
    /** Unmounts every card and mounts new ones (Back to the grid, a scroll that remounts). */
    remount: () => {
      generation += 1;
      view.rerender(tree(generation));
    },
    choose: (i: number, label: string) => chooseIn(within(screen.getByTestId(`card-${i}`)), user, label),
  };
}

/**
 * Issue 27: the viewer's feedback on a pin (hidden, reported, unfollowed) is the entity store's, so
 * it survives a remount (open a closeup, Back; a scroll that unmounts the card) and every card of
 * the pin shows it. The card keeps no copy: whether its handlers are the store's intents (the site)
 * or plain calls (an app without intents, where the card writes the store around them).
 */
describe.each<Wiring>(['intents', 'calls'])(
  "the card shows the store's feedback on its pin (handlers: %s)",
  (wiring) => {
    it('Hide: both cards of the pin say Pin hidden, and still do after a remount', async () => {
      const { card, choose, remount, store } = renderCards(2, { wiring });
      await choose(0, OPTIONS_MENU_TEXT.hide);
      expect(await card(0).findByText(messages.pinHiddenTitle)).toBeInTheDocument();
      expect(card(1).getByText(messages.pinHiddenTitle)).toBeInTheDocument();
      expect(store.getSnapshot().context.pinFeedback[pin.id]).toEqual({ kind: 'hidden' });
      act(() => remount());
      expect(card(0).getByText(messages.pinHiddenTitle)).toBeInTheDocument();
      expect(card(1).getByText(messages.pinHiddenTitle)).toBeInTheDocument();
    });

    it('Report, then Unfollow on the Reported overlay: each survives a remount, on every card', async () => {
      const { user, card, choose, remount, store } = renderCards(2, { wiring });
      await choose(0, OPTIONS_MENU_TEXT.report);
      expect(await card(1).findByText(messages.reported)).toBeInTheDocument();
      act(() => remount());
      const overlay = card(0).getByTestId('feedback-overlay');
      expect(overlay).toHaveTextContent(messages.reported);
      // The remounted card's Unfollow still works: it was Reported before this mount.
      await user.click(within(overlay).getByRole('button', { name: labels.unfollow }));
      const unfollowed = unfollowMessage({ kind: 'user', name: 'Ana Lima' });
      expect(await card(1).findByText(unfollowed)).toBeInTheDocument();
      expect(store.getSnapshot().context.pinFeedback[pin.id]).toEqual({
        kind: 'unfollowed',
        target: 'user',
        name: 'Ana Lima',
      });
      act(() => remount());
      expect(card(0).getByText(unfollowed)).toBeInTheDocument();
      expect(card(1).getByText(unfollowed)).toBeInTheDocument();
    });

    it('Unfollow from the menu: every card of the pin says so, after a remount too', async () => {
      const { card, choose, remount } = renderCards(2, { wiring });
      await choose(1, labels.unfollow);
      const unfollowed = unfollowMessage({ kind: 'user', name: 'Ana Lima' });
      expect(await card(0).findByText(unfollowed)).toBeInTheDocument();
      act(() => remount());
      expect(card(0).getByText(unfollowed)).toBeInTheDocument();
      expect(card(1).getByText(unfollowed)).toBeInTheDocument();
    });

    it('a hide or report the server refuses leaves every card of the pin as it was', async () => {
      const { card, choose, settled, store } = renderCards(2, { api: fakeApi(true), wiring });
      await choose(0, OPTIONS_MENU_TEXT.hide);
      await settled();
      await choose(1, OPTIONS_MENU_TEXT.report);
      await settled();
      expect(store.getSnapshot().context.pinFeedback[pin.id]).toBeUndefined();
      expect(card(0).queryByTestId('feedback-overlay')).toBeNull();
      expect(card(1).queryByTestId('feedback-overlay')).toBeNull();
    });
  },
);

describe('a card in an app that gives no store', () => {
  it("hides on the page's fallback store: a card of the pin rendered elsewhere on the page shows it", async () => {
    // A pin of its own: the fallback store is the page's, shared with every test of this worker's page.
    const guestPin: Pin = { ...pin, id: `guest-${crypto.randomUUID()}` };
    const onHide = vi.fn(async () => undefined);
    const user = userEvent.setup();
    const card = (testId: string) => (
      <TesseraThemeProvider>
        <ToasterProvider>
          <div data-testid={testId}>
            <PinCard pin={guestPin} forceOverlay onHide={onHide} />
          </div>
        </ToasterProvider>
      </TesseraThemeProvider>
    );
    render(card('one'));
    await chooseIn(within(screen.getByTestId('one')), user, OPTIONS_MENU_TEXT.hide);
    expect(await within(screen.getByTestId('one')).findByText(messages.pinHiddenTitle)).toBeInTheDocument();
    expect(onHide).toHaveBeenCalledWith({ pin: guestPin });
    // Another root (another part of the page) mounted afterwards: the same store, the same feedback.
    render(card('two'));
    expect(within(screen.getByTestId('two')).getByText(messages.pinHiddenTitle)).toBeInTheDocument();
  });
});
