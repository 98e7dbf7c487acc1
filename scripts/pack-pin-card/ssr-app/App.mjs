/**
 * The page of the Node SSR + hydrate app (test:pack, issue 16), in plain createElement so Node
 * (render.mjs) and Vite (client.mjs) load the same module. Three cards, the first with 1x-3x sizes.
 */
import { PinCard, PinCardProvider } from '@tessera/pin-card';
import { createElement as h } from 'react';

const sized = (width) => ({ url: `/pin.svg?w=${width}`, width, height: width * 1.5 });

export const pins = ['Terracotta sunset', 'Blue lagoon', 'Olive grove'].map((title, index) => ({
  id: String(3001 + index),
  gridTitle: title,
  altText: title,
  images: { '236x': sized(236), '474x': sized(474), '736x': sized(736) },
}));

export function App() {
  return h(
    PinCardProvider,
    { globalStyle: true, fontBaseUrl: '/fonts/' },
    pins.map((pin) => h(PinCard, { key: pin.id, pin, imageLoading: 'eager' })),
  );
}
