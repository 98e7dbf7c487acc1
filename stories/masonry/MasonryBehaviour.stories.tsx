import { resourceFetchMachine } from '@tessera/machines';
import {
  type FeedPage,
  LOAD_MORE_VIEWPORTS,
  loadMasonryBehaviour,
  Masonry,
  useFeedResource,
} from '@tessera/masonry';
import { MasonryFrame } from '@tessera/masonry/frame';
import { TesseraThemeProvider } from '@tessera/tokens/react';
import { useCallback, useState } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { expect, userEvent, waitFor } from 'storybook/test';
import styled, { ServerStyleSheet } from 'styled-components';
import type { Guidelines } from '../../.storybook/DocsPage.tsx';
import preview from '../../.storybook/preview.tsx';
import { MachineChart } from '../machines/MachineChart.tsx';
import { scrollToEnd } from './scrollToEnd.ts';

/**
 * The grid behaviours users of masonry grids complain about, each checked in a real browser:
 * virtualisation while scrolling, late height changes, container resizes, removal, server rendering,
 * the keyboard and right to left. Interactive or scrolled states: no screenshots.
 */

interface Box {
  id: string;
  label: string;
  height: number;
  /** Words of text for measured tiles (their height is not known in advance). */
  words?: number;
}

function makeBoxes(count: number): Box[] {
  return Array.from({ length: count }, (_, i) => {
    const n = i + 1;
    return { id: `box-${n}`, label: `Box ${n}`, height: 150 + ((n * 97) % 451), words: 3 + ((n * 7) % 23) };
  });
}

const Tile = styled.div`
  box-sizing: border-box;
  height: 100%;
  padding: ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.color.secondary};
  color: ${({ theme }) => theme.color.onSecondary};
`;

/** A control of at least the WCAG 2.2 target size (24 × 24). */
const Control = styled.button`
  min-width: 24px;
  min-height: 24px;
`;

const Frame = styled.div<{ $width: number }>`
  width: ${({ $width }) => $width}px;
  max-width: 100%;
`;

type Rect = { top: number; left: number; bottom: number; right: number };
const rect = (element: Element): Rect => {
  const r = element.getBoundingClientRect();
  return { top: r.top, left: r.left, bottom: r.bottom, right: r.right };
};
const overlap = (a: Rect, b: Rect) =>
  a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;

/** No two rendered articles overlap, and DOM order is reading order (top, then inline start). */
async function expectSoundGrid(articles: HTMLElement[], rtl = false) {
  const rects = articles.map(rect);
  for (let i = 0; i < rects.length; i += 1) {
    for (let j = i + 1; j < rects.length; j += 1) {
      await expect(overlap(rects[i] as Rect, rects[j] as Rect), `articles ${i} and ${j} overlap`).toBe(false);
    }
  }
  for (let i = 1; i < rects.length; i += 1) {
    const a = rects[i - 1] as Rect;
    const b = rects[i] as Rect;
    const inOrder = a.top < b.top || (a.top === b.top && (rtl ? a.left > b.left : a.left < b.left));
    await expect(inOrder, `article ${i} comes before ${i - 1} in reading order`).toBe(true);
  }
}

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

function BoxGrid({ items, width = 1000 }: { items: Box[]; width?: number }) {
  return (
    <Frame $width={width}>
      <Masonry<Box>
        ariaLabel="Boxes"
        items={items}
        getItemKey={(box) => box.id}
        getItemHeight={(box) => box.height}
        renderItem={({ item, labelId }) => <Tile id={labelId}>{item.label}</Tile>}
      />
    </Frame>
  );
}

