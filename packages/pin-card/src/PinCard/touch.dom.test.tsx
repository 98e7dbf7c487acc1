/**
 * A tap on a card opens the pin (issue 29): the tap's focus does not show the action bar, which,
 * drawn under the finger between touch and lift, took the tap. A keyboard's focus shows it.
 *
 * Its own file, in the `dom-isolated` project: after a touch react-aria ignores mouse events for a
 * moment on a timer of its own, and no later test's hover may fall in that moment.
 */
import { createEntityStore, EntityStoreProvider } from '@tessera/api';
import type { Pin } from '@tessera/model';
import { TesseraThemeProvider } from '@tessera/tokens/react';
import { ToasterProvider } from '@tessera/ui';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { PinCard } from './PinCard.tsx';

const pin: Pin = {
  id: 'p1',
  gridTitle: 'Lemon tart',
  pinner: { id: 'u1', username: 'ana', fullName: 'Ana Lima' },
  images: { '236x': { url: '/236.jpg', width: 236, height: 354 } },
};

it('a keyboard’s focus shows the action bar; a tap’s does not', async () => {
  const user = userEvent.setup();
  render(
    <TesseraThemeProvider>
      <ToasterProvider>
        <EntityStoreProvider store={createEntityStore()}>
          <PinCard pin={pin} devicePixelRatio={1} imageLoading="eager" />
        </EntityStoreProvider>
      </ToasterProvider>
    </TesseraThemeProvider>,
  );
  const shown = () => screen.getByTestId('pin-overlay').dataset.visible;
  const cover = screen.getByTestId('pin-card').querySelector('a[aria-hidden="true"]');
  expect(cover).not.toBeNull();
  await user.pointer({ keys: '[TouchA]', target: cover as Element });
  expect(shown()).toBe('false');
  await user.keyboard('{Shift>}{Tab}{/Shift}');
  await user.tab();
  expect(shown()).toBe('true');
});
