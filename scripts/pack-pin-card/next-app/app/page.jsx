/**
 * A Next.js App Router server component (no 'use client' here): it sizes the grid with the
 * server-safe @tessera/pin-card/server and renders the cards, client components from
 * @tessera/pin-card, through PinCardProvider. `next build` prerenders it to static HTML.
 */
import { PinCard, PinCardProvider } from '@tessera/pin-card';
import { getPinCardHeight } from '@tessera/pin-card/server';

const pins = ['Terracotta sunset', 'Blue lagoon', 'Olive grove'].map((title, index) => ({
  id: String(2001 + index),
  gridTitle: title,
  altText: title,
  images: { '236x': { url: '/pin.svg', width: 236, height: 354 } },
}));

export default function Page() {
  const tallest = Math.max(...pins.map((pin) => getPinCardHeight(pin, 236)));
  return (
    <main data-tallest={tallest}>
      <PinCardProvider>
        {pins.map((pin) => (
          <PinCard key={pin.id} pin={pin} />
        ))}
      </PinCardProvider>
    </main>
  );
}