const meta = preview.meta({
  title: 'Masonry/Behaviour',
  component: BoxGrid,
  tags: ['no-screenshot'],
  args: { items: makeBoxes(5000) },
  // The Tessera look of the items (rounded, the theme's focus ring): @tessera/masonry/frame.
  decorators: [
    (Story) => (
      <MasonryFrame>
        <Story />
      </MasonryFrame>
    ),
  ],
  // Each example in a frame of its own on the docs page (see DocsPage.tsx): the grid is virtualised
  // against the window, so an example far down a shared page would render no boxes.
  parameters: {
    framedInDocs: true,
    docs: {
      story: { height: '600px' },
      description: {
        component:
          'What the pin grid does while people use it, each checked in a real browser: scrolling through thousands of items, items that change height after they appear, a container that gets narrower, items removed, a grid rendered on the server and taken over in the browser, the keyboard, right to left, and a feed that loads page after page and recovers from a failed page. Nothing overlaps, no column is left blank, and the order on the page stays the reading order.',
      },
    },
    guidelines: {
      whenToUse: `Read this page before building a feed on the [Masonry](?path=/docs/masonry-masonry--docs) grid: it shows what the grid already handles, so a surface does not add its own fixes. For a paged feed use \`useFeedResource\` with the grid: it asks for one page at a time and keeps the error and the end.`,
      states: [
        'Items of unknown height are measured before they are shown, then placed; when one grows, the items below it in its column move down.',
        'A narrower container reflows to fewer columns; removed items leave no gap.',
        `A paged feed: **loading** a page, **idle** with more to come (the next page is asked for ${LOAD_MORE_VIEWPORTS} window heights before the end), **error** with a retry that asks for the failed page again, and **the end**. The chart at the end of this page lists the states of the fetch machine behind it.`,
      ],
      do: [
        'Show a failed page as a message in the page with a Try again button, below the items already shown.',
        'Say when the feed is at its end, so people know nothing more is coming.',
        'Render the grid on the server at the width the browser will have, so nothing moves when the page comes alive.',
      ],
      dont: [
        'Don’t load the next page on a timer or a button alone: the grid asks for it as the person scrolls.',
        'Don’t replace the items already shown when a page fails: keep them and offer the retry.',
      ],
      accessibility: [
        'Page Down / Page Up move between items in reading order; the arrow keys go to the neighbour (left and right mirrored in right-to-left); Ctrl+End / Ctrl+Home leave the feed.',
        'Arrow keys pressed inside a text field, a menu or a slider in an item stay with that control.',
        'An item reached with the keyboard that was off the page is rendered first, then focused.',
        'The feed is marked busy while a page loads. Show a failed page as an alert, as the paged example does, so it is read out at once.',
      ],
      related: [
        '[Masonry](?path=/docs/masonry-masonry--docs): the grid, its states and props.',
        '[The resource-fetch machine](?path=/story/machines-charts--resource-fetch): the same chart on the machines page.',
      ],
      propsOf: null,
    } satisfies Guidelines,
  },
});

/**
 * 5,000 boxes: only those near the viewport are in the DOM; scrolling far down renders the boxes
 * there, in reading order, with no overlap and no blank column.
 */
export const Virtualised = meta.story({
  play: async ({ canvas, canvasElement }) => {
    const feed = canvas.getByRole('feed', { name: 'Boxes' });
    await expect(canvas.getAllByRole('article').length).toBeLessThan(100);
    await expect(canvas.getAllByRole('article')[0]).toHaveAttribute('aria-setsize', '5000');
    const gridTop = feed.getBoundingClientRect().top + window.scrollY;
    window.scrollTo(0, gridTop + 200_000);
    await waitFor(() =>
      expect(Number(canvas.getAllByRole('article')[0]?.getAttribute('aria-posinset'))).toBeGreaterThan(1000),
    );
    const articles = canvas.getAllByRole('article');
    await expect(articles.length).toBeLessThan(100);
    await expectSoundGrid(articles);
    // Every one of the 4 columns has a box in the viewport: nothing blank.
    const inView = articles.map(rect).filter((r) => r.bottom > 0 && r.top < window.innerHeight);
    await expect(new Set(inView.map((r) => Math.round(r.left))).size).toBe(4);
    window.scrollTo(0, 0);
    await waitFor(() => expect(canvasElement.querySelector('[aria-posinset="1"]')).not.toBeNull());
  },
});

function MeasuredTile({ item, labelId }: { item: Box; labelId: string }) {
  const [more, setMore] = useState(false);
  return (
    <Tile>
      <p id={labelId}>{item.label}</p>
      <p>{'word '.repeat(item.words ?? 3).trim()}</p>
      {more ? <p style={{ height: 120, margin: 0 }}>More about {item.label}.</p> : null}
      <Control type="button" onClick={() => setMore(!more)}>
        {more ? 'Less' : 'More'} about {item.label}
      </Control>
    </Tile>
  );
}

/**
 * Items of unknown height (text that wraps): measured before they are placed, so nothing overlaps;
 * when one grows after render (here: More), the items below it in its column move down.
 */
