import { TITLE_LINES_GRID } from '@tessera/model';
import { Flex, Heading, Text } from '@tessera/ui';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import { expectClamped } from '../localisation/checks.ts';
import { InLanguage } from '../localisation/InLanguage.tsx';
import { HEBREW } from '../localisation/samples.ts';

const meta = preview.meta({ title: 'UI/Text', component: Text, args: { children: 'Easy chocolate cake' } });

const LONG =
  'The easiest one-bowl chocolate cake with a fudgy frosting, ready in under an hour and loved by everyone who has ever tried it at a birthday';

export const Default = meta.story({});

/** The type scale and the colours of the theme. */
export const SizesAndColors = meta.story({
  render: () => (
    <Flex direction="column" gap={2}>
      {(['xs', 'sm', 'md', 'lg', 'xl'] as const).map((size) => (
        <Text key={size} size={size}>{`Size ${size}`}</Text>
      ))}
      <Text weight="bold">Bold</Text>
      <Text color="subtle">Subtle (source text)</Text>
      <Text color="error">Error</Text>
      <Text color="success">Success</Text>
    </Flex>
  ),
});

/** Text cut to 1, 2 and 3 lines in a card-wide column: the rest is cut with an ellipsis. */
export const LineClamps = meta.story({
  render: () => (
    <Flex direction="column" gap={4} width={236}>
      {([1, 2, 3] as const).map((lines) => (
        <Text key={lines} lineClamp={lines} weight="semibold" data-testid={`clamp-${lines}`}>
          {LONG}
        </Text>
      ))}
    </Flex>
  ),
  play: async ({ canvas }) => {
    const heights = [1, 2, 3].map((n) => canvas.getByTestId(`clamp-${n}`).getBoundingClientRect().height);
    await expect(heights[1]).toBeCloseTo((heights[0] ?? 0) * 2, 0);
    await expect(heights[2]).toBeCloseTo((heights[0] ?? 0) * 3, 0);
  },
});

/** Headings h1 to h4: sizes follow the level. */
export const Headings = meta.story({
  render: () => (
    <Flex direction="column" gap={2}>
      <Heading level={1}>Heads up!</Heading>
      <Heading level={2}>More ideas</Heading>
      <Heading level={3}>Board section</Heading>
      <Heading level={4}>Small heading</Heading>
    </Flex>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Heads up!' })).toBeVisible();
  },
});

/** Right to left, in Hebrew: text starts at the right edge, clamps still cut at the end (the left). */
export const RightToLeft = meta.story({
  render: () => (
    <InLanguage language={HEBREW}>
      <Flex direction="column" gap={2} width={236}>
        <Heading level={3}>{HEBREW.heading}</Heading>
        <Text lineClamp={TITLE_LINES_GRID} data-testid="clamped">
          {HEBREW.pinTitle}
        </Text>
      </Flex>
    </InLanguage>
  ),
  play: async ({ canvas }) => {
    await expectClamped(canvas.getByTestId('clamped'), TITLE_LINES_GRID);
  },
});

/** SizesAndColors in the dark theme, for the axe check (screenshots cover both themes already). */
export const DarkThemeA11y = meta.story({
  ...SizesAndColors.input,
  name: 'Dark theme',
  globals: { theme: 'dark' },
  tags: ['no-screenshot'],
});
