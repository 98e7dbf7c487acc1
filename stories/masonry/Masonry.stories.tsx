import { GRID_SURFACES, LOAD_MORE_VIEWPORTS, Masonry, OVERSCAN_VIEWPORTS } from '@tessera/masonry';
import { MasonryFrame } from '@tessera/masonry/frame';
import type { Pin } from '@tessera/model';
import { getPinCardHeight, PinCard } from '@tessera/pin-card';
import { MASONRY_GAP, MASONRY_ITEM_WIDTH, MASONRY_ITEM_WIDTH_WIDE } from '@tessera/tokens';
import { ToasterProvider } from '@tessera/ui';
import { useCallback, useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import styled from 'styled-components';
import type { Guidelines } from '../../.storybook/DocsPage.tsx';
import preview, { VIEWPORTS } from '../../.storybook/preview.tsx';
import { InLanguage } from '../localisation/InLanguage.tsx';
import { HEBREW } from '../localisation/samples.ts';
import { board, repinResult, waitForImages, world } from '../pin-card/fixtures.ts';
import { scrollToEnd } from './scrollToEnd.ts';

interface Box {
  id: string;
  label: string;
  height: number;
}

/** Deterministic boxes of varied heights (no randomness: the same every run). */
function makeBoxes(count: number, start = 0): Box[] {
  return Array.from({ length: count }, (_, i) => {
    const n = start + i + 1;
    return { id: `box-${n}`, label: `Box ${n}`, height: 120 + ((n * 67) % 180) };
  });
}

const Tile = styled.div`
  box-sizing: border-box;
  height: 100%;
  display: flex;
  align-items: center;
  justify-content: center;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.color.secondary};
  color: ${({ theme }) => theme.color.onSecondary};
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

/** A fixed width, so the column count (and the screenshot) does not depend on the viewport. */
const Frame = styled.div<{ $width: number }>`
  width: ${({ $width }) => $width}px;
  max-width: 100%;
`;

interface BoxFeedProps {
  items: Box[];
  width: number;
  hasMore?: boolean;
  loading?: boolean;
  onLoadMore?: () => void;
  emptyState?: string;
}

function BoxFeed({ items, width, hasMore = false, loading = false, onLoadMore, emptyState }: BoxFeedProps) {
  return (
    <Frame $width={width}>
      <Masonry<Box>
        ariaLabel="Boxes"
        items={items}
        getItemKey={(box) => box.id}
        getItemHeight={(box) => box.height}
        renderItem={({ item, labelId }) => <Tile id={labelId}>{item.label}</Tile>}
        hasMore={hasMore}
        loading={loading}
        {...(onLoadMore ? { onLoadMore } : {})}
        {...(emptyState ? { emptyState: <p>{emptyState}</p> } : {})}
      />
    </Frame>
  );
}

const meta = preview.meta({
  title: 'Masonry/Masonry',
  component: BoxFeed,
  args: { items: makeBoxes(24), width: 1000, onLoadMore: fn() },
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
        component: `The pin grid: columns of the same width, each item placed at the top of the shortest column, so items of different heights pack without rows. Columns are ${MASONRY_ITEM_WIDTH} px wide (${MASONRY_ITEM_WIDTH_WIDE} px on shopping surfaces) with ${MASONRY_GAP} px between them; as many as fit the container's own width, and the grid is centred in it. Where two do not fit (a phone), a pin grid's two columns share the width instead, edge to edge. Only the items near the window are on the page, so a feed of thousands scrolls as lightly as one of twenty, and the next page is asked for before the person reaches the end. The grid itself has no look and needs no theme; these examples wear Tessera's (\`MasonryFrame\` of \`@tessera/masonry/frame\`: items rounded like a pin card, the theme's focus ring when the feed keys move to one).`,
      },
    },
    guidelines: {
      whenToUse: `For every list of pins, and for other items of uneven height that people browse rather than read in order. Give each grid the settings of its surface (\`GRID_SURFACES\`: the standard or wide column, or a flexible grid of at least two columns inside another view). For a short row of equal items use a plain row; for a list read in order (comments, settings) use a list.`,
      states: [
        '**Items**: placed in reading order (top, then the start side), shortest column first.',
        '**Loading the first page**: an empty grid marked busy. **Loading more**: the items so far, marked busy, with the total still unknown.',
        `**More to come**: when the bottom of the window is within ${LOAD_MORE_VIEWPORTS} window heights of the shortest column’s end, the grid asks for the next page, once per page.`,
        '**The end**: no more requests; each item then announces the real total.',
        '**Empty**: nothing to show and nothing loading: the empty message the surface gives, instead of the grid.',
        `Scrolling: items further than ${OVERSCAN_VIEWPORTS} window height above or below the window leave the page and come back as they near it.`,
        'The [Behaviour](?path=/docs/masonry-behaviour--docs) page shows the rest: items of unknown height, resizing, removal, server rendering, the keyboard, paging with a retry.',
      ],
      do: [
        'Give each item’s height up front (`getItemHeight`; for pins, `getPinCardHeight`) so nothing moves when images load.',
        'Name the grid (`ariaLabel`, such as “Pins”) and pass each item’s `labelId` to the element holding its title.',
        'Give an empty message that says why the grid is empty and what to do next.',
      ],
      dont: [
        'Don’t size the columns from the window: the grid reads its container’s width, so it fits a side panel as well as a page.',
        'Don’t sort items into columns yourself or reorder them to even out heights: the grid places them, and its order is the reading order.',
        'Don’t put the grid in a scrolling box of its own: it follows the window’s scroll.',
      ],
      accessibility: [
        'The grid is a feed and each item an article with its position and the total (“3 of 60”; the total is unknown while more may come). It is marked busy while a page loads.',
        'Tab enters the first item’s controls. Page Down / Page Up go to the next / previous item in reading order, the arrow keys to the neighbour in that direction (mirrored right to left), Ctrl+End / Ctrl+Home leave the grid to what follows / precedes it.',
        'The items on the page are in reading order, so Tab and a screen reader follow what the eye sees.',
        'With no items and nothing loading there is no feed at all, only the empty message.',
      ],
      related: [
        '[Masonry behaviour](?path=/docs/masonry-behaviour--docs): each behaviour checked in a browser.',
        '[PinCard](?path=/docs/pin-card-pincard--docs): the item of every pin grid.',
      ],
      propsOf: Masonry,
    } satisfies Guidelines,
  },
});