export const MeasuredItems = meta.story({
  // Its final state (Box 1 grown, the others in place) is deterministic: screenshotted.
  tags: ['!no-screenshot'],
  args: { items: makeBoxes(24) },
  render: ({ items }) => (
    <Frame $width={1000}>
      <Masonry<Box>
        ariaLabel="Boxes"
        items={items}
        getItemKey={(box) => box.id}
        renderItem={({ item, labelId }) => <MeasuredTile item={item} labelId={labelId} />}
      />
    </Frame>
  ),
  play: async ({ canvas }) => {
    window.scrollTo(0, 0);
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(24));
    // A web font arriving re-wraps text: the grid re-measures and moves items (a late height change
    // of its own). Start from the settled grid.
    await document.fonts.ready;
    await nextFrame();
    const articles = canvas.getAllByRole('article');
    await expectSoundGrid(articles);
    const first = canvas.getByRole('article', { name: 'Box 1' });
    // Tops relative to the feed, so that a scroll of the page does not count as a move.
    const feed = canvas.getByRole('feed', { name: 'Boxes' });
    const topOf = (article: HTMLElement) => rect(article).top - rect(feed).top;
    const below = articles.filter(
      (article) =>
        article !== first && rect(article).left === rect(first).left && topOf(article) > topOf(first),
    );
    const beside = articles.filter((article) => rect(article).left !== rect(first).left);
    const topsBelow = below.map(topOf);
    const topsBeside = beside.map(topOf);
    await userEvent.click(canvas.getByRole('button', { name: 'More about Box 1' }));
    await waitFor(() => expect(topOf(below[0] as HTMLElement)).toBeGreaterThan((topsBelow[0] ?? 0) + 100));
    const grown = rect(first).bottom - rect(first).top;
    await expect(grown).toBeGreaterThan(120);
    await expect(beside.map(topOf)).toEqual(topsBeside);
    await expectSoundGrid(canvas.getAllByRole('article'));
  },
});

function ResizableGrid({ items }: { items: Box[] }) {
  const [narrow, setNarrow] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setNarrow(!narrow)}>
        {narrow ? 'Widen' : 'Narrow'} the container
      </button>
      <BoxGrid items={items} width={narrow ? 500 : 1000} />
    </>
  );
}

/** The container's own width (not the window's) sets the columns: narrowing it reflows to 2 columns. */
export const ContainerResize = meta.story({
  args: { items: makeBoxes(30) },
  render: ({ items }) => <ResizableGrid items={items} />,
  play: async ({ canvas }) => {
    const columns = () => new Set(canvas.getAllByRole('article').map((a) => Math.round(rect(a).left))).size;
    await expect(columns()).toBe(4);
    await userEvent.click(canvas.getByRole('button', { name: 'Narrow the container' }));
    await waitFor(() => expect(columns()).toBe(2));
    await expectSoundGrid(canvas.getAllByRole('article'));
    await userEvent.click(canvas.getByRole('button', { name: 'Widen the container' }));
    await waitFor(() => expect(columns()).toBe(4));
  },
});

function RemovableGrid({ items: initial }: { items: Box[] }) {
  const [items, setItems] = useState(initial);
  return (
    <>
      <button type="button" onClick={() => setItems((current) => current.filter((_, i) => i % 2 === 1))}>
        Hide every other box
      </button>
      <button type="button" onClick={() => setItems([])}>
        Hide all
      </button>
      <Frame $width={1000}>
        <Masonry<Box>
          ariaLabel="Boxes"
          items={items}
          getItemKey={(box) => box.id}
          getItemHeight={(box) => box.height}
          renderItem={({ item, labelId }) => <Tile id={labelId}>{item.label}</Tile>}
          emptyState={<p>No boxes left.</p>}
        />
      </Frame>
    </>
  );
}

/** Hiding (filtering) items reflows the rest without error; hiding all shows the empty state. */
export const RemoveItems = meta.story({
  args: { items: makeBoxes(20) },
  render: ({ items }) => <RemovableGrid items={items} />,
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Hide every other box' }));
    await waitFor(() => expect(canvas.getAllByRole('article')).toHaveLength(10));
    await expect(canvas.getAllByRole('article')[0]).toHaveAccessibleName('Box 2');
    await expect(canvas.getAllByRole('article')[0]).toHaveAttribute('aria-setsize', '10');
    await expectSoundGrid(canvas.getAllByRole('article'));
    await userEvent.click(canvas.getByRole('button', { name: 'Hide all' }));
    await expect(canvas.queryByRole('feed')).not.toBeInTheDocument();
    await expect(canvas.getByText('No boxes left.')).toBeVisible();
  },
});

