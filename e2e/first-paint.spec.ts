import { familyUrls } from './families.ts';
import { expect, hydrationErrors, type Page, test } from './test.ts';

/**
 * Issue 15, first paint: `/` comes rendered (its first screen: header and first cards, styles in
 * nonced <style> elements), with the answers that render read (a JSON script the app reads
 * instead of asking), the first card's image preloaded with high priority and the fonts preloaded.
 */

/** Records, from the document's start, each layout shift that moves an element of these names. */
async function watchShifts(page: Page, names: readonly string[]): Promise<void> {
  await page.addInitScript((watched) => {
    const moved: string[] = [];
    (window as unknown as { moved: string[] }).moved = moved;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { sources?: { node?: Node }[] })[]) {
        for (const source of entry.sources ?? [])
          if (source.node && watched.includes(source.node.nodeName)) moved.push(source.node.nodeName);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  }, names);
}

/** The names of the elements layout shifts moved since the page loaded (watchShifts). */
const shifted = (page: Page) => page.evaluate(() => (window as unknown as { moved: string[] }).moved);

function feed(page: Page) {
  return page.getByRole('feed', { name: 'Home feed' });
}

/** HomefeedResource reads the page makes: the first page (no bookmark) and the next ones. */
function feedReads(page: Page) {
  const reads = { first: 0, next: 0 };
  page.on('request', (request) => {
    const url = decodeURIComponent(request.url());
    if (!url.includes('/resource/HomefeedResource/')) return;
    if (url.includes('"bookmarks"')) reads.next += 1;
    else reads.first += 1;
  });
  return reads;
}

test('the home feed paints from the page, with no HomefeedResource request for its first page', async ({
  page,
}) => {
  const reads = feedReads(page);
  const images: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
  });
  const response = await page.goto('/');
  const html = (await response?.text()) ?? '';
  const preload = /<link rel="preload" as="image" href="([^"]+)"[^>]*fetchpriority="high"/.exec(html);
  expect(preload).not.toBeNull();

  const cards = feed(page).getByRole('article');
  await expect(cards.nth(5)).toBeVisible();
  expect(reads.first).toBe(0);
  // The data is read once and taken out of the page.
  expect(await page.locator('script[type="application/json"]').count()).toBe(0);
  // The first card shows the image the page preloaded, downloaded once.
  const first = cards.first().locator('img').first();
  await expect(first).toHaveJSProperty('complete', true);
  const shown = new URL(await first.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
  expect(shown).toBe(preload?.[1]);
  expect(images.filter((path) => path === shown)).toHaveLength(1);

  // The next page is asked for as before, with the preloaded page's bookmark: scrolled down, a wheel
  // at a time (eight at most), until it is.
  let wheels = 0;
  await expect
    .poll(async () => {
      if (reads.next === 0 && wheels < 8) {
        wheels += 1;
        await page.mouse.wheel(0, 2500);
      }
      return reads.next;
    })
    .toBeGreaterThan(0);
  expect(reads.first).toBe(0);
});

test('going to the home feed from another page reads its first page from the server', async ({ page }) => {
  const reads = feedReads(page);
  await page.goto('/today/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // A page other than the home feed carries no data: going home from it asks the server.
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Home', exact: true })
    .click();
  await expect(feed(page).getByRole('article').first()).toBeVisible();
  expect(reads.first).toBe(1);
});

test('the fonts the first screen uses are preloaded from the page', async ({ page }) => {
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(new URL(request.url()).pathname);
  });
  const response = await page.goto('/');
  const html = (await response?.text()) ?? '';
  const preloaded = [...html.matchAll(/<link rel="preload" as="font"[^>]*href="([^"]+)"/g)].map((m) => m[1]);
  expect(preloaded.length).toBeGreaterThan(0);
  await expect(feed(page).getByRole('article').first()).toBeVisible();
  await page.evaluate(() => document.fonts.ready);
  // Each preloaded font is the one the page's @font-face uses: fetched once, not twice.
  for (const href of preloaded) expect(fonts.filter((path) => path === href)).toHaveLength(1);
});

