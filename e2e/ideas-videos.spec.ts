/**
 * Issue 13, the ideas and videos pages: from /ideas an interest by its link, its videos, every video,
 * then a category from /videos — by clicks; one organic video plays at a time (§4 video autoplay)
 * while several are on screen; logged out and as a bot the pages are there; axe on each page, light
 * and dark.
 */

import { IDEAS_TEXT } from '../playground-app/src/routes/ideas/ideasText.ts';
import { VIDEOS_TEXT } from '../playground-app/src/routes/videos/videosText.ts';
import { axeViolations } from './axe.ts';
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

/** Samples the videos for `ms`: the most that played at once, and whether one played at all. */
async function sampleVideos(page: Page, ms: number) {
  let most = 0;
  let onScreen = 0;
  const until = Date.now() + ms;
  while (Date.now() < until) {
    const state = await videoState(page);
    most = Math.max(most, state.playing);
    onScreen = Math.max(onScreen, state.onScreen);
    await page.waitForTimeout(100);
  }
  return { most, onScreen };
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
  await page.goto('/videos/');
  const grid = feed(page, VIDEOS_TEXT.allVideos);
  await expect(grid.getByTestId('video-player').nth(4)).toBeVisible();
  await grid.evaluate((element) => window.scrollTo(0, element.getBoundingClientRect().top + window.scrollY));
  await expect.poll(async () => (await videoState(page)).playing, { timeout: 15_000 }).toBe(1);
  const first = await sampleVideos(page, 2500);
  expect(first.onScreen).toBeGreaterThan(1);
  expect(first.most).toBeLessThanOrEqual(1);

  // Further down, other videos come on screen: still never more than one at a time.
  await page.mouse.wheel(0, 700);
  const next = await sampleVideos(page, 2500);
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