const ssrItems = makeBoxes(200);
// No GlobalStyle of its own: the page has the preview's. styled-components numbers a global style's
// instances per sheet, so the server sheet's first instance shared its rules' slot with a mounted
// one of the page's, and the light page style stayed on the page after this story: a dark story
// run after it in the same page drew light text on white (issue 26, the storybook project's files
// sharing one page).
const ssrGrid = () => (
  <TesseraThemeProvider globalStyle={false}>
    <Masonry<Box>
      ariaLabel="Server boxes"
      items={ssrItems}
      getItemKey={(box) => box.id}
      getItemHeight={(box) => box.height}
      renderItem={({ item, labelId }) => <Tile id={labelId}>{item.label}</Tile>}
      initialWidth={1000}
    />
  </TesseraThemeProvider>
);

/**
 * Server rendering: the grid is rendered with renderToString (and styled-components' server sheet),
 * then the client hydrates it: no hydration error, and no article moves when the client takes over.
 */
export const ServerRendered = meta.story({
  render: () => <div data-testid="ssr-host" style={{ width: 1000 }} />,
  play: async ({ canvas }) => {
    const host = canvas.getByTestId('ssr-host');
    const sheet = new ServerStyleSheet();
    try {
      const html = renderToString(sheet.collectStyles(ssrGrid()));
      host.innerHTML = `${sheet.getStyleTags()}${html}`;
    } finally {
      sheet.seal();
    }
    const serverArticles = Array.from(host.querySelectorAll('article'));
    await expect(serverArticles.length).toBeGreaterThan(8);
    const before = serverArticles.map(rect);
    const errors: unknown[] = [];
    const root = hydrateRoot(host, ssrGrid(), { onRecoverableError: (error) => errors.push(error) });
    try {
      await waitFor(() =>
        expect(host.querySelector('[role="feed"]')).toHaveAttribute('data-measured', 'true'),
      );
      await nextFrame();
      await expect(errors).toEqual([]);
      // The same elements, where they were.
      await expect(serverArticles.every((article) => article.isConnected)).toBe(true);
      await expect(serverArticles.map(rect)).toEqual(before);
    } finally {
      root.unmount();
    }
  },
});

function KeyboardGrid({ items }: { items: Box[] }) {
  return (
    <>
      <button type="button">Before the feed</button>
      <Frame $width={1000}>
        <Masonry<Box>
          ariaLabel="Boxes"
          items={items}
          getItemKey={(box) => box.id}
          getItemHeight={(box) => box.height}
          renderItem={({ item, labelId }) => (
            <Tile>
              <Control type="button" id={labelId}>
                {item.label}
              </Control>
            </Tile>
          )}
        />
      </Frame>
      <button type="button">After the feed</button>
    </>
  );
}

/**
 * The feed pattern's keys: Tab enters the first card, PageDown / PageUp move between articles in
 * reading order, arrows to the geometric neighbour, Ctrl+End / Ctrl+Home leave the feed.
 */