test("without any script, / shows the header and the feed's first cards with their images", async ({
  browser,
}) => {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    viewport: { width: 1280, height: 800 },
  });
  const page = await context.newPage();
  const refused: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') refused.push(message.text());
  });
  await page.goto('/');
  // The server's markup, which the app would hydrate (#root says so until it has).
  const screen = page.locator('#root[data-first-screen]');
  await expect(screen.locator('nav[aria-label="Main"] a', { hasText: 'Home' })).toBeVisible();
  const cards = screen.locator('[role="feed"][aria-label="Home feed"] article');
  expect(await cards.count()).toBeGreaterThan(5);
  const lefts = await cards.evaluateAll((all) =>
    all.map((card) => Math.round(card.getBoundingClientRect().left)),
  );
  expect(new Set(lefts).size).toBe(5);
  const image = cards.first().locator('img').first();
  await expect(image).toHaveJSProperty('complete', true);
  expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await expect(image).toHaveCSS('opacity', '1');
  // The Content-Security-Policy refused nothing (no inline style attribute, every <style> nonced).
  expect(refused).toEqual([]);
  await context.close();
});

test('the app takes the first screen over in place: no card moves, no image fades in again, nothing is asked again', async ({
  page,
}) => {
  await watchShifts(page, ['ARTICLE']);
  // The session: read by the server's render and sent with the page (the feed's first page: reads).
  const sessionReads: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/v3/users/me/')) sessionReads.push(path);
  });
  const reads = feedReads(page);
  await page.goto('/');
  // Hydrated: #root no longer says it holds the server's markup; the cards are the app's.
  await expect(page.locator('[data-first-screen]')).toHaveCount(0);
  const image = feed(page).getByRole('article').first().locator('img').first();
  await expect(image).toHaveCSS('opacity', '1');
  await expect(image).toHaveCSS('transition-property', 'none');
  expect(await shifted(page)).toEqual([]);
  expect(reads.first).toBe(0);
  expect(sessionReads).toEqual([]);
  // Hydrated, not replaced: the browser's first render matched the server's markup.
  expect(hydrationErrors(page)).toEqual([]);
});

test("the browser's own render names every styled element as the server's markup does (hydration needs it)", async ({
  page,
}) => {
  test.setTimeout(90_000);
  // styled-components' component ids (the `sc-` classes) of the server's header and first card.
  const html = await (await page.request.get('/', { headers: { Accept: 'text/html' } })).text();
  const idsIn = (markup: string) =>
    new Set(
      [...markup.matchAll(/class="([^"]*)"/g)]
        .flatMap((m) => (m[1] ?? '').split(' '))
        .filter((c) => c.startsWith('sc-')),
    );
  const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
  const card = /<article[\s\S]*?<\/article>/.exec(html)?.[0] ?? '';
  const serverIds = new Set([...idsIn(header), ...idsIn(card)]);
  expect(serverIds.size).toBeGreaterThan(5);
  // The app's own render of the same page (not a hydration): Home from another page.
  await page.goto('/today/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Home', exact: true })
    .click();
  await expect(feed(page).getByRole('article').first()).toBeVisible();
  const clientIds = new Set(
    await page.evaluate(() =>
      [...document.querySelectorAll('header [class], header, article [class], article')].flatMap((el) =>
        [...el.classList].filter((c) => c.startsWith('sc-')),
      ),
    ),
  );
  expect([...serverIds].filter((id) => !clientIds.has(id))).toEqual([]);
});

test('the server lays the grid out at the width the browser last told it', async ({ browser }) => {
  const wide = { viewport: { width: 1600, height: 900 } };
  const visit = await browser.newContext(wide);
  const first = await visit.newPage();
  await first.goto('/');
  await expect(feed(first).getByRole('article').first()).toBeVisible();
  await expect
    .poll(async () => (await visit.cookies()).some((c) => c.name === 'tessera-grid-width'))
    .toBe(true);
  const cookies = await visit.cookies();
  await visit.close();

  const noScript = await browser.newContext({ ...wide, javaScriptEnabled: false });
  await noScript.addCookies(cookies);
  const again = await noScript.newPage();
  await again.goto('/');
  const lefts = await again
    .locator('[data-first-screen] [role="feed"] article')
    .evaluateAll((all) => all.map((card) => Math.round(card.getBoundingClientRect().left)));
  expect(new Set(lefts).size).toBe(6);
  await noScript.close();
});

