import {
  Avatar,
  Badge,
  Button,
  DirectionProvider,
  Flex,
  Heading,
  IconButton,
  Link,
  Price,
  StarRating,
  Text,
  ThemeProvider,
  type ThemeProviderProps,
} from '@tessera/ui';
import { expect } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';

/** A sample of the kit, to see a theme and a direction at a glance. */
function Sample() {
  return (
    <Flex direction="column" gap={3} padding={4} background="background" maxWidth={420}>
      <Heading level={2}>Easy chocolate cake</Heading>
      <Flex gap={2} alignItems="center">
        <Avatar name="Ada Lovelace" />
        <Text size="sm" color="subtle">
          Ada Lovelace
        </Text>
      </Flex>
      <Flex gap={2} alignItems="center">
        <StarRating rating={4.5} accessibilityLabel="Rated 4.5 out of 5" caption="(128)" />
        <Price offer={{ price: '$18', standardPrice: '$25' }} />
        <Badge text="GIF" />
      </Flex>
      <Text lineClamp={2}>
        The easiest one-bowl chocolate cake with a fudgy frosting, ready in under an hour and loved by
        everyone.
      </Text>
      <Flex gap={2} alignItems="center">
        <Button>Save</Button>
        <Button variant="secondary">Open</Button>
        <IconButton accessibilityLabel="Send" icon="share" />
        <Link href="https://example.com" target="_blank" externalLinkIcon>
          example.com
        </Link>
      </Flex>
    </Flex>
  );
}

function Themed(props: ThemeProviderProps) {
  return (
    <ThemeProvider {...props}>
      <Sample />
    </ThemeProvider>
  );
}

const meta = preview.meta({ title: 'UI/Theme', component: Themed });

/** The sample in the theme of the toolbar (light and dark are both screenshotted). */
export const ToolbarTheme = meta.story({ render: () => <Sample /> });

/** An explicit dark ThemeProvider: background #111111 (§9) whatever the toolbar says. */
export const Dark = meta.story({
  args: { colorScheme: 'dark' },
  play: async ({ canvas }) => {
    const sample = canvas.getByRole('heading').parentElement as HTMLElement;
    await expect(getComputedStyle(sample).backgroundColor).toBe('rgb(17, 17, 17)');
  },
});

/** The user's system preference (this browser prefers light). */
export const UserPreference = meta.story({ args: { colorScheme: 'userPreference' } });

/** Right to left: every component mirrors through logical properties. */
export const RightToLeft = meta.story({
  render: () => (
    <DirectionProvider direction="rtl">
      <Sample />
    </DirectionProvider>
  ),
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'Save' }).getBoundingClientRect();
    const open = canvas.getByRole('button', { name: 'Open' }).getBoundingClientRect();
    await expect(save.left).toBeGreaterThan(open.left);
  },
});
