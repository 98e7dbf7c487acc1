import { Flex, Spinner } from '@tessera/ui';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';

const meta = preview.meta({
  title: 'UI/Spinner',
  component: Spinner,
  args: { accessibilityLabel: 'Loading Pins' },
});

export const Sizes = meta.story({
  render: (args) => (
    <Flex gap={4} alignItems="center">
      <Spinner {...args} size="sm" />
      <Spinner {...args} size="md" />
      <Spinner {...args} size="lg" />
    </Flex>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('progressbar', { name: 'Loading Pins' })).toHaveLength(3);
  },
});

/** With a delay nothing shows at first, so a fast load does not flash. */
export const Delayed = meta.story({
  args: { delay: 300 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('progressbar')).toBeNull();
    await expect(await canvas.findByRole('progressbar', { name: 'Loading Pins' })).toBeVisible();
  },
});