/** 24 boxes of known heights: 4 columns of 236 px with 14 px gaps in 1000 px, shortest column first. */
export const FixedItems = meta.story({
  play: async ({ canvas }) => {
    const feed = canvas.getByRole('feed', { name: 'Boxes' });
    const articles = canvas.getAllByRole('article');
    await expect(articles).toHaveLength(24);
    await expect(articles[0]).toHaveAccessibleName('Box 1');
    await expect(articles[0]).toHaveAttribute('aria-posinset', '1');
    await expect(articles[0]).toHaveAttribute('aria-setsize', '24');
    await expect(feed).toHaveAttribute('aria-busy', 'false');
    const lefts = new Set(articles.map((article) => article.getBoundingClientRect().left));
    await expect(lefts.size).toBe(4);
  },
});

/** A narrow container gets one column: the container's width counts, not the window's. */
export const NarrowContainer = meta.story({
  args: { items: makeBoxes(6), width: 300 },
  play: async ({ canvas }) => {
    const lefts = new Set(
      canvas.getAllByRole('article').map((article) => article.getBoundingClientRect().left),
    );
    await expect(lefts.size).toBe(1);
  },
});

/** Nothing to show and nothing loading: no feed role (a feed must hold articles), the empty state instead. */
export const Empty = meta.story({
  args: { items: [], emptyState: 'No boxes yet.' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('feed')).not.toBeInTheDocument();
    await expect(canvas.queryAllByRole('article')).toHaveLength(0);
    await expect(canvas.getByText('No boxes yet.')).toBeVisible();
  },
});

/** The first page is loading: an empty, busy feed. */
export const LoadingFirstPage = meta.story({
  args: { items: [], hasMore: true, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('feed', { name: 'Boxes' })).toHaveAttribute('aria-busy', 'true');
  },
});

/** Loading the first page: aria-busy, and the set size is unknown (-1) while more may come. */
export const Loading = meta.story({
  args: { items: makeBoxes(8), hasMore: true, loading: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('feed', { name: 'Boxes' })).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getAllByRole('article')[0]).toHaveAttribute('aria-setsize', '-1');
  },
});

/** Right to left, in Hebrew (as with the toolbar's direction): the first item sits at the right edge. */
export const RightToLeft = meta.story({
  args: { items: makeBoxes(12).map((box, i) => ({ ...box, label: HEBREW.item(i + 1) })) },
  render: (args) => (
    <InLanguage language={HEBREW}>
      <BoxFeed {...args} />
    </InLanguage>
  ),
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByRole('article');
    await expect(first?.getBoundingClientRect().left).toBeGreaterThan(
      second?.getBoundingClientRect().left ?? 0,
    );
  },
});

const PAGE = 20;
const PAGES = 3;

