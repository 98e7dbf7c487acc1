/**
 * The home feed's paging states that the Patterns/Feed page (Feed.mdx) shows and no page story
 * covers: a later page that fails (the message with Try again, below the pins already shown) and the
 * end of the feed. Each is the real site at / answered by the stories' MSW backend, with the pages
 * after the first replaced. Not in the sidebar on their own, and not screenshotted (like the other
 * page stories, the feed loads pin images at its own pace); the storybook tests run them.
 */
import { END_BOOKMARK } from '@tessera/model';
import { HttpResponse, http } from 'msw';
import { expect, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { HOME_FEED_TITLE } from '../../playground-app/src/routes/home/feed/route.tsx';
import { clearFeedCache } from '../../playground-app/src/shared/feedCache.ts';
import { SITE_TEXT } from '../../playground-app/src/shared/siteText.ts';
import { answer, LOADED, Site } from '../pages/site.tsx';

/** The home feed's accessible name (its route's PinGrid). */

/** What the server says when a later page fails. */
const PAGE_FAILED = 'The feed is busy. Try again in a moment.';

/** A request for a page after the first: it carries the previous page's bookmark. */
function isLaterPage(request: Request): boolean {
  const data = new URL(request.url).searchParams.get('data');
  const bookmarks = data ? (JSON.parse(data) as { bookmarks?: unknown[] }).bookmarks : undefined;
  return Array.isArray(bookmarks) && bookmarks.length > 0;
}

/** The home feed's later pages answered by `respond`; the first page is the backend's own. */
const laterPages = (respond: () => Response) =>
  http.get(/\/resource\/HomefeedResource\/get\//, ({ request }) =>
    isLaterPage(request) ? respond() : undefined,
  );

type Canvas = ReturnType<typeof within>;

/** The first page is in, and the page asked for the next one (scrolled to the end of the grid). */
async function firstPageThenMore(canvas: Canvas) {
  const feed = await canvas.findByRole('feed', { name: HOME_FEED_TITLE }, LOADED);
  await waitFor(() => expect(within(feed).getAllByRole('article').length).toBeGreaterThan(0), LOADED);
  window.scrollTo(0, document.documentElement.scrollHeight);
  return feed;
}

const meta = preview.meta({
  title: 'Patterns/Examples/Feed',
  component: Site,
  tags: ['!dev', '!autodocs', 'no-screenshot'],
  parameters: { layout: 'fullscreen' },
  args: { path: '/' },
  beforeEach: () => clearFeedCache(),
});

/** A later page fails: the pins so far stay, and below them the server's reason with Try again. */
export const NextPageFails = meta.story({
  beforeEach({ msw }) {
    msw.use(
      laterPages(() =>
        HttpResponse.json(
          {
            resource_response: {
              data: null,
              error: { message: PAGE_FAILED, http_status: 503 },
              bookmark: null,
              http_status: 503,
            },
          },
          { status: 503 },
        ),
      ),
    );
  },
  play: async ({ canvas }) => {
    const feed = await firstPageThenMore(canvas);
    const alert = await canvas.findByRole('alert', {}, LOADED);
    await expect(alert).toHaveTextContent(PAGE_FAILED);
    await expect(within(alert).getByRole('button', { name: SITE_TEXT.retry })).toBeVisible();
    await expect(within(feed).getAllByRole('article').length).toBeGreaterThan(0);
    // Left in view, under the last pins, for the pattern page's frame.
    alert.scrollIntoView({ block: 'center' });
  },
});

/** The last page is in: every article knows the total, and the feed says there is nothing more. */
export const End = meta.story({
  beforeEach({ msw }) {
    msw.use(laterPages(() => answer([], END_BOOKMARK)));
  },
  play: async ({ canvas }) => {
    const feed = await firstPageThenMore(canvas);
    const notice = await canvas.findByText(SITE_TEXT.feedEnd, {}, LOADED);
    await expect(notice).toBeVisible();
    await waitFor(() => expect(feed).toHaveAttribute('aria-busy', 'false'));
    const articles = within(feed).getAllByRole('article');
    await expect(articles[0]).not.toHaveAttribute('aria-setsize', '-1');
    await expect(canvas.queryByRole('alert')).toBeNull();
    // Left in view, under the last pins, for the pattern page's frame.
    notice.scrollIntoView({ block: 'center' });
  },
});
