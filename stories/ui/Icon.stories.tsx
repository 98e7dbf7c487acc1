import { Flex, ICON_NAMES, Icon, Text } from '@tessera/ui';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';

const meta = preview.meta({ title: 'UI/Icon', component: Icon, args: { name: 'share', size: 24 } });

/** Every icon of the set, in currentColor (so it follows the theme). */
export const All = meta.story({
  render: () => (
    <Flex wrap gap={4} maxWidth={720}>
      {ICON_NAMES.map((name) => (
        <Flex key={name} direction="column" alignItems="center" gap={1} width={88}>
          <Icon name={name} size={24} />
          <Text size="xs">{name}</Text>
        </Flex>
      ))}
    </Flex>
  ),
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelectorAll('svg[aria-hidden="true"]')).toHaveLength(ICON_NAMES.length);
  },
});

/** With an accessibilityLabel the icon is an image with that name. */
export const Labelled = meta.story({
  args: { name: 'alert', accessibilityLabel: 'Warning' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: 'Warning' })).toBeVisible();
  },
});

export const Sizes = meta.story({
  render: () => (
    <Flex gap={3} alignItems="center">
      {[12, 16, 24, 32].map((size) => (
        <Icon key={size} name="star" size={size} />
      ))}
    </Flex>
  ),
});