const IPHONE_UA =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const DESKTOP_UA =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0.0.0 Safari/537.36';

test.describe("a phone's first visit (issue 29)", () => {
  const phone = {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    userAgent: IPHONE_UA,
  };

  test("without any script, / shows the phone shell and the feed's first pins in two columns", async ({
    browser,
  }) => {
    const context = await browser.newContext({ ...phone, javaScriptEnabled: false });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') refused.push(message.text());
    });
    const images: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
    });
    const response = await page.goto('/');
    const html = (await response?.text()) ?? '';
    const screen = page.locator('#root[data-first-screen]');
    // The tab bar, at the bottom of the screen; not the desktop header (its Today link).
    const tabBar = screen.locator('nav[aria-label="Main"][data-tab-bar]');
    await expect(tabBar).toBeVisible();
    await expect(tabBar.locator('a[href="/"]')).toBeVisible();
    expect(
      Math.round((await tabBar.boundingBox())?.y ?? 0) +
        Math.round((await tabBar.boundingBox())?.height ?? 0),
    ).toBe(844);
    expect(await screen.locator('a[href="/today/"]').count()).toBe(0);
    // The pins, in two columns as wide as the phone.
    const cards = screen.locator('[role="feed"][aria-label="Home feed"] article');
    expect(await cards.count()).toBeGreaterThan(3);
    await expect(cards.first()).toBeVisible();
    const boxes = await cards.evaluateAll((all) =>
      all.map((card) => {
        const r = card.getBoundingClientRect();
        return { left: Math.round(r.left), right: Math.round(r.right), width: Math.round(r.width) };
      }),
    );
    expect(new Set(boxes.map((box) => box.left)).size).toBe(2);
    for (const box of boxes) {
      expect(box.width).toBe(180);
      expect(box.right).toBeLessThanOrEqual(390);
    }
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // The first card's image: shown, not lazy, the one preloaded (its 3x choice at 180 px), asked once.
    const image = cards.first().locator('img').first();
    await expect(image).toHaveJSProperty('complete', true);
    expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    expect(await image.getAttribute('loading')).not.toBe('lazy');
    const preload = /<link rel="preload" as="image" [^>]*imagesrcset="([^"]+)"[^>]*fetchpriority="high"/.exec(
      html,
    );
    expect(preload).not.toBeNull();
    const shown = new URL(await image.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
    expect(shown).toMatch(/^\/media\/564x\//);
    expect(preload?.[1]).toContain(`${shown} 3x`);
    expect(images.filter((path) => path === shown)).toHaveLength(1);
    expect(refused).toEqual([]);
    await context.close();
  });

  test('the app takes the phone’s first screen over in place and tells its width for the next visit', async ({
    browser,
  }) => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await watchShifts(page, ['ARTICLE', 'NAV']);
    const reads = feedReads(page);
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto('/');
    await expect(page.locator('[data-first-screen]')).toHaveCount(0);
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }),
    ).toBeVisible();
    const image = feed(page).getByRole('article').first().locator('img').first();
    await expect(image).toHaveCSS('opacity', '1');
    expect(await shifted(page)).toEqual([]);
    expect(reads.first).toBe(0);
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'tessera-grid-width')?.value)
      .toBe('phone-374');
    // Hydrated, not replaced: the phone's first render matched the server's markup.
    expect(errors.filter((error) => /hydrat/i.test(error))).toEqual([]);
    await context.close();
  });
});

/**
 * The route families of familyUrls whose first screen the server paints (app/serverPainted.ts); the
 * others (settings, the builder) are the app's to paint.
 */
