import { Badge, Box, DirectionProvider, durationText, Flex, positionText, VerifiedBadge } from '@tessera/ui';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';

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

/** The verified-merchant badge at the §9 sizes sm 12, md 16, lg 20, xl 24. */
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
  globals: { theme: 'dark' },
  tags: ['no-screenshot'],
});
