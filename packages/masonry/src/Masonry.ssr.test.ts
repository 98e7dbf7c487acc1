import { MASONRY_GAP, MASONRY_ITEM_WIDTH } from '@tessera/tokens';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { INITIAL_VIEWPORT_HEIGHT, Masonry, type MasonryProps } from './Masonry.tsx';

interface Box {
  id: string;
  height: number;
}

const items: Box[] = Array.from({ length: 500 }, (_, i) => ({ id: `box-${i + 1}`, height: 100 }));

function serverRender(props: Partial<MasonryProps<Box>> = {}): string {
  // No provider: the grid needs no theme and no styling library.
  return renderToString(
    createElement(Masonry<Box>, {
      ariaLabel: 'Boxes',
      items,
      getItemKey: (box) => box.id,
      getItemHeight: (box) => box.height,
      getItemLabel: (box) => box.id,
      renderItem: ({ item }) => createElement('span', null, item.id),
      ...props,
    }),
  );
}

const articles = (html: string) => html.match(/<article[^>]*>/g) ?? [];

describe('Masonry on the server (node, no DOM)', () => {
  it('renders with renderToString: a feed with the first screens of articles', () => {
    expect(typeof window).toBe('undefined');
    const html = serverRender();
    expect(html).toContain('role="feed"');
    expect(html).toContain('aria-label="Boxes"');
    // One column (no width known), rows of 114 px, band [−800, 1600): 15 items.
    expect(articles(html)).toHaveLength(Math.ceil((2 * INITIAL_VIEWPORT_HEIGHT) / (100 + MASONRY_GAP)));
  });

  it('places its items with its own inline styles: no stylesheet is needed', () => {
    const html = serverRender({ initialWidth: 1000 });
    expect(html).not.toContain('class=');
    for (const article of articles(html)) {
      expect(article).toMatch(
        /style="position:absolute;box-sizing:border-box;contain:layout style;top:\d+(px)?;/,
      );
    }
    expect(html).toMatch(/^<div style="position:relative;width:100%" role="feed"/);
  });

  it('lays out at initialWidth, so the client can take over at the same positions', () => {
    const html = serverRender({ initialWidth: 1000 });
    // 4 columns of 236 + gap 14 in 1000 px.
    expect(html).toContain(`inset-inline-start:${3 * (MASONRY_ITEM_WIDTH + MASONRY_GAP)}px`);
    expect(articles(html)).toHaveLength(60);
  });

  it('renders items of unknown height only hidden, to be measured on the client', () => {
    const html = serverRender({ getItemHeight: undefined });
    expect(articles(html).length).toBeGreaterThan(0);
    for (const article of articles(html)) {
      expect(article).toContain('data-masonry-measuring="true"');
      expect(article).toContain('visibility:hidden');
    }
    expect(html).toContain('role="feed"');
  });
});
