import { createEntityStore, EntityStoreProvider } from '@tessera/api';
import { labels, type Pin } from '@tessera/model';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { APP_UPSELL_TEXT } from '../Overlays/AppUpsellModal.tsx';
import { PinCard } from '../PinCard/PinCard.tsx';
import { PinCardProvider } from '../PinCardProvider.tsx';

const pin: Pin = {
  id: '11',
  title: 'Lemon tart',
  pinner: { id: '1', username: 'ana', fullName: 'Ana Lima' },
  images: { '236x': { url: '/a.jpg', width: 236, height: 300 } },
};

function renderCard(props: Partial<Parameters<typeof PinCard>[0]> = {}) {
  const navigate = vi.fn();
  render(
    <PinCardProvider navigate={navigate}>
      <EntityStoreProvider store={createEntityStore()}>
        <PinCard pin={pin} devicePixelRatio={1} imageLoading="eager" forceOverlay {...props} />
      </EntityStoreProvider>
    </PinCardProvider>,
  );
  return { navigate, user: userEvent.setup() };
}

describe('the card navigates through the app router (react-aria RouterProvider)', () => {
  it('Open and the image go to the closeup client-side', async () => {
    const { navigate, user } = renderCard();
    await user.click(screen.getByRole('link', { name: labels.open }));
    expect(navigate).toHaveBeenCalledWith('/pin/11/', undefined);
    navigate.mockClear();
    const cover = document.querySelector<HTMLAnchorElement>('a[aria-hidden="true"][href="/pin/11/"]');
    expect(cover).not.toBeNull();
    await user.click(cover as HTMLAnchorElement);
    expect(navigate).toHaveBeenCalledWith('/pin/11/', undefined);
  });

  it("dismissing a logged-out visitor's app upsell opens the closeup through the router", async () => {
    const { navigate, user } = renderCard({
      visitor: 'unauthenticated',
      appUpsell: { allowed: true, onOpenApp: vi.fn() },
    });
    const cover = document.querySelector<HTMLAnchorElement>('a[aria-hidden="true"][href="/pin/11/"]');
    await user.click(cover as HTMLAnchorElement);
    expect(navigate).not.toHaveBeenCalled();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: APP_UPSELL_TEXT.notNow }));
    expect(navigate).toHaveBeenCalledWith('/pin/11/', undefined);
  });
});
