import { MASONRY_GAP, MASONRY_ITEM_WIDTH } from '@tessera/tokens';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadMasonryBehaviour, Masonry } from './Masonry.tsx';
import { type ItemImpression, useItemImpressions } from './useItemImpressions.ts';
import { SETTLE_MS } from './useViewportBand.ts';

interface Box {
  id: string;
  height: number;
}

const boxes = (...heights: number[]): Box[] => heights.map((height, i) => ({ id: `box-${i + 1}`, height }));

/** The container's measured box, as the ResizeObserver and getBoundingClientRect report it. */
const container = { width: 1000, top: 0 };
const observers = new Set<FakeResizeObserver>();

class FakeResizeObserver {
  readonly callback: ResizeObserverCallback;
  targets: Element[] = [];
  constructor(callback: ResizeObserverCallback) {
    this.callback = callback;
    observers.add(this);
  }
  observe(target: Element) {
    this.targets.push(target);
  }
  unobserve(target: Element) {
    this.targets = this.targets.filter((t) => t !== target);
  }
  disconnect() {
    observers.delete(this);
  }
}

function resizeContainer(width: number) {
  container.width = width;
  act(() => {
    for (const observer of observers) {
      const entries = observer.targets
        .filter((target) => target.parentElement?.getAttribute('role') === 'feed')
        .map((target) => ({ target, contentRect: { width, height: 0 } }) as unknown as ResizeObserverEntry);
      observer.callback(entries, observer as unknown as ResizeObserver);
    }
  });
}

// The grid's keys, load-more and viewport report come in a chunk after its first render; here they
// are loaded before any test, so each test's grid has them from its first render (the wait for them
// is Masonry.behaviour.dom.test.tsx's).
beforeAll(() => loadMasonryBehaviour());

beforeEach(() => {
  container.width = 1000;
  container.top = 0;
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.stubGlobal('innerHeight', 800);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    // The feed and its grid sit at container.top; an article measures as tall as its content's
    // data-height (jsdom has no layout).
    const feed = this.getAttribute('role') === 'feed' || this.parentElement?.getAttribute('role') === 'feed';
    if (feed) return DOMRect.fromRect({ x: 0, y: container.top, width: container.width, height: 0 });
    const content = this.tagName === 'ARTICLE' ? this.querySelector<HTMLElement>('[data-height]') : null;
    return DOMRect.fromRect({ height: Number(content?.dataset.height ?? 0) });
  });
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  observers.clear();
});

/** Content that jsdom "measures" at its data-height (see the getBoundingClientRect mock). */
const Sized = ({ item }: { item: Box }) => <div data-height={item.height}>{item.id}</div>;

type Props = Partial<ComponentProps<typeof Masonry<Box>>>;

function renderFeed(props: Props = {}) {
  const element = (next: Props) => (
    <Masonry<Box>
      ariaLabel="Boxes"
      items={boxes(100, 50, 80)}
      getItemKey={(box) => box.id}
      getItemHeight={(box) => box.height}
      getItemLabel={(box) => box.id}
      renderItem={({ item }) => <span>{item.id}</span>}
      {...next}
    />
  );
  const result = render(element(props));
  return { ...result, update: (next: Props) => result.rerender(element({ ...props, ...next })) };
}

const feed = () => screen.getByRole('feed', { name: 'Boxes' });
const articles = () => within(feed()).getAllByRole('article');
const styleOf = (name: string) => screen.getByRole('article', { name }).style;

/** A grid with impression tracking (the home feed wires it the same way). */
function Tracked({
  items,
  onItemImpression,
  paused = false,
}: {
  items: Box[];
  onItemImpression: (i: ItemImpression<Box>) => void;
  paused?: boolean;
}) {
  const getItemKey = (box: Box) => box.id;
  const onViewport = useItemImpressions({ items, getItemKey, onItemImpression, paused });
  return (
    <Masonry<Box>
      ariaLabel="Boxes"
      items={items}
      getItemKey={getItemKey}
      getItemHeight={(box) => box.height}
      getItemLabel={getItemKey}
      renderItem={({ item }) => <span>{item.id}</span>}
      onViewport={onViewport}
    />
  );
}

