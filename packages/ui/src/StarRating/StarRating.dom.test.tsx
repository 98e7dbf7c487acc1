import { STAR_SIZE_PX, STAR_UNIT_WIDTH_PX } from '@tessera/model';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Price } from '../Price/Price.tsx';
import { themed } from '../testing/themed.tsx';
import { StarRating } from './StarRating.tsx';

const stars = () => [...document.querySelectorAll('[data-star]')].map((el) => el.getAttribute('data-star'));

describe('StarRating', () => {
  it('shows 5 stars of 15 px in 18 px units (§9), full and half by the model rule (§5)', () => {
    expect([STAR_SIZE_PX, STAR_UNIT_WIDTH_PX]).toEqual([15, 18]);
    themed(<StarRating rating={4.5} accessibilityLabel="Rated 4.5 out of 5" caption="(128)" />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
    expect(stars()).toEqual(['full', 'full', 'full', 'full', 'half']);
    const unit = document.querySelector('[data-star]') as HTMLElement;
    expect(getComputedStyle(unit).inlineSize).toBe('18px');
    expect(unit.querySelector('svg')).toHaveAttribute('width', '15');
    expect(getComputedStyle(screen.getByRole('img')).inlineSize).toBe('90px');
    expect(screen.getByText('(128)')).toBeInTheDocument();
  });

  it('fills a star from 0.75, halves from 0.25, and scales to max_rating', () => {
    const { unmount } = themed(<StarRating rating={3.8} accessibilityLabel="a" />);
    expect(stars()).toEqual(['full', 'full', 'full', 'full', 'empty']);
    unmount();
    const second = themed(<StarRating rating={3.2} accessibilityLabel="b" />);
    expect(stars()).toEqual(['full', 'full', 'full', 'empty', 'empty']);
    second.unmount();
    themed(<StarRating rating={9} maxRating={10} accessibilityLabel="c" />);
    expect(stars()).toEqual(['full', 'full', 'full', 'full', 'half']);
  });
});

describe('Price', () => {
  it('shows the range when min and max exist, and strikes the original through', () => {
    themed(<Price offer={{ price: '$30', minPrice: '$20', maxPrice: '$40', standardPrice: '$50' }} />);
    const price = screen.getByTestId('price');
    expect(price).toHaveTextContent('$20-$40$50');
    expect(screen.getByText('$50').tagName).toBe('DEL');
  });

  it('shows the price alone when the original is the same, and nothing without a price', () => {
    const { unmount } = themed(<Price offer={{ price: '$30', standardPrice: '$30' }} />);
    expect(screen.getByTestId('price')).toHaveTextContent('$30');
    expect(document.querySelector('del')).toBeNull();
    unmount();
    themed(<Price offer={{}} />);
    expect(screen.queryByTestId('price')).toBeNull();
  });
});
