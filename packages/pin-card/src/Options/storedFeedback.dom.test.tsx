/**
 * Issue 27: the viewer's feedback on a pin (hidden, reported, unfollowed) is the entity store's, so
 * it survives a remount (open a closeup, Back; a scroll that unmounts the card) and every card of
 * the pin shows it. Cards here hide, report and unfollow through the store's actions, as the site's.
 */
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
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MotionGlobalConfig } from 'framer-motion';
import { beforeAll, describe, expect, it } from 'vitest';
import { PinCard } from '../PinCard/PinCard.tsx';
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

/** `cards` cards of one pin on a store whose actions the cards call; `remount` renders them anew. */
function renderCards(cards: number, api = fakeApi()) {
  const store = createEntityStore();
  const actions = createEntityActions(store, api);
  const changes: Promise<unknown>[] = [];
  const track = <T,>(change: Promise<T>) => {
    changes.push(change);
    return change;
  };
  const tree = (generation: number) => (
    <TesseraThemeProvider>
      <ToasterProvider>
        <EntityStoreProvider store={store} actions={actions}>
          {CARD_NAMES.slice(0, cards).map((name) => (
            <div key={`${generation}-${name}`} data-testid={`card-${CARD_NAMES.indexOf(name)}`}>
              <PinCard
                pin={pin}
                forceOverlay
                onHide={async ({ pin: hidden }) => {
                  await track(actions.hide(hidden));
                }}
                onReport={async ({ pin: reported }) => {
                  await track(actions.report(reported));
                }}
                onUnfollow={async ({ pin: from }) => {
                  await track(actions.unfollowFromPin(from, 'Ana Lima'));
                  return { kind: 'user', name: 'Ana Lima' };
                }}
              />
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
    card: (i: number) => within(screen.getByTestId(`card-${i}`)),
    /** Every change the cards asked for has been answered (and rolled back if refused). */
    settled: () => act(async () => void (await Promise.allSettled(changes))),
    /** Unmounts every card and mounts new ones (Back to the grid, a scroll that remounts). */
    remount: () => {
      generation += 1;
      view.rerender(tree(generation));
    },
    choose: async (i: number, label: string) => {
      // Opened from the keyboard, as in Options.dom.test.tsx (jsdom's pointer and react-aria disagree).
      within(screen.getByTestId(`card-${i}`))
        .getByRole('button', { name: labels.moreOptions })
        .focus();
      await user.keyboard('{Enter}');
      await user.click(await screen.findByRole('menuitem', { name: label }));
    },
  };
}

describe("the card shows the store's feedback on its pin", () => {
  it('Hide: both cards of the pin say Pin hidden, and still do after a remount', async () => {
    const { card, choose, remount } = renderCards(2);
    await choose(0, OPTIONS_MENU_TEXT.hide);
    expect(await card(0).findByText(messages.pinHiddenTitle)).toBeInTheDocument();
    expect(card(1).getByText(messages.pinHiddenTitle)).toBeInTheDocument();
    act(() => remount());
    expect(card(0).getByText(messages.pinHiddenTitle)).toBeInTheDocument();
    expect(card(1).getByText(messages.pinHiddenTitle)).toBeInTheDocument();
  });

  it('Report, then Unfollow on the Reported overlay: each survives a remount, on every card', async () => {
    const { user, card, choose, remount } = renderCards(2);
    await choose(0, OPTIONS_MENU_TEXT.report);
    expect(await card(1).findByText(messages.reported)).toBeInTheDocument();
    act(() => remount());
    const overlay = card(0).getByTestId('feedback-overlay');
    expect(overlay).toHaveTextContent(messages.reported);
    // The remounted card's Unfollow still works: it was Reported before this mount.
    await user.click(within(overlay).getByRole('button', { name: labels.unfollow }));
    const unfollowed = unfollowMessage({ kind: 'user', name: 'Ana Lima' });
    expect(await card(1).findByText(unfollowed)).toBeInTheDocument();
    act(() => remount());
    expect(card(0).getByText(unfollowed)).toBeInTheDocument();
    expect(card(1).getByText(unfollowed)).toBeInTheDocument();
  });

  it('a hide the server refuses leaves every card of the pin as it was', async () => {
    const { card, choose, settled } = renderCards(2, fakeApi(true));
    await choose(0, OPTIONS_MENU_TEXT.hide);
    await settled();
    expect(card(0).queryByText(messages.pinHiddenTitle)).toBeNull();
    expect(card(1).queryByText(messages.pinHiddenTitle)).toBeNull();
  });
});
