import { MASONRY_GAP, MASONRY_ITEM_WIDTH } from '@tessera/tokens';
import { TesseraThemeProvider } from '@tessera/tokens/react';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Masonry } from './Masonry.tsx';

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
  unobserve() {}
  disconnect() {
    observers.delete(this);
  }
}

function resizeContainer(width: number) {
  container.width = width;
  act(() => {
    for (const observer of observers) {
      const entries = observer.targets.map(
        (target) => ({ target, contentRect: { width, height: 0 } }) as unknown as ResizeObserverEntry,
      );
      observer.callback(entries, observer as unknown as ResizeObserver);
    }
  });
}

beforeEach(() => {
  container.width = 1000;
  container.top = 0;
  vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  vi.stubGlobal('innerHeight', 800);
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
    const feed = this.getAttribute('role') === 'feed';
    return DOMRect.fromRect(feed ? { x: 0, y: container.top, width: container.width, height: 0 } : {});
  });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  observers.clear();
});

type Props = Partial<ComponentProps<typeof Masonry<Box>>>;

function renderFeed(props: Props = {}) {
  const element = (next: Props) => (
    <TesseraThemeProvider>
      <Masonry<Box>
        ariaLabel="Boxes"
        items={boxes(100, 50, 80)}
        getItemKey={(box) => box.id}
        getItemHeight={(box) => box.height}
        getItemLabel={(box) => box.id}
        renderItem={({ item }) => <span>{item.id}</span>}
        {...next}
      />
    </TesseraThemeProvider>
  );
  const result = render(element(props));
  return { ...result, update: (next: Props) => result.rerender(element({ ...props, ...next })) };
}

const feed = () => screen.getByRole('feed', { name: 'Boxes' });
const articles = () => within(feed()).getAllByRole('article');
const styleOf = (name: string) => screen.getByRole('article', { name }).style;

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
      <TesseraThemeProvider>
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
        />
      </TesseraThemeProvider>,
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

  it('moves focus between articles with PageDown and PageUp (feed pattern), in reading order', async () => {
    const user = userEvent.setup();
    render(
      <TesseraThemeProvider>
        <Masonry<Box>
          ariaLabel="Boxes"
          items={boxes(100, 50, 80)}
          getItemKey={(box) => box.id}
          getItemHeight={(box) => box.height}
          getItemLabel={(box) => box.id}
          renderItem={({ item }) => <button type="button">Open {item.id}</button>}
        />
      </TesseraThemeProvider>,
    );
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
});
