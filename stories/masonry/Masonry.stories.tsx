import { Masonry } from '@tessera/masonry';
import type { Pin } from '@tessera/model';
import { getPinCardHeight, PinCard } from '@tessera/pin-card';
import { ToasterProvider } from '@tessera/ui';
import { useCallback, useState } from 'react';
import { expect, fn, waitFor } from 'storybook/test';
import styled from 'styled-components';
import preview from '../../.storybook/preview.tsx';
import { board, repinResult, waitForImages, world } from '../pin-card/fixtures.ts';

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
  args: { items: makeBoxes(24), width: 1000 },
  // Each example in a frame of its own on the docs page (see DocsPage.tsx): the grid is virtualised
  // against the window, so an example far down a shared page would render no boxes.
  parameters: { framedInDocs: true, docs: { story: { height: '600px' } } },
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

/** Right to left (as with the toolbar's direction): the first item sits at the right edge. */
export const RightToLeft = meta.story({
  args: { items: makeBoxes(12) },
  render: (args) => (
    <div dir="rtl">
      <BoxFeed {...args} />
    </div>
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
    window.scrollTo(0, document.documentElement.scrollHeight);
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(args.onLoadMore).toHaveBeenCalledTimes(PAGES - 1);
    window.scrollTo(0, 0);
  },
});

const feedPins = world.pins.slice(0, 16);

function PinFeed({ pins }: { pins: Pin[] }) {
  return (
    <ToasterProvider>
      <Frame $width={1000}>
        <Masonry<Pin>
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