const PAINTED_FAMILIES = [
  'home',
  'closeup',
  'board',
  'section',
  'profile',
  'search',
  'ideas',
  'topics',
  'today',
  'shopping',
  'videos',
  'notifications',
];
/** The families whose first screen has cards (not topics, a list of names; not notifications, a list of news). */
const CARD_FAMILIES = new Set([
  'home',
  'closeup',
  'board',
  'section',
  'profile',
  'search',
  'ideas',
  'today',
  'shopping',
  'videos',
]);
/**
 * The families whose first screen shows a picture drawn as an image: a pin, cards, today's article
 * covers. Not the profile (its header fills the first screen; its cards start below it) or videos
 * (its cards are videos, whose posters no preload covers yet).
 */
const PICTURE_FAMILIES = new Set([
  'home',
  'closeup',
  'board',
  'section',
  'search',
  'ideas',
  'today',
  'shopping',
]);

test('every route family a person browses comes painted by the server, on a phone and on a desktop, with scripts off', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const urls = await familyUrls(page);
  const found: string[] = [];
  const visitors = [
    {
      name: 'phone',
      viewport: { width: 390, height: 844 },
      isMobile: true,
      hasTouch: true,
      userAgent: IPHONE_UA,
    },
    { name: 'desktop', viewport: { width: 1280, height: 800 }, userAgent: DESKTOP_UA },
  ] as const;
  for (const { name, ...options } of visitors) {
    const context = await browser.newContext({ ...options, javaScriptEnabled: false });
    const noScript = await context.newPage();
    const refused: string[] = [];
    noScript.on('console', (message) => {
      if (message.type() === 'error') refused.push(message.text());
    });
    const images: string[] = [];
    noScript.on('request', (request) => {
      if (request.resourceType() === 'image') images.push(new URL(request.url()).pathname);
    });
    for (const family of PAINTED_FAMILIES) {
      const url = urls[family] ?? '';
      const at = `${family} (${url}) on a ${name}`;
      images.length = 0;
      const response = await noScript.goto(url);
      const html = (await response?.text()) ?? '';
      const screen = noScript.locator('#root[data-first-screen]');
      if ((await screen.count()) === 0) {
        found.push(`${at}: no first screen`);
        continue;
      }
      // The shell of the width class: the phone's tab bar, or the desktop header (its Today link).
      const shell = screen.locator(name === 'phone' ? 'nav[data-tab-bar]' : 'header a[href="/today/"]');
      if (!(await shell.first().isVisible())) found.push(`${at}: no ${name} shell`);
      // The page's own heading, and on a grid page its first cards with their images.
      const heading = ((await screen.locator('main h1').first().textContent()) ?? '').trim();
      if (!heading) found.push(`${at}: no heading`);
      if (CARD_FAMILIES.has(family) && (await screen.locator('main article').count()) === 0)
        found.push(`${at}: no cards`);
      if (!PICTURE_FAMILIES.has(family)) continue;
      // The largest image of the first screen: in it, not lazy, shown, the one preloaded, asked once.
      const lcp = screen.locator('main img[fetchpriority="high"]').first();
      if ((await lcp.count()) === 0) {
        found.push(`${at}: no image asked for with high priority`);
        continue;
      }
      await expect(lcp, at).toHaveJSProperty('complete', true);
      const box = await lcp.boundingBox();
      if (!box || box.y >= options.viewport.height)
        found.push(`${at}: the LCP image is below the first screen`);
      if ((await lcp.getAttribute('loading')) === 'lazy') found.push(`${at}: the LCP image is lazy`);
      const shown = new URL(await lcp.evaluate((img: HTMLImageElement) => img.currentSrc)).pathname;
      const preloads = [...html.matchAll(/<link rel="preload" as="image"[^>]*>/g)].map((m) => m[0]);
      if (preloads.length !== 1 || !preloads[0]?.includes('fetchpriority="high"'))
        found.push(`${at}: ${preloads.length} image preloads, not the one with high priority`);
      else if (!preloads[0].includes(`${shown}`))
        found.push(`${at}: the preload is not the image shown (${shown})`);
      if (images.filter((path) => path === shown).length !== 1)
        found.push(`${at}: ${shown} asked more than once`);
    }
    if (refused.length > 0) found.push(`${name}: the CSP refused ${refused.join('; ')}`);
    await context.close();
  }
  expect(found).toEqual([]);
});
