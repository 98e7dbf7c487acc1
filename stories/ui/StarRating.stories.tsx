import { DirectionProvider, Flex, Price, StarRating } from '@tessera/ui';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';

const meta = preview.meta({
  title: 'UI/StarRating',
  component: StarRating,
  args: { rating: 4.5, accessibilityLabel: 'Rated 4.5 out of 5', caption: '(128)' },
});

/** 4.5 of 5: four full stars and a half (§5), 15 px stars in 18 px units (§9). */
export const FourAndAHalf = meta.story({
  play: async ({ canvas }) => {
    const stars = canvas.getByRole('img', { name: 'Rated 4.5 out of 5' });
    await expect(stars.getBoundingClientRect().width).toBe(90);
    await expect(stars).toHaveAttribute('data-full', '4');
    await expect(stars).toHaveAttribute('data-half', '1');
  },
});

export const Full = meta.story({ args: { rating: 5, accessibilityLabel: 'Rated 5 out of 5' } });
export const NearlyFull = meta.story({ args: { rating: 4.8, accessibilityLabel: 'Rated 4.8 out of 5' } });
export const Low = meta.story({ args: { rating: 1.2, accessibilityLabel: 'Rated 1.2 out of 5' } });
export const Zero = meta.story({ args: { rating: 0, accessibilityLabel: 'Not rated', caption: '(0)' } });
/** On a 10-point scale: 9 of 10 is 4.5 stars. */
export const OutOfTen = meta.story({
  args: { rating: 9, maxRating: 10, accessibilityLabel: 'Rated 9 out of 10' },
});

/** In right to left the half star fills from the right. */
export const RightToLeft = meta.story({
  render: (args) => (
    <DirectionProvider direction="rtl">
      <StarRating {...args} />
    </DirectionProvider>
  ),
});

/** Footer prices (§5): a single price, a range, a struck-through original. */
export const Prices = meta.story({
  render: () => (
    <Flex direction="column" gap={2}>
      <Price offer={{ price: '$25' }} />
      <Price offer={{ price: '$30', minPrice: '$20', maxPrice: '$40' }} />
      <Price offer={{ price: '$18', standardPrice: '$25' }} />
      <Price size="sm" offer={{ price: '$18', standardPrice: '$25' }} />
    </Flex>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('$20-$40')).toBeVisible();
    await expect(canvas.getAllByText('$25').filter((el) => el.tagName === 'DEL')).toHaveLength(2);
  },
});

/** Prices in the dark theme, for the axe check (screenshots cover both themes already). */
export const DarkThemeA11y = meta.story({
  ...Prices.input,
  globals: { theme: 'dark' },
  tags: ['no-screenshot'],
});
