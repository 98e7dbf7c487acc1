/**
 * Issue 13, the ideas and videos pages: from /ideas an interest by its link, its videos, every video,
 * then a category from /videos — by clicks; one organic video plays at a time (§4 video autoplay)
 * while several are on screen; logged out and as a bot the pages are there; axe on each page, light
 * and dark.
 */

import { IDEAS_TEXT } from '../playground-app/src/routes/ideas/ideasText.ts';
import { VIDEOS_TEXT } from '../playground-app/src/routes/videos/videosText.ts';
import { axeViolations } from './axe.ts';
import { stoppedMoving } from './settle.ts';
import { expect, type Page, test } from './test.ts';

/** Interests of the seed world: a category with ideas and videos, and another with videos. */
const ART = 'Art';
const GARDENING = 'Gardening';

const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const feed = (page: Page, name: string) => page.getByRole('feed', { name, exact: true });

/** The videos now playing (started, not paused, not ended), and how many are half on screen or more. */
function videoState(page: Page) {
  return page.evaluate(() => {
    const videos = [...document.querySelectorAll('video')];
    const onScreen = videos.filter((video) => {
      const box = video.getBoundingClientRect();
      const visible = Math.min(box.bottom, window.innerHeight) - Math.max(box.top, 0);
      return box.height > 0 && visible / box.height >= 0.5;
    });
    return {
      playing: videos.filter((video) => !video.paused && !video.ended).length,
      onScreen: onScreen.length,
    };
  });
}

/**
 * Counts, from the page's first script on, the most videos playing at once: at every `play` of a
 * video (the only moment a second one can start) the videos not paused and not ended are counted.
 * `restartCount(page)` starts again from the videos playing now; `sampleVideos` reads it.
 */
async function recordPlaying(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __mostPlaying: number };
    const playing = () =>
      [...document.querySelectorAll('video')].filter((video) => !video.paused && !video.ended).length;
    w.__mostPlaying = 0;
    // Media events do not bubble: caught on their way down.
    document.addEventListener(
      'play',
      () => {
        w.__mostPlaying = Math.max(w.__mostPlaying, playing());
      },
      true,
    );
  });
}

const restartCount = (page: Page) =>
  page.evaluate(() => {
    const w = window as unknown as { __mostPlaying: number };
    w.__mostPlaying = [...document.querySelectorAll('video')].filter((v) => !v.paused && !v.ended).length;
  });

/**
 * Resolves once every video's own visibility check has answered for the page as it is now: the
 * players ask to autoplay from an IntersectionObserver's report (half on screen), and the
 * browser reports to all observers in the same step; one of our own, made now, reports at the
 * next one, after which the players' reports and the plays they started have been delivered.
 */
const playersAnswered = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver(
          () => {
            observer.disconnect();
            // The players' reports of that step, and the plays they started, are in by the frame
            // after next.
            requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
          },
          { threshold: 0.5 },
        );
        const players = document.querySelectorAll('[data-testid="video-player"]');
        if (players.length === 0) resolve();
        for (const player of players) observer.observe(player);
      }),
  );

/** The most videos that played at once since `restartCount`, and how many are on screen now. */
async function sampleVideos(page: Page) {
  await playersAnswered(page);
  const most = await page.evaluate(() => (window as unknown as { __mostPlaying: number }).__mostPlaying);
  const { onScreen, playing } = await videoState(page);
  return { most: Math.max(most, playing), onScreen };
}

