import { Box, DirectionProvider, Divider, Flex, Grid, Text } from '@tessera/ui';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';

const meta = preview.meta({ title: 'UI/Layout', component: Box });

const Cell = ({ label }: { label: string }) => (
  <Box padding={3} background="secondary" rounding="sm">
    <Text size="sm">{label}</Text>
  </Box>
);

/** Box: padding, background and rounding from the theme. */
export const BoxStory = meta.story({
  name: 'Box',
  render: () => (
    <Box padding={4} background="secondary" rounding="md" maxWidth={320}>
      <Text>Padding 16, secondary background, rounding md</Text>
    </Box>
  ),
});

/** Flex rows and columns with a gap; start and end are logical. */
export const FlexRowAndColumn = meta.story({
  render: () => (
    <Flex direction="column" gap={4}>
      <Flex gap={2} data-testid="row">
        <Cell label="One" />
        <Cell label="Two" />
        <Cell label="Three" />
      </Flex>
      <Flex gap={2} justifyContent="between" width={360}>
        <Cell label="Start" />
        <Cell label="End" />
      </Flex>
    </Flex>
  ),
});

/** Grid with equal columns and a Divider between sections. */
export const GridAndDivider = meta.story({
  render: () => (
    <Flex direction="column" gap={3} width={360}>
      <Grid columns={3} gap={2}>
        {['A', 'B', 'C', 'D', 'E', 'F'].map((l) => (
          <Cell key={l} label={l} />
        ))}
      </Grid>
      <Divider />
      <Flex gap={2} alignItems="center">
        <Text>Left</Text>
        <Divider orientation="vertical" />
        <Text>Right</Text>
      </Flex>
    </Flex>
  ),
});

/** In right-to-left text the row runs from the right: the first item is rightmost. */
export const RightToLeft = meta.story({
  render: () => (
    <DirectionProvider direction="rtl">
      <Flex gap={2} data-testid="row">
        <Cell label="1" />
        <Cell label="2" />
        <Cell label="3" />
      </Flex>
    </DirectionProvider>
  ),
  play: async ({ canvas }) => {
    const [first, second] = canvas.getAllByText(/^[123]$/);
    await expect(first?.getBoundingClientRect().left).toBeGreaterThan(
      second?.getBoundingClientRect().left ?? 0,
    );
  },
});
