/**
 * Proof that the visual comparison (stories/screenshot.ts's capture, the `visual` project's
 * tolerance in vitest.workspace.ts) fails when a badge moves by 3 px and passes the same render:
 * a small card with a badge is screenshotted as the reference, then compared with
 * toMatchScreenshot exactly as a story is. Twice: as a component story (its canvas element is the
 * screenshot), and with a fixed overlay shown (the whole 1280 × 800 page is the screenshot, where
 * 0.1 % alone would allow 1024 pixels). The reference is written by the test and removed after it:
 * no baseline is involved.
 */
import { afterEach, describe, expect, test } from 'vitest';
import { commands, page, server } from 'vitest/browser';
import { mountCanvas, screenshotTarget } from './screenshot.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

/** Where toMatchScreenshot looks for the reference called `name` (its default path, from the root). */
function referencePath(name: string): string {
  return `stories/__screenshots__/screenshot.visual.test.tsx/${name}-chromium-${server.platform}.png`;
}

/** A 160 × 100 card with a count badge 8 px from its top-end corner, as on a pin card. */
function renderCard(withOverlay: boolean): { canvasElement: HTMLElement; badge: HTMLElement } {
  const canvasElement = mountCanvas();
  const card = document.createElement('div');
  card.style.cssText =
    'position: relative; width: 160px; height: 100px; border-radius: 16px; background: #e9e9e9;';
  const badge = document.createElement('span');
  badge.textContent = '1/3';
  badge.style.cssText =
    'position: absolute; top: 8px; right: 8px; padding: 2px 8px; border-radius: 12px; background: #111; color: #fff; font: 600 12px/16px sans-serif;';
  card.appendChild(badge);
  canvasElement.appendChild(card);
  if (withOverlay) {
    const toast = document.createElement('div');
    toast.textContent = 'Saved';
    toast.style.cssText =
      'position: fixed; bottom: 24px; left: 600px; padding: 12px 24px; background: #111; color: #fff;';
    canvasElement.appendChild(toast);
  }
  return { canvasElement, badge };
}

/** The path after "Diff image:" in a failed comparison's message. */
function diffPath(message: string): string {
  return /Diff image:\s*(\S+\.png)/.exec(message)?.[1] ?? '';
}

describe.each([
  { capture: 'the canvas element', withOverlay: false, name: 'badge-shift' },
  { capture: 'the page', withOverlay: true, name: 'badge-shift-page' },
])('screenshotting $capture', ({ withOverlay, name }) => {
  test('a badge moved by 3 px fails the comparison, the same render passes', async () => {
    const { canvasElement, badge } = renderCard(withOverlay);
    const captured = screenshotTarget(canvasElement);
    expect(captured).toBe(withOverlay ? document.body : canvasElement);
    const target = page.elementLocator(captured);
    const reference = await target.screenshot({ save: false });
    await commands.writeFile(referencePath(name), reference, 'base64');
    try {
      await expect(target).toMatchScreenshot(name);

      badge.style.top = '11px';
      if (server.config.snapshotOptions.updateSnapshot === 'all') {
        // With --update a failed comparison rewrites the reference instead of failing.
        await expect(target).toMatchScreenshot(name);
        expect(await commands.readFile(referencePath(name), 'base64')).not.toBe(reference);
        return;
      }
      const failure = await expect(target)
        .toMatchScreenshot(name)
        .then(
          () => '',
          (error: unknown) => (error instanceof Error ? error.message : String(error)),
        );
      expect(failure).toMatch(/Screenshot does not match the stored reference/);
      // The message says where the diff image is, and it is there.
      const diff = diffPath(failure);
      expect(diff).toContain(`.vitest/attachments/stories/screenshot.visual.test.tsx/${name}-diff-`);
      expect(await commands.readFile(diff, 'base64')).not.toBe('');
      await commands.removeFile(diff);
      await commands.removeFile(diff.replace('-diff-', '-actual-'));
    } finally {
      await commands.removeFile(referencePath(name));
    }
  });
});
