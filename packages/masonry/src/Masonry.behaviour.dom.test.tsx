/**
 * The grid's keys, load-more and viewport report come in a chunk (behaviour.ts) loaded after the
 * first render. Masonry.dom.test.tsx loads it before its tests; here nothing is loaded beforehand.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Component, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';

import { Masonry } from './Masonry.tsx';

const boxes = [
  { id: 'box-1', height: 100 },
  { id: 'box-2', height: 50 },
  { id: 'box-3', height: 80 },
];

function Feed({ onLoadMore, Grid = Masonry }: { onLoadMore?: () => void; Grid?: typeof Masonry }) {
  return (
    <Grid
      items={boxes}
      getItemKey={(box) => box.id}
      getItemHeight={(box) => box.height}
      renderItem={({ item, labelId }) => (
        <button type="button" id={labelId}>
          {item.id}
        </button>
      )}
      ariaLabel="Boxes"
      hasMore
      onLoadMore={onLoadMore}
    />
  );
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p role="alert">Broken: {this.state.error.message}</p> : this.props.children;
  }
}

describe('Masonry before and after its behaviour chunk', () => {
  it('shows its items at once, and takes keys and loads more once the chunk has arrived', async () => {
    const onLoadMore = vi.fn();
    const user = userEvent.setup();
    render(<Feed onLoadMore={onLoadMore} />);
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(onLoadMore).not.toHaveBeenCalled();
    await waitFor(() => expect(onLoadMore).toHaveBeenCalledTimes(1));
    await user.click(screen.getByRole('button', { name: 'box-1' }));
    await user.keyboard('{PageDown}');
    expect(screen.getByRole('article', { name: 'box-2' })).toHaveFocus();
  });

  it('a chunk that fails to load reaches the error boundary, and the next load tries again', async () => {
    // A Masonry module of its own, whose chunk is not loaded yet and cannot be.
    vi.resetModules();
    vi.doMock('./behaviour.ts', () => {
      throw new Error('the chunk is gone');
    });
    const fresh = await import('./Masonry.tsx');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(
      <Boundary>
        <Feed Grid={fresh.Masonry} />
      </Boundary>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('Broken:');
    vi.doUnmock('./behaviour.ts');
    vi.resetModules();
    await expect(fresh.loadMasonryBehaviour()).resolves.toHaveProperty('onFeedKeyDown');
  });
});
