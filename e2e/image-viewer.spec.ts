/**
 * Issue 30 item 11: View image keeps the pin's aspect ratio. A tall pin's image, opened by a click
 * on View image at a desktop and a phone size, is drawn at its own width-to-height ratio (it was
 * squashed: its circles became ellipses).
 */
import { IMAGE_VIEWER_TEXT } from '../playground-app/src/routes/pin/closeup/imageViewerText.ts';
import { resource } from './resources.ts';
import { expect, test } from './test.ts';

interface FeedPin {
  id: string;
  images: Record<string, { width: number; height: number } | undefined>;
}

for (const viewport of [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const) {
  test(`View image draws a tall pin at its own ratio (${viewport.name})`, async ({ page }) => {
    test.setTimeout(90_000);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/');
    const feed = await resource<FeedPin[]>(page, 'HomefeedResource', { page_size: 50 });
    const ratio = (pin: FeedPin) => (pin.images['736x']?.height ?? 0) / (pin.images['736x']?.width ?? 1);
    const tall = feed.filter((pin) => ratio(pin) > 1.4)[0];
    if (!tall) throw new Error('the first page has no tall pin');
    await page.goto(`/pin/${tall.id}/`);
    await page.getByRole('button', { name: IMAGE_VIEWER_TEXT.open }).click();
    const image = page.getByRole('dialog').getByRole('img');
    await expect(image).toBeVisible();
    await expect(image).toHaveJSProperty('complete', true);
    const drawn = await image.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      return { drawn: box.height / box.width, natural: img.naturalHeight / img.naturalWidth, box };
    });
    expect(Math.abs(drawn.drawn - drawn.natural) / drawn.natural).toBeLessThan(0.02);
    expect(drawn.box.height).toBeLessThanOrEqual(viewport.height);
    expect(drawn.box.width).toBeLessThanOrEqual(viewport.width);
  });
}
