/**
 * The video poster's density (issue 16): a poster has no srcset, so it was always the 1x image.
 * It follows the screen's density on the client, while the server HTML and the hydrating render
 * agree (1x), so hydration does not warn.
 */
import type { Pin } from '@tessera/model';
import { act, render } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PinCardProvider } from '../PinCardProvider.tsx';
import { PinCard, type PinCardProps } from './PinCard.tsx';

const video: Pin = {
  id: 'v1',
  gridTitle: 'Pouring coffee',
  images: {
    '236x': { url: '/236.jpg', width: 236, height: 354 },
    '474x': { url: '/474.jpg', width: 474, height: 711 },
    '736x': { url: '/736.jpg', width: 736, height: 1104 },
  },
  videos: { videoList: { V_720P: { url: '/v.mp4', duration: 12_000, width: 720, height: 1080 } } },
};

const card = (props: Partial<PinCardProps> = {}) => (
  <PinCardProvider>
    <PinCard pin={video} imageLoading="eager" {...props} />
  </PinCardProvider>
);

/** The screen's density as the browser reports it. */
function setScreenDensity(density: number) {
  Object.defineProperty(window, 'devicePixelRatio', { value: density, configurable: true });
}

const poster = (within: ParentNode = document) => within.querySelector('video')?.getAttribute('poster');

let hydrated: Root | null = null;
afterEach(() => {
  hydrated?.unmount();
  hydrated = null;
  document.body.innerHTML = '';
  setScreenDensity(1);
});

describe('the video poster', () => {
  it("is the image for the column at the screen's density", () => {
    setScreenDensity(1);
    const { unmount } = render(card());
    expect(poster()).toBe('/236.jpg');
    unmount();
    setScreenDensity(2);
    render(card());
    expect(poster()).toBe('/474.jpg');
  });

  it('takes the density the app gives the card over the screen', () => {
    setScreenDensity(2);
    render(card({ devicePixelRatio: 3 }));
    expect(poster()).toBe('/736.jpg');
  });

  it('is 1x in the server HTML, hydrates without a warning at density 2, then is the 2x image', async () => {
    setScreenDensity(2);
    const container = document.createElement('div');
    container.innerHTML = renderToString(card());
    document.body.append(container);
    expect(poster(container)).toBe('/236.jpg');

    const errors = vi.spyOn(console, 'error');
    const warnings = vi.spyOn(console, 'warn');
    try {
      await act(async () => {
        hydrated = hydrateRoot(container, card(), {
          onRecoverableError: (error) => console.error(error),
        });
      });
      expect(poster(container)).toBe('/474.jpg');
      expect(errors).not.toHaveBeenCalled();
      expect(warnings).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      warnings.mockRestore();
    }
  });
});