describe('Masonry', () => {
  it('is a WAI-ARIA feed: labelled, aria-busy while loading, articles with posinset and setsize', () => {
    const { update } = renderFeed({ hasMore: true, loading: true });
    expect(feed()).toHaveAttribute('aria-busy', 'true');
    expect(articles().map((a) => a.getAttribute('aria-posinset'))).toEqual(['1', '2', '3']);
    // More may come: the total is unknown.
    expect(articles().map((a) => a.getAttribute('aria-setsize'))).toEqual(['-1', '-1', '-1']);
    update({ hasMore: false, loading: false });
    expect(feed()).toHaveAttribute('aria-busy', 'false');
    expect(articles().map((a) => a.getAttribute('aria-setsize'))).toEqual(['3', '3', '3']);
  });

  it('positions items absolutely, shortest column first, with the §9 width and gap by default', () => {
    // 4 columns of 236 with gaps of 14 need 986 px: 985 px fits 3, so the fourth item goes under the
    // shortest column.
    container.width = 985;
    renderFeed({ items: boxes(100, 50, 80, 10) });
    const first = styleOf('box-1');
    expect([first.top, first.insetInlineStart, first.width, first.height]).toEqual([
      '0px',
      '0px',
      '236px',
      '100px',
    ]);
    expect(styleOf('box-2').insetInlineStart).toBe(`${MASONRY_ITEM_WIDTH + MASONRY_GAP}px`);
    expect(styleOf('box-3').insetInlineStart).toBe(`${2 * (MASONRY_ITEM_WIDTH + MASONRY_GAP)}px`);
    const fourth = styleOf('box-4');
    expect([fourth.top, fourth.insetInlineStart]).toEqual([`${50 + MASONRY_GAP}px`, '250px']);
  });

  it('keeps DOM order equal to reading order (top, then inline start)', () => {
    renderFeed({ items: boxes(100, 50, 80, 10, 10) });
    const tops = articles().map((a) => Number.parseFloat(a.style.top));
    expect(tops).toEqual([...tops].sort((a, b) => a - b));
    expect(articles().map((a) => a.getAttribute('aria-label'))).toEqual([
      'box-1',
      'box-2',
      'box-3',
      'box-4',
      'box-5',
    ]);
  });

  it('takes its column count from the container width and follows container resizes', () => {
    renderFeed({ items: boxes(10, 10, 10) });
    expect(new Set(articles().map((a) => a.style.top))).toEqual(new Set(['0px']));
    resizeContainer(MASONRY_ITEM_WIDTH * 2 + MASONRY_GAP - 1); // one pixel short of two columns
    expect(articles().map((a) => a.style.top)).toEqual(['0px', '24px', '48px']);
    resizeContainer(MASONRY_ITEM_WIDTH * 2 + MASONRY_GAP);
    expect(articles().map((a) => a.style.top)).toEqual(['0px', '0px', '24px']);
  });

  it('passes the column width and a label id to renderItem, and labels the article by it', () => {
    render(
      <Masonry<Box>
        ariaLabel="Boxes"
        items={boxes(40)}
        columnWidth={270}
        getItemKey={(box) => box.id}
        getItemHeight={(box) => box.height}
        renderItem={({ item, width, labelId }) => (
          <span id={labelId}>
            {item.id} at {width}
          </span>
        )}
      />,
    );
    expect(screen.getByRole('article', { name: 'box-1 at 270' })).toBeInTheDocument();
  });

  it('with no items and nothing loading shows the empty state, without the feed role', () => {
    renderFeed({ items: [], emptyState: <p>Nothing yet</p> });
    expect(screen.queryByRole('feed')).not.toBeInTheDocument();
    expect(screen.queryAllByRole('article')).toEqual([]);
    expect(screen.getByText('Nothing yet')).toBeInTheDocument();
  });

  it('with no items while the first page loads is a busy feed', () => {
    renderFeed({ items: [], loading: true, hasMore: true, emptyState: <p>Nothing yet</p> });
    expect(feed()).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByText('Nothing yet')).not.toBeInTheDocument();
  });

  it('asks for more once per item count when the end is within the threshold', () => {
    const onLoadMore = vi.fn();
    const { update } = renderFeed({ hasMore: true, onLoadMore, loadMoreThreshold: 0 });
    // The shortest column ends at 50 px, above the viewport bottom (800): near the end.
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    update({ hasMore: true, onLoadMore, loadMoreThreshold: 0, loading: false });
    act(() => {
      window.dispatchEvent(new Event('scroll'));
    });
    expect(onLoadMore).toHaveBeenCalledTimes(1);
    update({ items: boxes(100, 50, 80, 20), onLoadMore });
    expect(onLoadMore).toHaveBeenCalledTimes(2);
  });

  it('does not ask for more while loading, without more, or far from the end', () => {
    const onLoadMore = vi.fn();
    const { update } = renderFeed({ hasMore: true, loading: true, onLoadMore });
    update({ hasMore: false, loading: false, onLoadMore });
    container.top = 2000; // the grid starts 2000 px below the viewport top
    update({ hasMore: true, loading: false, onLoadMore, loadMoreThreshold: 1000 });
    // end = 2000 + 50 (shortest column); viewport bottom 800: 1250 px away, beyond 1000.
    expect(onLoadMore).not.toHaveBeenCalled();
    update({ hasMore: true, loading: false, onLoadMore, loadMoreThreshold: 1250 });
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it('far below the viewport, still holds its first article (a feed is made of articles)', () => {
    container.top = 20_000; // under a tall page header on a phone, far beyond the overscan
    renderFeed({ items: boxes(100, 50, 80, 120) });
    expect(articles().map((article) => article.getAttribute('aria-label') ?? article.textContent)).toEqual([
      'box-1',
    ]);
  });

  it('moves focus between articles with PageDown and PageUp (feed pattern), in reading order', async () => {
    const user = userEvent.setup();
    renderFeed({ renderItem: ({ item }) => <button type="button">Open {item.id}</button> });
    await user.click(screen.getByRole('button', { name: 'Open box-1' }));
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('article', { name: 'box-2' })).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('article', { name: 'box-3' })).toHaveFocus();
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('article', { name: 'box-3' })).toHaveFocus();
    await user.keyboard('{PageUp}');
    expect(screen.getByRole('article', { name: 'box-2' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Open box-2' })).toHaveFocus();
  });

  it('survives items being removed or filtered (full relayout)', () => {
    const { update } = renderFeed({ items: boxes(100, 50, 80, 10) });
    update({ items: boxes(100, 50, 80, 10).filter((box) => box.id !== 'box-2') });
    expect(articles().map((a) => a.getAttribute('aria-label'))).toEqual(['box-1', 'box-3', 'box-4']);
    expect(styleOf('box-3').insetInlineStart).toBe(`${MASONRY_ITEM_WIDTH + MASONRY_GAP}px`);
  });

  describe('virtualisation', () => {
    // 1000 boxes of 100 px in 4 columns (1000 px wide): rows every 114 px, 250 rows.
    const many = () => boxes(...Array.from({ length: 1000 }, () => 100));
    const scrollTo = (y: number) => {
      container.top = -y;
      act(() => {
        window.dispatchEvent(new Event('scroll'));
      });
    };
    const indexes = () => articles().map((a) => Number(a.getAttribute('aria-posinset')) - 1);

    it('renders only the items near the viewport (one viewport of overscan each way by default)', async () => {
      // The settling is a timer: driven by the test's clock (the frames too, so nothing else runs on its own).
      vi.useFakeTimers({
        toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
      });
      renderFeed({ items: many() });
      // Band [−800, 1600): rows 0…14 (row 14 starts at 1596) → 60 items.
      expect(indexes()).toEqual(Array.from({ length: 60 }, (_, i) => i));
      // A jump far away renders the viewport and a quarter of the overscan first: [11 200, 12 400)
      // holds rows 98 (11 172–11 272) … 108 (12 312–12 412).
      scrollTo(11_400);
      expect(indexes()[0]).toBe(98 * 4);
      expect(indexes().at(-1)).toBe(109 * 4 - 1);
      // Not before scrolling has been quiet for SETTLE_MS …
      await act(() => vi.advanceTimersByTimeAsync(SETTLE_MS - 1));
      expect(indexes()[0]).toBe(98 * 4);
      expect(indexes().at(-1)).toBe(109 * 4 - 1);
      // … then the full band [10 600, 13 000): rows 93 (10 602–10 702) … 114 (12 996–13 096).
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(indexes()[0]).toBe(93 * 4);
      expect(indexes().at(-1)).toBe(115 * 4 - 1);
    });

    it('lays out only what the first render shows, and the rest in the next task', async () => {
      // The frame and the task after it come from the test's clock.
      vi.useFakeTimers({
        toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'],
      });
      renderFeed({ items: many() });
      const grid = () => feed().querySelector<HTMLElement>(':scope > div:last-child');
      // The first 256 items (64 rows of 114 px) cover the band: the grid is that tall for now.
      expect(grid()?.style.height).toBe(`${64 * 114 - 14}px`);
      // Still so once the next frame has run: the rest waits for the task after it (after the paint).
      await act(async () => {
        vi.advanceTimersToNextFrame();
      });
      expect(grid()?.style.height).toBe(`${64 * 114 - 14}px`);
      // That task: a 0 ms timeout set by the frame (the fake clock, mid-tick, makes it due 1 ms on).
      await act(() => vi.advanceTimersByTimeAsync(1));
      expect(grid()?.style.height).toBe(`${250 * 114 - 14}px`);
    });

    it('takes the overscan as a prop', () => {
      renderFeed({ items: many(), overscan: 0 });
      // Band [0, 800): rows 0…7 → 32 items.
      expect(articles()).toHaveLength(32);
    });

    it('re-renders on scroll only when the rendered range changes, and then only the new items', () => {
      const renderItem = vi.fn(({ item }: { item: Box; index: number }) => <span>{item.id}</span>);
      // With the right initial width, the first render is the only one before the first scroll.
      renderFeed({ items: many(), renderItem, initialWidth: 1000 });
      expect(renderItem).toHaveBeenCalledTimes(60);
      renderItem.mockClear();
      scrollTo(300); // still inside the band with half an overscan to spare: nothing renders
      scrollTo(399);
      expect(renderItem).not.toHaveBeenCalled();
      scrollTo(500); // band becomes [−300, 2100): rows 0…18; rows 15…18 are new
      expect(renderItem).toHaveBeenCalledTimes(16);
      expect(renderItem.mock.calls.map(([args]) => args.index)).toEqual(
        Array.from({ length: 16 }, (_, i) => 60 + i),
      );
    });

    it('listens to scroll passively', () => {
      const add = vi.spyOn(window, 'addEventListener');
      renderFeed({ items: many() });
      const scrolls = add.mock.calls.filter(([type]) => type === 'scroll');
      expect(scrolls.length).toBeGreaterThan(0);
      for (const [, , options] of scrolls) expect(options).toMatchObject({ passive: true });
    });

    it('keeps the focused item rendered when the viewport moves away from it', () => {
      renderFeed({ items: many() });
      act(() => screen.getByRole('article', { name: 'box-1' }).focus());
      scrollTo(20_000);
      expect(screen.getByRole('article', { name: 'box-1' })).toHaveFocus();
      expect(indexes()[0]).toBe(0); // first in the DOM: it is first in reading order
    });

    it('renders and focuses a keyboard target that was outside the rendered range', async () => {
      const user = userEvent.setup();
      renderFeed({ items: many(), overscan: 0 });
      // Rows 0…7 are rendered; box-29 (row 7, column 0) is last-but-three.
      act(() => screen.getByRole('article', { name: 'box-29' }).focus());
      await user.keyboard('{ArrowDown}');
      expect(screen.getByRole('article', { name: 'box-33' })).toHaveFocus();
    });
  });

  describe('items of unknown height', () => {
    const measured = (props: Props = {}) =>
      renderFeed({
        getItemHeight: undefined,
        renderItem: ({ item }) => <Sized item={item} />,
        ...props,
      });

    it('measures them before placing them, shortest column first, without overlap', () => {
      container.width = 486; // 2 columns
      measured({ items: boxes(100, 50, 80, 10) });
      expect(articles().map((a) => [a.style.top, a.style.insetInlineStart])).toEqual([
        ['0px', '0px'],
        ['0px', '250px'],
        ['64px', '250px'],
        ['114px', '0px'],
      ]);
      // Their own height: not fixed on the article, so a change of content can be seen.
      expect(articles()[0]?.style.height).toBe('');
      expect(
        screen
          .queryAllByRole('article', { hidden: true })
          .filter((a) => a.hasAttribute('data-masonry-measuring')),
      ).toEqual([]);
    });

    it('moves the items below an item whose height changes after render', () => {
      container.width = 486;
      measured({ items: boxes(100, 50, 80, 10) });
      const second = screen.getByRole('article', { name: 'box-2' });
      // box-2 (column 1) grows from 50 to 90 (an image arrived late).
      const content = second.querySelector<HTMLElement>('[data-height]');
      if (content) content.dataset.height = '90';
      act(() => {
        for (const observer of observers) {
          if (!observer.targets.includes(second)) continue;
          const entry = { target: second, borderBoxSize: [{ blockSize: 90, inlineSize: 236 }] };
          observer.callback([entry as unknown as ResizeObserverEntry], observer as unknown as ResizeObserver);
        }
      });
      expect(styleOf('box-3').top).toBe(`${90 + MASONRY_GAP}px`);
      expect(styleOf('box-4').top).toBe('114px'); // column 0: unchanged
      expect(styleOf('box-1').top).toBe('0px');
    });

    it('mixes declared and measured heights', () => {
      container.width = 486;
      measured({
        items: boxes(100, 50, 80),
        getItemHeight: (box: Box) => (box.id === 'box-1' ? 30 : undefined),
      });
      expect(styleOf('box-1').height).toBe('30px');
      expect(styleOf('box-3').top).toBe(`${30 + MASONRY_GAP}px`);
    });
  });

  describe('keyboard', () => {
    function keyboardFeed() {
      container.width = 736; // 3 columns: boxes 1, 2, 3 on the first row
      render(
        <>
          <button type="button">Before</button>
          <Masonry<Box>
            ariaLabel="Boxes"
            items={boxes(100, 50, 80, 10, 40)}
            getItemKey={(box) => box.id}
            getItemHeight={(box) => box.height}
            getItemLabel={(box) => box.id}
            renderItem={({ item }) => <button type="button">Open {item.id}</button>}
          />
          <button type="button">After</button>
        </>,
      );
    }
    const article = (name: string) => screen.getByRole('article', { name });

    it('moves to the geometric neighbour with the arrow keys', async () => {
      const user = userEvent.setup();
      keyboardFeed();
      // tops: box-1 0–100 c0, box-2 0–50 c1, box-3 0–80 c2, box-4 64–74 c1, box-5 88–128 c1
      act(() => article('box-2').focus());
      await user.keyboard('{ArrowDown}');
      expect(article('box-4')).toHaveFocus();
      await user.keyboard('{ArrowRight}');
      expect(article('box-3')).toHaveFocus();
      await user.keyboard('{ArrowLeft}'); // centre of box-3 is 40: box-2 (0–50) holds it
      expect(article('box-2')).toHaveFocus();
      await user.keyboard('{ArrowLeft}');
      expect(article('box-1')).toHaveFocus();
      await user.keyboard('{ArrowUp}'); // top of its column: stays
      expect(article('box-1')).toHaveFocus();
    });

    it('takes arrows from a button inside an article too', async () => {
      const user = userEvent.setup();
      keyboardFeed();
      act(() => screen.getByRole('button', { name: 'Open box-1' }).focus());
      await user.keyboard('{ArrowRight}');
      expect(article('box-2')).toHaveFocus();
    });

    it('leaves the feed with Ctrl+End and Ctrl+Home', async () => {
      const user = userEvent.setup();
      keyboardFeed();
      act(() => article('box-3').focus());
      await user.keyboard('{Control>}{End}{/Control}');
      expect(screen.getByRole('button', { name: 'After' })).toHaveFocus();
      act(() => screen.getByRole('button', { name: 'Open box-4' }).focus());
      await user.keyboard('{Control>}{Home}{/Control}');
      expect(screen.getByRole('button', { name: 'Before' })).toHaveFocus();
    });
  });

  describe('impressions', () => {
    it('reports each item when it leaves, with the milestones reached past the 143 px cutoffs', async () => {
      container.width = MASONRY_ITEM_WIDTH; // one column: boxes at 0, 314, 628…
      const reports = vi.fn();
      const items = boxes(300, 300, 300, 300, 300, 300, 300, 300, 300, 300);
      const { rerender } = render(<Tracked items={items} onItemImpression={reports} />);
      expect(reports).not.toHaveBeenCalled();
      // Scroll far down: boxes 1–3 leave the viewport.
      container.top = -3000;
      act(() => {
        window.dispatchEvent(new Event('scroll'));
      });
      await waitFor(() => expect(reports).toHaveBeenCalledTimes(3));
      const byId = new Map(reports.mock.calls.map(([i]) => [i.item.id, i.report]));
      // box-1 0–300: 143–300 visible = 52 %; box-2 314–614: all of it; box-3 628–928: 628–657 ≈ 10 %.
      expect(byId.get('box-1')).toMatchObject({ reason: 'leave', milestones: [0, 50] });
      expect(byId.get('box-2')).toMatchObject({ reason: 'leave', milestones: [0, 50, 80, 100] });
      expect(byId.get('box-3')).toMatchObject({ reason: 'leave', milestones: [0] });
      // box-10 (2826–3126 → −174…126 in view) is under the top cutoff: not on screen, no tracker;
      // box-11 does not exist. Removing an item on screen reports it as removed.
      reports.mockClear();
      container.top = -2500; // box-9 2512–2812 → 12–312: 143–312 visible
      act(() => {
        window.dispatchEvent(new Event('scroll'));
      });
      await waitFor(() => expect(reports).toHaveBeenCalledTimes(0));
      rerender(<Tracked items={items.filter((box) => box.id !== 'box-9')} onItemImpression={reports} />);
      await waitFor(() => expect(reports).toHaveBeenCalled());
      expect(reports.mock.calls[0]?.[0]).toMatchObject({
        item: { id: 'box-9' },
        report: { reason: 'remove' },
      });
    });

    it('ends the impressions on screen when paused (a modal opened), and starts new ones on resume', async () => {
      container.width = MASONRY_ITEM_WIDTH;
      const reports = vi.fn();
      const items = boxes(300, 300, 300);
      const { rerender } = render(<Tracked items={items} onItemImpression={reports} />);
      await waitFor(() => expect(reports).not.toHaveBeenCalled());
      rerender(<Tracked items={items} onItemImpression={reports} paused />);
      await waitFor(() => expect(reports).toHaveBeenCalledTimes(3));
      expect(reports.mock.calls.map(([i]) => i.report.reason)).toEqual(['pause', 'pause', 'pause']);
      rerender(<Tracked items={items} onItemImpression={reports} />);
      container.top = -3000;
      act(() => {
        window.dispatchEvent(new Event('scroll'));
      });
      // Resumed, then scrolled away: each ends again, as a leave.
      await waitFor(() => expect(reports).toHaveBeenCalledTimes(6));
      expect(reports.mock.calls.slice(3).map(([i]) => i.report.reason)).toEqual(['leave', 'leave', 'leave']);
    });
  });
});
