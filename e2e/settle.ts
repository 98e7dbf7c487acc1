/**
 * Waiting for the page the way a person looks at it, never for a length of time: a page that has
 * finished loading (`settled`), a page that has stopped moving (`stoppedMoving`), and a press that
 * reached the server (`pressSends`).
 */
import { expect, type Locator, type Page, requestsInFlight, requestsMade } from './test.ts';

/** Resolves after the page has drawn `count` more frames. */
function frames(page: Page, count: number): Promise<void> {
  return page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        const step = (left: number) => (left === 0 ? resolve() : requestAnimationFrame(() => step(left - 1)));
        step(n);
      }),
    count,
  );
}

/** What still says the page is loading: busy regions, images on screen not drawn yet. */
function stillLoading(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const busy of document.querySelectorAll('[aria-busy="true"]')) {
      found.push(`busy: <${busy.tagName.toLowerCase()} ${busy.getAttribute('aria-label') ?? ''}>`);
    }
    for (const img of document.images) {
      const box = img.getBoundingClientRect();
      const onScreen =
        box.width > 0 && box.bottom > 0 && box.top < innerHeight && box.right > 0 && box.left < innerWidth;
      if (onScreen && !img.complete) found.push(`image: ${img.currentSrc || img.src}`);
    }
    return found;
  });
}

/**
 * Resolves once the page has finished loading, as a person sees it: nothing on it is busy
 * (aria-busy: a feed's page on its way, a navigation), every image on screen is drawn, and every
 * request the page made has been answered; and it stays so while the page draws two more frames
 * without asking anything new (an answer that leads to another request, such as a feed's next page
 * after its first, is waited for too). Before axe judges a page, or before faults start "after the
 * page has loaded".
 */
export async function settled(page: Page): Promise<void> {
  await expect
    .poll(
      async () => {
        const loading = [...(await stillLoading(page)), ...requestsInFlight(page)];
        if (loading.length > 0) return loading;
        const asked = requestsMade(page);
        await frames(page, 2);
        const after = [...(await stillLoading(page)), ...requestsInFlight(page)];
        if (after.length > 0) return after;
        return requestsMade(page) === asked ? [] : ['a request made while the page drew its next frames'];
      },
      { message: 'the page finished loading (nothing busy, images drawn, every request answered)' },
    )
    .toEqual([]);
}

/**
 * Resolves once the page has stopped moving: the window's scroll position (and `element`'s place
 * on screen, when given) the same over three frames in a row. After a wheel or a jump, before
 * reading where things are.
 */
export async function stoppedMoving(page: Page, element?: Locator): Promise<void> {
  const handle = element ? await element.elementHandle() : null;
  const key = `__still${Math.random().toString(36).slice(2)}`;
  await page.waitForFunction(
    ([el, key]) => {
      const kept = window as unknown as Record<string, { at: string; frames: number } | undefined>;
      const at = `${window.scrollX},${window.scrollY},${el ? el.getBoundingClientRect().top : ''}`;
      const before = kept[key];
      const now = { at, frames: before?.at === at ? before.frames + 1 : 0 };
      kept[key] = now;
      if (now.frames < 3) return false;
      delete kept[key];
      return true;
    },
    [handle, key] as const,
    { polling: 'raf' },
  );
  await handle?.dispose();
}

/**
 * Presses with `press` and resolves once the press has sent its request (a URL matching
 * `call`): the app took the press, whatever the server or the network then does with it.
 */
export async function pressSends(page: Page, call: RegExp, press: () => Promise<void>): Promise<void> {
  const sent = page.waitForRequest(call);
  await press();
  await sent;
}