/** Pages arrive 50 ms after they are asked for; after three pages the feed is at its end. */
function InfiniteBoxes({ onLoadMore }: { onLoadMore: () => void }) {
  const [items, setItems] = useState(() => makeBoxes(PAGE));
  const [loading, setLoading] = useState(false);
  const loadMore = useCallback(() => {
    onLoadMore();
    setLoading(true);
    setTimeout(() => {
      setItems((current) => [...current, ...makeBoxes(PAGE, current.length)]);
      setLoading(false);
    }, 50);
  }, [onLoadMore]);
  return (
    <BoxFeed
      items={items}
      width={1000}
      hasMore={items.length < PAGE * PAGES}
      loading={loading}
      onLoadMore={loadMore}
    />
  );
}

/**
 * Infinite loading: the grid is shorter than three viewports, so it asks for the next page, once per
 * page (never twice for the same items), until the end; then the set size is the total.
 */
export const InfiniteLoading = meta.story({
  args: { onLoadMore: fn() },
  render: (args) => <InfiniteBoxes onLoadMore={args.onLoadMore ?? (() => undefined)} />,
  play: async ({ canvas, args }) => {
    // Only the items near the viewport are in the DOM: the set size tells when all pages are in.
    await waitFor(() =>
      expect(canvas.getAllByRole('article')[0]).toHaveAttribute('aria-setsize', String(PAGE * PAGES)),
    );
    await expect(args.onLoadMore).toHaveBeenCalledTimes(PAGES - 1);
    const feed = canvas.getByRole('feed', { name: 'Boxes' });
    await waitFor(() => expect(feed).toHaveAttribute('aria-busy', 'false'));
    // Nothing more after the end.
    await scrollToEnd();
    await expect(args.onLoadMore).toHaveBeenCalledTimes(PAGES - 1);
    window.scrollTo(0, 0);
  },
});

const feedPins = world.pins.slice(0, 16);

/** The width of the toolbar's Mobile viewport (a phone), in px. */
const PHONE_WIDTH = Number.parseInt(VIEWPORTS.mobile.styles.width, 10);

/** Pin cards on the home feed's grid (GRID_SURFACES.AuthHomefeed), in a frame of the given width. */
function PinFeed({ pins, width = 1000 }: { pins: Pin[]; width?: number }) {
  return (
    <ToasterProvider>
      <Frame $width={width} data-testid="pin-feed-frame">
        <Masonry<Pin>
          {...GRID_SURFACES.AuthHomefeed}
          ariaLabel="Pins"
          items={pins}
          getItemKey={(pin) => pin.id}
          getItemHeight={(pin, width) => getPinCardHeight(pin, width)}
          renderItem={({ item, width, labelId }) => (
            <PinCard
              pin={item}
              columnWidth={width}
              titleId={labelId}
              saveTarget={board}
              imageLoading="eager"
              devicePixelRatio={1}
              onSave={async ({ pin, board: target }) => repinResult(pin, target)}
              onUnsave={async () => undefined}
            />
          )}
        />
      </Frame>
    </ToasterProvider>
  );
}

/** Pin cards in the grid: heights from getPinCardHeight, so nothing moves when images load. */
export const Pins = meta.story({
  render: () => <PinFeed pins={feedPins} />,
  play: async ({ canvas, canvasElement }) => {
    const articles = canvas.getAllByRole('article');
    await expect(articles).toHaveLength(feedPins.length);
    const before = articles.map((article) => article.getBoundingClientRect().toJSON());
    await waitForImages(canvasElement);
    await expect(articles.map((article) => article.getBoundingClientRect().toJSON())).toEqual(before);
    for (const [index, article] of articles.entries()) {
      const card = article.querySelector('[data-testid="pin-card"]');
      await expect(card?.getBoundingClientRect().height).toBe(article.getBoundingClientRect().height);
      await expect(article).toHaveAttribute('aria-posinset', String(index + 1));
    }
  },
});

/**
 * On a phone (the toolbar's Mobile width, 390 px) two 236 px columns do not fit: the home feed's two
 * columns share the width, edge to edge with the 14 px gap between them (188 px each), rather than
 * one 236 px column with empty space on both sides.
 */
export const PinsOnAPhone = meta.story({
  render: () => <PinFeed pins={feedPins.slice(0, 8)} width={PHONE_WIDTH} />,
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    const frame = canvas.getByTestId('pin-feed-frame').getBoundingClientRect();
    await expect(frame.width).toBe(PHONE_WIDTH);
    const boxes = canvas.getAllByRole('article').map((article) => article.getBoundingClientRect());
    const lefts = [...new Set(boxes.map((box) => box.left))].sort((a, b) => a - b);
    await expect(lefts).toHaveLength(2);
    const columnWidth = (PHONE_WIDTH - MASONRY_GAP) / 2;
    for (const box of boxes) await expect(box.width).toBe(columnWidth);
    await expect(lefts[0]).toBe(frame.left);
    await expect(lefts[1]).toBe(frame.left + columnWidth + MASONRY_GAP);
    await expect(Math.max(...boxes.map((box) => box.right))).toBe(frame.right);
  },
});
