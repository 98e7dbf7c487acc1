import { lightTheme } from '@tessera/tokens';
import { TesseraThemeProvider } from '@tessera/tokens/react';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MasonryFrame } from './frame.ts';
import { Masonry } from './Masonry.tsx';

const items = [{ id: 'a' }, { id: 'b' }];

function renderGrid({ framed }: { framed: boolean }) {
  const grid = (
    <Masonry<{ id: string }>
      ariaLabel="Boxes"
      items={items}
      getItemKey={(item) => item.id}
      getItemHeight={() => 100}
      getItemLabel={(item) => item.id}
      renderItem={({ item }) => <span>{item.id}</span>}
    />
  );
  render(
    framed ? (
      <TesseraThemeProvider>
        <MasonryFrame>{grid}</MasonryFrame>
      </TesseraThemeProvider>
    ) : (
      grid
    ),
  );
}

/** The text of the rules styled-components wrote into the document. */
const styleText = () =>
  Array.from(document.querySelectorAll('style'))
    .map((style) => style.textContent)
    .join('\n');

describe('MasonryFrame: the Tessera look of the items', () => {
  it('rounds the items like a pin card and gives them the theme’s focus ring', () => {
    renderGrid({ framed: true });
    expect(getComputedStyle(screen.getByRole('article', { name: 'a' })).borderRadius).toBe(
      `${lightTheme.radius.md}px`,
    );
    const focusRule = styleText().match(/article\[data-masonry-index\]:focus-visible\{([^}]*)\}/)?.[1];
    expect(focusRule).toContain(`outline:2px solid ${lightTheme.color.focusRing}`);
  });

  it('without it the grid places its items all the same, with no look of its own', () => {
    renderGrid({ framed: false });
    const article = screen.getByRole('article', { name: 'b' });
    expect(article.style.position).toBe('absolute');
    expect(getComputedStyle(article).borderRadius).toBe('');
  });
});
