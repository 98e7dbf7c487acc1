import {
  DEFAULT_MAX_RATING,
  STAR_COUNT,
  STAR_FULL_FROM,
  STAR_HALF_FROM,
  STAR_SIZE_PX,
  STAR_UNIT_WIDTH_PX,
  starRowWidth,
} from '@tessera/model';
import { contrastRatio, themes } from '@tessera/tokens';
import { DirectionProvider, Flex, Price, StarRating } from '@tessera/ui';
import { expect } from 'storybook/test';
import type { Guidelines } from '../../.storybook/DocsPage.tsx';
import preview from '../../.storybook/preview.tsx';

/** An empty star's contrast with the page, from the theme's colours (one decimal). */
const emptyStarContrast = (theme: keyof typeof themes) =>
  contrastRatio(themes[theme].color.border, themes[theme].color.background).toFixed(1);

const meta = preview.meta({
  title: 'UI/StarRating',
  component: StarRating,
  args: { rating: 4.5, accessibilityLabel: 'Rated 4.5 out of 5', caption: '(128)' },
  parameters: {
    docs: {
      description: {
        component:
          'The rating and the price of a product or recipe Pin, under its image. StarRating shows a score as a row of stars, whole or half filled, with the number of reviews after it; Price shows what the product costs: one price, a range, or a sale price with the old price struck through.',
      },
    },
    guidelines: {
      whenToUse:
        'In the footer of a product or recipe Pin and on its page, where people compare products at a glance. Both show what the server sends as it is: prices arrive formatted with their currency and are never rounded or converted here.',
      states: [
        `StarRating: always ${STAR_COUNT} stars of ${STAR_SIZE_PX} px, each in an ${STAR_UNIT_WIDTH_PX} px space (the row is ${starRowWidth()} px wide). The score is scaled to ${STAR_COUNT} stars (\`maxRating\`, ${DEFAULT_MAX_RATING} unless the Pin says otherwise: 9 of 10 is 4.5 stars); a remainder of ${STAR_FULL_FROM} or more fills the next star, from ${STAR_HALF_FROM} it is a half star, below that the star stays empty.`,
        'Filled stars are the text colour, empty ones the border grey; in right to left a half star fills from the right.',
        'Price: one price; a range “min-max” when the server gives both ends; a sale price followed by the original, smaller, grey and struck through, when they differ. Nothing at all when there is no price.',
        'Price comes in two sizes: medium (default) and small, for tight footers.',
      ],
      do: [
        'Write the rating’s label as a sentence with the numbers: “Rated 4.5 out of 5”.',
        'Put the review count in the caption, in brackets: “(128)”.',
        'Show the price and rating together, in the same order on every card.',
      ],
      dont: [
        'Don’t round the score yourself: StarRating decides full and half stars from the exact value.',
        'Don’t reformat or strip the currency of a price.',
        'Don’t show a struck-through price that is the same as the current one (Price leaves it out by itself).',
      ],
      accessibility: [
        'The stars are one image named by `accessibilityLabel`; screen readers read that sentence, not five stars. The caption is read after it as text.',
        'The original price is a `<del>` element: struck through on screen; some screen readers say “deleted”, many read it as a second price, so it comes after the current one.',
        `The empty stars are the border grey, ${emptyStarContrast('light')}:1 against the light page and ${emptyStarContrast('dark')}:1 against the dark one (under the 3:1 of WCAG for graphics): the filled stars carry the score on screen, and the label carries its number.`,
      ],
      related: [
        '[Badge](?path=/docs/ui-badge--docs): the price badge on the image.',
        '[Pin types](?path=/docs/pin-card-pin-types--docs): products and recipes in a real card.',
      ],
    } satisfies Guidelines,
  },
});

/** 4.5 of 5: four full stars and a half, 15 px stars in 18 px units. */
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

/** The card footer’s prices: a single price, a range, a struck-through original. */
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
  name: 'Dark theme',
  globals: { theme: 'dark' },
  tags: ['no-screenshot'],
});