test('by clicks: an interest from /ideas, its videos, every video, then a category from /videos', async ({
  page,
}) => {
  await page.goto('/ideas/');
  await expect(heading(page, IDEAS_TEXT.heading)).toBeVisible();
  await expect(feed(page, IDEAS_TEXT.row).getByRole('article').first()).toBeVisible();
  await page
    .getByRole('list', { name: IDEAS_TEXT.interests })
    .getByRole('link', { name: ART, exact: true })
    .click();
  await expect(page).toHaveURL(/\/ideas\/art\/\d+\/$/);
  await expect(heading(page, IDEAS_TEXT.interest(ART))).toBeVisible();
  await expect(feed(page, IDEAS_TEXT.interest(ART)).getByRole('article').first()).toBeVisible();
  const interestId = new URL(page.url()).pathname.split('/')[3];

  // Its videos, then every video.
  await page.getByRole('link', { name: VIDEOS_TEXT.category(ART), exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/videos/art/${interestId}/$`));
  await expect(feed(page, VIDEOS_TEXT.category(ART)).getByTestId('video-player').first()).toBeVisible();
  await page.getByRole('link', { name: VIDEOS_TEXT.allVideos, exact: true }).click();
  await expect(page).toHaveURL(/\/videos\/$/);
  await expect(heading(page, VIDEOS_TEXT.heading)).toBeVisible();

  // A category from /videos, and back to the ideas from there.
  await page
    .getByRole('list', { name: VIDEOS_TEXT.categories })
    .getByRole('link', { name: GARDENING, exact: true })
    .click();
  await expect(page).toHaveURL(/\/videos\/gardening\/\d+\/$/);
  await expect(heading(page, VIDEOS_TEXT.category(GARDENING))).toBeVisible();
  await expect(feed(page, VIDEOS_TEXT.category(GARDENING)).getByTestId('video-player').first()).toBeVisible();
  await page.getByRole('link', { name: IDEAS_TEXT.interest(GARDENING), exact: true }).click();
  await expect(page).toHaveURL(/\/ideas\/gardening\/\d+\/$/);
  await expect(heading(page, IDEAS_TEXT.interest(GARDENING))).toBeVisible();
});

test('§4: with several organic videos on screen, one plays at a time, and still one after scrolling', async ({
  page,
}) => {
  test.setTimeout(60_000);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await recordPlaying(page);
  await page.goto('/videos/');
  const grid = feed(page, VIDEOS_TEXT.allVideos);
  await expect(grid.getByTestId('video-player').nth(4)).toBeVisible();
  await grid.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY));
  await expect.poll(async () => (await videoState(page)).playing, { timeout: 15_000 }).toBe(1);
  await restartCount(page);
  const first = await sampleVideos(page);
  expect(first.onScreen).toBeGreaterThan(1);
  expect(first.most).toBeLessThanOrEqual(1);

  // Further down, other videos come on screen: still never more than one at a time.
  const top = await page.evaluate(() => window.scrollY);
  await page.mouse.wheel(0, 700);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(top);
  await stoppedMoving(page);
  const next = await sampleVideos(page);
  expect(next.onScreen).toBeGreaterThan(1);
  expect(next.most).toBeLessThanOrEqual(1);
});

test('logged out, the ideas hub and a category of videos are there', async ({ page }) => {
  await page.goto('/ideas/');
  await page.getByRole('banner').getByRole('button', { name: 'Demo' }).click();
  await page.getByRole('menuitem', { name: 'Log out' }).click();
  await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
  await expect(feed(page, IDEAS_TEXT.row).getByRole('article').first()).toBeVisible();
  await page.getByRole('link', { name: VIDEOS_TEXT.title, exact: true }).click();
  await page
    .getByRole('list', { name: VIDEOS_TEXT.categories })
    .getByRole('link', { name: ART, exact: true })
    .click();
  await expect(feed(page, VIDEOS_TEXT.category(ART)).getByTestId('video-player').first()).toBeVisible();
});

test.describe('as a bot', () => {
  test.use({ userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' });

  test('the ideas and videos hubs are there', async ({ page }) => {
    await page.goto('/ideas/');
    await expect(feed(page, IDEAS_TEXT.row).getByRole('article').first()).toBeVisible();
    await page.goto('/videos/');
    await expect(feed(page, VIDEOS_TEXT.allVideos).getByTestId('video-player').first()).toBeVisible();
  });
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing on /ideas, an interest, /videos and a category (${scheme})`, async ({ page }) => {
    test.setTimeout(60_000);
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.goto('/ideas/');
    await expect(feed(page, IDEAS_TEXT.row).getByRole('article').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: ART, exact: true }).click();
    await expect(feed(page, IDEAS_TEXT.interest(ART)).getByRole('article').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: VIDEOS_TEXT.category(ART), exact: true }).click();
    await expect(feed(page, VIDEOS_TEXT.category(ART)).getByTestId('video-player').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('link', { name: VIDEOS_TEXT.allVideos, exact: true }).click();
    await expect(feed(page, VIDEOS_TEXT.allVideos).getByTestId('video-player').first()).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}
