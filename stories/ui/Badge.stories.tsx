import { VERIFIED_BADGE_SIZES } from '@tessera/model';
import { lightTheme } from '@tessera/tokens';
import { Badge, Box, DirectionProvider, durationText, Flex, positionText, VerifiedBadge } from '@tessera/ui';
import { expect } from 'storybook/test';
import type { Guidelines } from '../../.storybook/DocsPage.tsx';
import preview from '../../.storybook/preview.tsx';

const verifiedSizes = Object.entries(VERIFIED_BADGE_SIZES)
  .map(([size, px]) => `${size} ${px} px`)
  .join(', ');

const meta = preview.meta({
  title: 'UI/Badge',
  component: Badge,
  args: { text: 'GIF' },
  // Badges sit on images: show each on the image placeholder colour.
  decorators: [
    (Story) => (
      <Box display="inline-block" padding={2} background="placeholder" rounding="sm">
        <Story />
      </Box>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A badge is a small pill of text laid on a corner of a Pin’s image: GIF, a video’s length, a price, a product label such as Sale, or the slide a carousel is on. It tells what kind of Pin this is at a glance, without covering the picture.',
      },
    },
    guidelines: {
      whenToUse:
        'For a fact about the image that people scan for in the grid: its type (GIF), its length, its price, its position in a carousel. Status that belongs to a person or a board (verified) is the VerifiedBadge; an action is a Button or an IconButton.',
      states: [
        `**Dark** (default): near-black with white text, for GIF, length (“${durationText(75_000)}”) and carousel position (“${positionText(1, 5)}”).`,
        '**Light**: white with dark text, for prices and product labels.',
        'The colours are the same in the light and the dark theme, because they sit on the image, not on the page.',
        `With \`corner\` it sits ${lightTheme.space[2]} px in from that corner of the image; start and end follow the text direction, so in right to left a top-start badge is top right.`,
        `The VerifiedBadge (a check in a blue disc) comes in ${verifiedSizes}.`,
      ],
      do: [
        'Keep the text to one short word or number: “GIF”, “0:15”, “$25”.',
        'Give each kind of badge its own corner and keep it there on every card.',
        'Use the light tone for money, the dark one for everything else.',
      ],
      dont: [
        'Don’t put two badges in one corner. On a pin card the top end corner belongs to Save while the card is hovered (the carousel’s position badge moves below it then).',
        'Don’t make a badge clickable: it is text and cannot be focused.',
        'Don’t write sentences in a badge: it never wraps.',
      ],
      accessibility: [
        'The badge’s text is what assistive technology reads, at the point where the badge is in the card (“GIF”, “0:15”); its icon is decorative.',
        'The text is small (the smallest type size, semibold) on a solid fill, so it keeps its contrast over any image.',
        'A VerifiedBadge with `accessibilityLabel` is an image with that name; without one it is decorative, for when the words next to it already say so.',
      ],
      related: [
        '[Carousel](?path=/docs/ui-carousel--docs): shows the position badge after each change.',
        '[VideoPlayer](?path=/docs/ui-videoplayer--docs): shows the length badge.',
        '[StarRating](?path=/docs/ui-starrating--docs): the prices and ratings under a product Pin.',
        '[Pin types](?path=/docs/pin-card-pin-types--docs): every badge on a real card.',
      ],
    } satisfies Guidelines,
  },
});

export const Gif = meta.story({});
export const Duration = meta.story({ args: { text: durationText(75_000), icon: 'play' } });
export const Price = meta.story({ args: { text: '$25', tone: 'light' } });
export const ProductLabel = meta.story({ args: { text: 'Sale', tone: 'light' } });
export const CarouselPosition = meta.story({ args: { text: positionText(1, 5) } });

function BadgesOnImage() {
  return (
    <Box position="relative" width={236} height={320} background="placeholder" rounding="md">
      <Badge text="GIF" corner="top-start" />
      <Badge text={positionText(0, 4)} corner="top-end" />
      <Badge text="$25" tone="light" corner="bottom-start" />
      <Badge text={durationText(15_000)} icon="play" corner="bottom-end" />
    </Box>
  );
}

/** The corner badges on an image: start/end follow the text direction. */
export const OnAnImage = meta.story({
  render: () => <BadgesOnImage />,
  play: async ({ canvas }) => {
    await expect(canvas.getByText('GIF')).toBeVisible();
    await expect(canvas.getByText('0:15')).toBeVisible();
    const gif = canvas.getByText('GIF').getBoundingClientRect();
    await expect(gif.left).toBeLessThan(canvas.getByText('1/4').getBoundingClientRect().left);
  },
});

/** The same in right to left: GIF moves to the top right. */
export const OnAnImageRightToLeft = meta.story({
  render: () => (
    <DirectionProvider direction="rtl">
      <BadgesOnImage />
    </DirectionProvider>
  ),
  play: async ({ canvas }) => {
    const gif = canvas.getByText('GIF').getBoundingClientRect();
    const position = canvas.getByText('1/4').getBoundingClientRect();
    await expect(gif.left).toBeGreaterThan(position.left);
  },
});

/** The verified-merchant badge at its four sizes: sm 12, md 16, lg 20, xl 24 px. */
export const VerifiedSizes = meta.story({
  render: () => (
    <Flex gap={3} alignItems="center">
      <VerifiedBadge size="sm" accessibilityLabel="Verified merchant" />
      <VerifiedBadge size="md" accessibilityLabel="Verified merchant" />
      <VerifiedBadge size="lg" accessibilityLabel="Verified merchant" />
      <VerifiedBadge size="xl" accessibilityLabel="Verified merchant" />
    </Flex>
  ),
  play: async ({ canvas }) => {
    const sizes = canvas
      .getAllByRole('img', { name: 'Verified merchant' })
      .map((el) => el.getBoundingClientRect().width);
    await expect(sizes).toEqual([12, 16, 20, 24]);
  },
});

/** OnAnImage in the dark theme, for the axe check (screenshots cover both themes already). */
export const DarkThemeA11y = meta.story({
  ...OnAnImage.input,
  name: 'Dark theme',
  globals: { theme: 'dark' },
  tags: ['no-screenshot'],
});
