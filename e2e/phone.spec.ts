/**
 * The site on a phone (issue 29): one URL of every route family at 320, 390 and 430 px wide, with
 * touch. On each: the page does not scroll sideways, every control on it is inside the viewport's
 * width (or reachable by scrolling the row it is in: a row of tabs, a carousel), and the page's
 * end stays clear of the bottom tab bar, so its last pin or button is never under it. Then a
 * journey by taps only, with axe on every screen, light and dark.
 */
import { lightTheme } from '@tessera/tokens';
import { TAB_BAR_TEXT } from '../playground-app/src/app/layouts/phone/tabBarText.ts';
import { axeViolations } from './axe.ts';
import { imageCard } from './cards.ts';
import { familyUrls } from './families.ts';
import { settled, stoppedMoving } from './settle.ts';
import { expect, type Page, test } from './test.ts';

const WIDTHS = [320, 390, 430] as const;
const HEIGHT = 844;

test.use({ viewport: { width: WIDTHS[0], height: HEIGHT }, hasTouch: true, isMobile: true });

/** What is wrong with the page at the current width, as readable lines (none: fine). */
function layoutFaults(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const faults: string[] = [];
    const width = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > width)
      faults.push(`the page scrolls sideways: ${document.documentElement.scrollWidth} px in ${width}`);
    const name = (el: Element) =>
      `<${el.tagName.toLowerCase()}> "${(el.getAttribute('aria-label') ?? el.textContent ?? '').trim().slice(0, 40)}"`;
    /** The nearest ancestor that clips or scrolls sideways. */
    const clipper = (el: Element): HTMLElement | null => {
      for (let at = el.parentElement; at && at !== document.body; at = at.parentElement) {
        const overflow = getComputedStyle(at).overflowX;
        if (overflow !== 'visible') return at;
      }
      return null;
    };
    const controls = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="tab"], [role="button"], [tabindex="0"]',
    );
    for (const el of controls) {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      if (box.width <= 1 || box.height <= 1 || style.visibility === 'hidden') continue;
      const row = clipper(el);
      if (row) {
        // In a row that scrolls or clips (tabs, a carousel): it must lie after the row's start, where
        // scrolling can bring it; a tab at a negative offset can never be reached.
        const rowBox = row.getBoundingClientRect();
        const offset = box.left - rowBox.left + row.scrollLeft;
        if (offset < -1) faults.push(`${name(el)} starts ${Math.round(-offset)} px before its row`);
        continue;
      }
      if (box.left < -1 || box.right > width + 1)
        faults.push(`${name(el)} lies outside the width (${Math.round(box.left)}–${Math.round(box.right)})`);
    }
    const bar = document.querySelector<HTMLElement>('[data-tab-bar]');
    const main = document.querySelector<HTMLElement>('main');
    if (!bar) faults.push('no bottom tab bar');
    if (!main) faults.push('no main');
    if (bar && main) {
      let contentEnd = main.getBoundingClientRect().top;
      for (const child of main.children)
        contentEnd = Math.max(contentEnd, child.getBoundingClientRect().bottom);
      const documentEnd = document.documentElement.scrollHeight - window.scrollY;
      const room = documentEnd - contentEnd;
      if (room < bar.offsetHeight)
        faults.push(
          `the page's end has ${Math.round(room)} px below it; the tab bar takes ${bar.offsetHeight}`,
        );
    }
    return faults;
  });
}

test('every route family fits a phone at 320, 390 and 430 px, clear of the tab bar', async ({ page }) => {
  test.setTimeout(120_000);
  const urls = await familyUrls(page);
  const found: string[] = [];
  for (const [family, url] of Object.entries(urls)) {
    await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
    await page.goto(url);
    await expect(page.getByRole('navigation', { name: TAB_BAR_TEXT.nav })).toBeVisible();
    await settled(page);
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: HEIGHT });
      for (const fault of await layoutFaults(page)) found.push(`${family} (${url}) at ${width} px: ${fault}`);
    }
  }
  expect(found).toEqual([]);
});

