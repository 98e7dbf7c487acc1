/**
 * What a visual test screenshots (stories.visual.test.tsx, and the proof in
 * screenshot.visual.test.tsx that the comparison catches a badge moved by 3 px).
 *
 * The rule: a story's screenshot is its own canvas element, the div the story renders into,
 * padded by 16 px as Storybook's `padded` layout is (so focus rings and shadows at the edge are in
 * the picture; no padding for `fullscreen` stories). A story that shows something the canvas's
 * box does not hold is screenshotted as the whole page (`document.body`, at least the 1280 × 800
 * viewport) instead. That is so when
 * - the story's portal root (.storybook/preview.tsx: modals, sheets, popovers, menus and tooltips
 *   render there) holds anything visible, or
 * - anything visible in the story has `position: fixed` (a toast region with toasts in it, a
 *   sheet, a page's fixed header).
 *
 * The comparison (vitest.workspace.ts, the `visual` project) then allows at most 0.1 % of the
 * screenshot's pixels to differ, and never more than a handful (VISUAL_MAX_MISMATCHED_PIXELS).
 */

/** Storybook's `padded` layout: 1rem around the story. */
export const STORY_PADDING_PX = 16;

/** The test id of the element a story renders into. */
export const CANVAS_TEST_ID = 'visual-canvas';

/** Adds the element a story renders into, as Storybook's preview iframe has one. */
export function mountCanvas(layout: unknown = 'padded'): HTMLElement {
  const canvasElement = document.createElement('div');
  canvasElement.dataset.testid = CANVAS_TEST_ID;
  // Shrinks to the story's width, so the screenshot is the story and not an empty page width.
  canvasElement.style.display = 'inline-block';
  canvasElement.style.minWidth = '1px';
  canvasElement.style.padding = layout === 'fullscreen' ? '0' : `${STORY_PADDING_PX}px`;
  document.body.appendChild(canvasElement);
  return canvasElement;
}

function isDrawn(element: Element): boolean {
  const box = element.getBoundingClientRect();
  return box.width > 0 && box.height > 0;
}

/** Whether the story shows an overlay: something in its portal root, or something fixed. */
export function showsOverlay(canvasElement: HTMLElement): boolean {
  const portalRoot = canvasElement.querySelector('[data-testid="story-portal-root"]');
  if (portalRoot && [...portalRoot.querySelectorAll('*')].some(isDrawn)) return true;
  return [...canvasElement.querySelectorAll('*')].some(
    (element) => getComputedStyle(element).position === 'fixed' && isDrawn(element),
  );
}

/** The element to screenshot for a story rendered into `canvasElement` (see the rule above). */
export function screenshotTarget(canvasElement: HTMLElement): HTMLElement {
  return showsOverlay(canvasElement) ? canvasElement.ownerDocument.body : canvasElement;
}
