import {
  Avatar,
  Badge,
  Button,
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
import { InLanguage } from '../localisation/InLanguage.tsx';
import { HEBREW } from '../localisation/samples.ts';

const ENGLISH = {
  heading: 'Easy chocolate cake',
  name: 'Ada Lovelace',
  rating: 'Rated 4.5 out of 5',
  paragraph:
    'The easiest one-bowl chocolate cake with a fudgy frosting, ready in under an hour and loved by everyone.',
  save: 'Save',
  open: 'Open',
  send: 'Send',
};

const HEBREW_WORDS = {
  heading: HEBREW.heading,
  name: HEBREW.pinnerName,
  rating: HEBREW.ratingLabel(4.5, 5),
  paragraph: HEBREW.paragraph,
  save: HEBREW.buttons[0],
  open: HEBREW.buttons[1],
  send: HEBREW.send,
};

/** A sample of the kit, to see a theme and a direction at a glance. */
function Sample({ words = ENGLISH }: { words?: typeof ENGLISH }) {
  return (
    <Flex direction="column" gap={3} padding={4} background="background" maxWidth={420}>
      <Heading level={2}>{words.heading}</Heading>
      <Flex gap={2} alignItems="center">
        <Avatar name={words.name} />
        <Text size="sm" color="subtle">
          {words.name}
        </Text>
      </Flex>
      <Flex gap={2} alignItems="center">
        <StarRating rating={4.5} accessibilityLabel={words.rating} caption="(128)" />
        <Price offer={{ price: '$18', standardPrice: '$25' }} />
        <Badge text="GIF" />
      </Flex>
      <Text lineClamp={2}>{words.paragraph}</Text>
      <Flex gap={2} alignItems="center">
        <Button>{words.save}</Button>
        <Button variant="secondary">{words.open}</Button>
        <IconButton accessibilityLabel={words.send} icon="share" />
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

/** An explicit dark ThemeProvider: background #111111 whatever the toolbar says. */
export const Dark = meta.story({
  args: { colorScheme: 'dark' },
  play: async ({ canvas }) => {
    const sample = canvas.getByRole('heading').parentElement as HTMLElement;
    await expect(getComputedStyle(sample).backgroundColor).toBe('rgb(17, 17, 17)');
  },
});

/** The user's system preference (this browser prefers light). */
export const UserPreference = meta.story({ args: { colorScheme: 'userPreference' } });

/** Right to left, in Hebrew: every component mirrors through logical properties. */
export const RightToLeft = meta.story({
  render: () => (
    <InLanguage language={HEBREW}>
      <Sample words={HEBREW_WORDS} />
    </InLanguage>
  ),
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: HEBREW_WORDS.save }).getBoundingClientRect();
    const open = canvas.getByRole('button', { name: HEBREW_WORDS.open }).getBoundingClientRect();
    await expect(save.left).toBeGreaterThan(open.left);
  },
});