test('the tab bar goes on scrolling down and returns on scrolling up; toasts sit above it', async ({
  page,
}) => {
  await page.goto('/');
  const bar = page.getByRole('navigation', { name: TAB_BAR_TEXT.nav });
  await expect(bar).toBeInViewport();
  await expect(page.getByRole('feed', { name: 'Home feed' }).getByRole('article').first()).toBeVisible();
  await page.mouse.wheel(0, 1200);
  await expect(bar).not.toBeInViewport();
  await page.mouse.wheel(0, -300);
  await expect(bar).toBeInViewport({ ratio: 1 });
  // The kit's toasts read the room the bar takes.
  const inset = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--tessera-bottom-inset').trim(),
  );
  expect(inset).toContain(`${lightTheme.shell.tabBar}px`);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`by taps only, ${scheme}: a pin, saved through the bottom sheet, search from the tab bar, a result, the profile, Back to Home where it was`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.setViewportSize({ width: 390, height: HEIGHT });
    const found: string[] = [];
    const axe = async (screen: string) => {
      await settled(page);
      for (const line of await axeViolations(page)) found.push(`${screen}: ${line}`);
    };
    const bar = page.getByRole('navigation', { name: TAB_BAR_TEXT.nav });

    await page.goto('/');
    const feed = page.getByRole('feed', { name: 'Home feed' });
    await expect(imageCard(feed).first()).toBeVisible();
    await axe('home');
    // Down the feed, to come back to the same place at the end.
    const card = imageCard(feed).nth(4);
    await card.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await stoppedMoving(page, card);
    const scrolledY = await page.evaluate(() => window.scrollY);
    expect(scrolledY).toBeGreaterThan(0);
    // A tap on the picture (the card's open link covers it).
    await card.tap({ position: { x: 40, y: 40 } });
    await expect(page).toHaveURL(/\/pin\/\d+\/?$/);
    const closeup = page.getByRole('main').getByRole('article').first();
    await expect(closeup.getByRole('heading', { level: 1 })).toBeVisible();
    // The first screen holds the picture, Save and the title, above the tab bar.
    const barTop = HEIGHT - lightTheme.shell.tabBar;
    for (const part of [
      closeup.getByRole('img').first(),
      closeup.getByRole('button', { name: 'Save', exact: true }),
      closeup.getByRole('heading', { level: 1 }),
    ]) {
      const box = await part.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= barTop, `${part} in the first screen`).toBe(true);
    }
    await axe('closeup');

    // Save through the bottom sheet, to a board.
    await closeup.getByRole('button', { name: 'Save', exact: true }).tap();
    const sheet = page.getByRole('dialog');
    await expect(sheet).toBeVisible();
    const sheetBox = await sheet.boundingBox();
    expect(sheetBox && Math.round(sheetBox.y + sheetBox.height)).toBe(HEIGHT);
    expect(await layoutFaults(page)).toEqual([]);
    await axe('save sheet');
    await sheet.getByRole('button', { name: 'Wall art', exact: true }).tap();
    await expect(closeup.getByRole('button', { name: 'Saved', exact: true })).toBeVisible();

    // Search from the tab bar: the field gets the cursor; Enter searches; a result opens.
    await bar.getByRole('link', { name: TAB_BAR_TEXT.search }).tap();
    await expect(page.getByRole('combobox', { name: 'Search' })).toBeFocused();
    await page.keyboard.type('garden');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\/pins\/\?q=garden/);
    const results = page.getByRole('feed', { name: /garden/ });
    await expect(imageCard(results).first()).toBeVisible();
    await axe('search');
    await imageCard(results)
      .first()
      .tap({ position: { x: 40, y: 40 } });
    await expect(page).toHaveURL(/\/pin\/\d+\/?$/);

    // The profile, from the tab bar.
    await bar.getByRole('link', { name: TAB_BAR_TEXT.profile }).tap();
    await expect(page).toHaveURL(/\/demo\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await axe('profile');

    // Back to Home (the phone's back gesture, screen by screen): the feed where it was left.
    for (let step = 0; step < 6 && new URL(page.url()).pathname !== '/'; step++) await page.goBack();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(scrolledY);
    // The Home tab is a new visit: the feed from its top, asked again (a follow made meanwhile may
    // have changed it).
    await page.mouse.wheel(0, -100);
    await expect(bar).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    await bar.getByRole('link', { name: TAB_BAR_TEXT.home }).tap();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    expect(found).toEqual([]);
  });
}
