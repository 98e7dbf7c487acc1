/**
 * Deterministic story data: pins and boards from the seeded mock world (seed 1), the same world the
 * MSW handlers of the preview serve, so every /media/ image URL resolves.
 */
import { createWorld } from '@tessera/mocks';
import type { Pin, RepinResult } from '@tessera/model';
import { expect, waitFor, within } from 'storybook/test';

export const world = createWorld({ seed: 1, pinCount: 60 });

function pinAt(index: number): Pin {
  const pin = world.pins[index];
  if (!pin) throw new Error(`The story world has no pin ${index}`);
  return pin;
}

/** An unsaved pin with a title, a pinner and a portrait image. */
export const pin = pinAt(1);

export const longTitlePin: Pin = {
  ...pinAt(2),
  gridTitle:
    'Nine sunny old towns to visit in the spring, with the best cafés, markets and walks in each of them, and where to stay',
};

export const noTitlePin: Pin = (() => {
  const {
    title: _title,
    gridTitle: _gridTitle,
    altText: _altText,
    autoAltText: _autoAltText,
    ...rest
  } = pinAt(3);
  return rest;
})();

export const board = (() => {
  const first = world.boards[0];
  if (!first) throw new Error('The story world has no boards');
  return { id: first.id, name: first.name };
})();

/** The pin, already saved by the viewer to `board`. */
export const savedPin: Pin = { ...pinAt(4), savedInfo: { boardId: board.id } };

export const repinResult = (forPin: Pin, toBoard: { id: string; name: string } | null): RepinResult => ({
  id: `repin-${forPin.id}`,
  pinner: { id: world.viewer.id },
  board: toBoard
    ? { id: toBoard.id, url: `/${world.viewer.username}/${toBoard.id}/`, name: toBoard.name }
    : null,
});

/** Waits until every pin image in the canvas has loaded and finished fading in (stable screenshots). */
export async function waitForImages(canvasElement: HTMLElement) {
  await waitFor(
    () => {
      for (const image of canvasElement.querySelectorAll('img')) {
        expect(image.complete && image.naturalWidth > 0).toBe(true);
        expect(getComputedStyle(image).opacity).toBe('1');
      }
    },
    { timeout: 5000 },
  );
}

/**
 * Waits until a toast with this text is fully shown: in the status region, with its enter animation
 * over (every ancestor opaque), so the a11y check after the play function sees its real colours.
 */
export async function waitForToast(document: Document, text: string) {
  await waitFor(() => {
    const region = within(document.body).getByRole('status');
    let element: HTMLElement | null = within(region).getByText(text);
    while (element) {
      expect(getComputedStyle(element).opacity).toBe('1');
      element = element.parentElement;
    }
  });
}
