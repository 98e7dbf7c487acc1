import { Avatar, Flex } from '@tessera/ui';
import { expect, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';

const meta = preview.meta({ title: 'UI/Avatar', component: Avatar, args: { name: 'Ada Lovelace' } });

export const Sizes = meta.story({
  render: (args) => (
    <Flex gap={3} alignItems="center">
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
    </Flex>
  ),
});

/** Not decorative (no name next to it): an image named by the person. */
export const Named = meta.story({
  args: { decorative: false, size: 'lg' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Ada Lovelace' })).toHaveTextContent('A');
  },
});

/** A photo that fails to load falls back to the initial. */
export const BrokenPhotoFallsBack = meta.story({
  args: { size: 'lg', src: '/does-not-exist.jpg' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(canvasElement.querySelector('img')).toBeNull());
  },
});
