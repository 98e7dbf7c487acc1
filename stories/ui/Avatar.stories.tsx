import { lightTheme } from '@tessera/tokens';
import { Avatar, Flex } from '@tessera/ui';
import { expect, waitFor } from 'storybook/test';
import type { Guidelines } from '../../.storybook/DocsPage.tsx';
import preview from '../../.storybook/preview.tsx';

/** The diameters Avatar.tsx builds from the spacing scale; the Sizes story measures them. */
const { space } = lightTheme;
const SIZE_PX = { sm: space[6], md: space[8], lg: space[8] + space[4] } as const;

const meta = preview.meta({
  title: 'UI/Avatar',
  component: Avatar,
  args: { name: 'Ada Lovelace' },
  parameters: {
    docs: {
      description: {
        component:
          'An avatar stands for a person: their photo in a circle, or the first letter of their name on grey until the photo arrives and whenever there is none. It sits next to the person’s name in a Pin card’s footer, a board’s and a profile’s header, the header’s account menu and lists of people.',
      },
    },
    guidelines: {
      whenToUse:
        'Wherever a person is shown: next to their name, as the author of a Pin or a comment, in a list of people. For a brand or a board use its own image, not an avatar.',
      states: [
        `Sizes: small ${SIZE_PX.sm} px (default), medium ${SIZE_PX.md} px, large ${SIZE_PX.lg} px across.`,
        'With a photo (`src`): the photo covers the circle once it loads.',
        'Without a photo, before it loads, or when it fails: the first letter of the name, as a capital, on the grey of a secondary button. A name that starts with an emoji or an accented letter keeps it whole.',
      ],
      do: [
        'Put the person’s name next to the avatar where there is room: the avatar alone does not say who it is.',
        'Use one size per list, so the names line up.',
      ],
      dont: [
        'Don’t make the avatar the only link to a profile: link the name too, or the whole row.',
        'Don’t use an avatar for something that is not a person.',
      ],
      accessibility: [
        'Decorative by default (hidden from assistive technology), because the name is written next to it and would otherwise be read twice.',
        'Set `decorative={false}` when it stands alone: it becomes an image named with the person’s name.',
        'The photo has no text of its own: the name is the one description.',
      ],
      related: [
        '[Text](?path=/docs/ui-text--docs): the name next to it.',
        '[Pages/Profile](?path=/docs/pages-profile--docs): avatars in the profile header and people lists.',
      ],
    } satisfies Guidelines,
  },
});

export const Sizes = meta.story({
  render: (args) => (
    <Flex gap={3} alignItems="center">
      <Avatar {...args} size="sm" />
      <Avatar {...args} size="md" />
      <Avatar {...args} size="lg" />
    </Flex>
  ),
  play: async ({ canvasElement }) => {
    const widths = [...canvasElement.querySelectorAll('[data-testid="avatar"]')].map(
      (avatar) => avatar.getBoundingClientRect().width,
    );
    await expect(widths).toEqual([SIZE_PX.sm, SIZE_PX.md, SIZE_PX.lg]);
  },
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