export const Keyboard = meta.story({
  args: { items: makeBoxes(40) },
  render: ({ items }) => <KeyboardGrid items={items} />,
  play: async ({ canvas }) => {
    // The grid takes keys once the chunk it loads after its first render is in.
    await loadMasonryBehaviour();
    const article = (name: string) => canvas.getByRole('article', { name });
    await userEvent.click(canvas.getByRole('button', { name: 'Before the feed' }));
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Box 1' })).toHaveFocus();
    await userEvent.keyboard('{PageDown}');
    await expect(article('Box 2')).toHaveFocus();
    await userEvent.keyboard('{PageUp}');
    await expect(article('Box 1')).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(article('Box 2')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    const below = document.activeElement as HTMLElement;
    await expect(rect(below).left).toBe(rect(article('Box 2')).left);
    await expect(rect(below).top).toBeGreaterThan(rect(article('Box 2')).bottom);
    await userEvent.keyboard('{ArrowUp}');
    await expect(article('Box 2')).toHaveFocus();
    await userEvent.keyboard('{Control>}{End}{/Control}');
    await expect(canvas.getByRole('button', { name: 'After the feed' })).toHaveFocus();
    // Focus moved (and scrolled) to the end: whichever article is now rendered takes Ctrl+Home.
    canvas.getAllByRole('article')[0]?.focus();
    await userEvent.keyboard('{Control>}{Home}{/Control}');
    await expect(canvas.getByRole('button', { name: 'Before the feed' })).toHaveFocus();
  },
});

/**
 * Right to left: columns start at the right, DOM order still follows reading order (right to left),
 * and ArrowLeft moves towards the end (leftwards).
 */
export const RightToLeft = meta.story({
  args: { items: makeBoxes(40) },
  render: ({ items }) => (
    <div dir="rtl">
      <BoxGrid items={items} />
    </div>
  ),
  play: async ({ canvas }) => {
    const articles = canvas.getAllByRole('article');
    const [first, second] = articles;
    await expect(rect(first as HTMLElement).left).toBeGreaterThan(rect(second as HTMLElement).left);
    await expectSoundGrid(articles, true);
    // The grid takes keys once the chunk it loads after its first render is in.
    await loadMasonryBehaviour();
    (first as HTMLElement).focus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(second).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(first).toHaveFocus();
  },
});

const FEED_PAGE = 20;

/**
 * A backend of three pages whose second page fails the first time it is asked for. `calls` records
 * every bookmark requested, in order.
 */
function flakyBackend() {
  const calls: (string | null)[] = [];
  let failed = false;
  const fetchPage = async (bookmark: string | null): Promise<FeedPage<Box>> => {
    calls.push(bookmark);
    const page = bookmark === null ? 0 : Number(bookmark.slice(1));
    if (page === 1 && !failed) {
      failed = true;
      throw new Error('The server did not answer.');
    }
    const items = makeBoxes(FEED_PAGE * (page + 1)).slice(FEED_PAGE * page);
    return { items, bookmark: page === 2 ? '-end-' : `p${page + 1}` };
  };
  const reset = () => {
    calls.length = 0;
    failed = false;
  };
  return { calls, fetchPage, reset };
}

function PagedFeed({ fetchPage }: { fetchPage: (bookmark: string | null) => Promise<FeedPage<Box>> }) {
  const feed = useFeedResource(fetchPage);
  const getItemKey = useCallback((box: Box) => box.id, []);
  return (
    <Frame $width={1000}>
      <Masonry<Box>
        ariaLabel="Boxes"
        items={feed.items}
        getItemKey={getItemKey}
        getItemHeight={(box) => box.height}
        renderItem={({ item, labelId }) => <Tile id={labelId}>{item.label}</Tile>}
        hasMore={feed.hasMore}
        loading={feed.status === 'loading'}
        onLoadMore={feed.loadMore}
      />
      {feed.status === 'error' ? (
        <div role="alert">
          <p>The page could not load.</p>
          <Control type="button" onClick={feed.retry}>
            Try again
          </Control>
        </div>
      ) : null}
      {feed.status === 'end' ? <p>That is everything.</p> : null}
    </Frame>
  );
}

const backendForStory = flakyBackend();

/**
 * Infinite loading through the resource-fetch machine: one request per bookmark while scrolling, an
 * error state with Try again (the failed page is asked for once more), and nothing after the end.
 */
export const PagedWithRetry = meta.story({
  beforeEach: () => backendForStory.reset(),
  render: () => <PagedFeed fetchPage={backendForStory.fetchPage} />,
  play: async ({ canvas }) => {
    const toEnd = () => window.scrollTo(0, document.documentElement.scrollHeight);
    // The first page is shorter than three viewports: the second is asked for at once, and fails.
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('The page could not load.'));
    await scrollToEnd();
    await expect(backendForStory.calls).toEqual([null, 'p1']);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    toEnd();
    await waitFor(() => expect(canvas.getByText('That is everything.')).toBeVisible());
    await scrollToEnd();
    await expect(backendForStory.calls).toEqual([null, 'p1', 'p1', 'p2']);
    await expect(canvas.getAllByRole('article')[0]).toHaveAttribute('aria-setsize', String(3 * FEED_PAGE));
    window.scrollTo(0, 0);
  },
});

/** The fetch machine behind a paged feed: one page at a time, the error and its retry, the end. */
export const ResourceFetchMachine = meta.story({
  render: () => (
    <MachineChart
      machine={resourceFetchMachine}
      spec="One page at a time, by its bookmark; a failed page is asked for again on retry; nothing after the last page."
    />
  ),
});
