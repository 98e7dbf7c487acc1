import type { ReactNode } from 'react';

/**
 * Examples side by side on a pattern page (stories/patterns/*.mdx): as many columns of at least
 * `min` px as the docs column holds, each example at the top of its cell. Each cell is markdown in
 * the MDX (a heading, a line of text, a Canvas), so it reads like the rest of the page.
 */
export function Gallery({ min = 300, children }: { min?: number; children: ReactNode }) {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: `repeat(auto-fill, minmax(${min}px, 1fr))`,
        columnGap: 24,
        alignItems: 'start',
      }}
    >
      {children}
    </div>
  );
}
