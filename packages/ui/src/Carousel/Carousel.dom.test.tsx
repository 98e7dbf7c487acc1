import { labels } from '@tessera/model';
import { CAROUSEL_INDEX_MS } from '@tessera/tokens';
import { TesseraThemeProvider } from '@tessera/tokens/react';
import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { themed } from '../testing/themed.tsx';
import { Carousel, type SlotImpression } from './Carousel.tsx';

const slots = ['a', 'b', 'c'].map((id) => ({ id, content: <p>{`Slide ${id}`}</p> }));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Carousel', () => {
  it('moves with the arrows, disabled at the ends, and logs each slot impression (event 7352)', () => {
    const onSlotImpression = vi.fn<(impression: SlotImpression) => void>();
    themed(<Carousel slots={slots} accessibilityLabel="Pin images" onSlotImpression={onSlotImpression} />);
    const previous = screen.getByRole('button', { name: labels.previous });
    const next = screen.getByRole('button', { name: labels.next });
    expect(previous).toBeDisabled();
    expect(onSlotImpression).toHaveBeenLastCalledWith({ eventType: 7352, index: 0, slotId: 'a' });
    act(() => fireEvent.click(next));
    act(() => fireEvent.click(next));
    expect(next).toBeDisabled();
    expect(previous).not.toBeDisabled();
    expect(onSlotImpression.mock.calls.map(([call]) => call.slotId)).toEqual(['a', 'b', 'c']);
    expect(screen.getByRole('group', { name: '3/3' })).not.toHaveAttribute('aria-hidden');
    const slides = [...document.querySelectorAll('[aria-roledescription="slide"]')];
    expect(slides.map((slide) => slide.hasAttribute('inert'))).toEqual([true, true, false]);
  });

  it('shows the position badge for CAROUSEL_INDEX_MS (4000) after a change', () => {
    themed(<Carousel slots={slots} accessibilityLabel="Pin images" />);
    expect(screen.queryByTestId('carousel-index')).toBeNull();
    act(() => fireEvent.click(screen.getByRole('button', { name: labels.next })));
    expect(screen.getByTestId('carousel-index')).toHaveTextContent('2/3');
    act(() => vi.advanceTimersByTime(CAROUSEL_INDEX_MS - 1));
    expect(screen.getByTestId('carousel-index')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.queryByTestId('carousel-index')).toBeNull();
  });

  it('puts the position badge in positionBadgeContainer when given, instead of its own corner', () => {
    const container = document.createElement('div');
    document.body.appendChild(container);
    themed(<Carousel slots={slots} accessibilityLabel="Pin images" positionBadgeContainer={container} />);
    act(() => fireEvent.click(screen.getByRole('button', { name: labels.next })));
    const badge = screen.getByTestId('carousel-index');
    expect(badge).toHaveTextContent('2/3');
    expect(badge.parentElement).toBe(container);
    expect(screen.getByRole('region', { name: 'Pin images' })).not.toContainElement(badge);
    container.remove();
  });

  it('jumps with a dot, which names the slot and marks the current one', () => {
    const onChange = vi.fn();
    themed(<Carousel slots={slots} accessibilityLabel="Pin images" onChange={onChange} dots="always" />);
    act(() => fireEvent.click(screen.getByRole('button', { name: '3/3' })));
    expect(onChange).toHaveBeenCalledWith({ index: 2 });
    expect(screen.getByRole('button', { name: '3/3' })).toHaveAttribute('aria-current', 'true');
  });

  it('calls the callbacks of the latest render, without remounting', () => {
    const before = vi.fn();
    const after = vi.fn();
    const impressionsAfter = vi.fn<(impression: SlotImpression) => void>();
    const { rerender } = themed(<Carousel slots={slots} accessibilityLabel="Pin images" onChange={before} />);
    rerender(
      <TesseraThemeProvider colorScheme="light">
        <Carousel
          slots={slots}
          accessibilityLabel="Pin images"
          onChange={after}
          onSlotImpression={impressionsAfter}
        />
      </TesseraThemeProvider>,
    );
    act(() => fireEvent.click(screen.getByRole('button', { name: labels.next })));
    expect(before).not.toHaveBeenCalled();
    expect(after).toHaveBeenCalledWith({ index: 1 });
    expect(impressionsAfter.mock.calls.map(([call]) => call.slotId)).toEqual(['b']);
  });

  it('has no arrows, dots or badge for a single slot', () => {
    themed(<Carousel slots={slots.slice(0, 1)} accessibilityLabel="Pin images" />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
