import { Link } from '@tessera/ui';
import { expect, fn } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';

const meta = preview.meta({
  title: 'UI/Link',
  component: Link,
  args: { href: '/pin/1/', children: 'Chocolate cake', onPress: fn() },
  parameters: {
    docs: {
      description: {
        // The component's own comment says "a real <a>", which the docs page's Markdown turns into an empty link.
        component:
          'A real link (an `a` element, react-aria useLink): Enter follows it, the browser’s own middle-click and context menu keep working. Unsafe schemes render the text without a link.',
      },
    },
  },
});

/** An internal link: underlined on hover and keyboard focus; Enter follows it. */
export const Internal = meta.story({
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    // Like an app's router: handle the press, keep the test page where it is.
    canvasElement.addEventListener('click', (event) => event.preventDefault());
    const link = canvas.getByRole('link', { name: 'Chocolate cake' });
    await expect(link).not.toHaveAttribute('target');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
});

/** The source-domain link: http(s) to another site, in a new tab, so rel="noopener noreferrer". */
export const ExternalNewTab = meta.story({
  args: {
    href: 'https://example.com/recipes/cake',
    target: '_blank',
    children: 'example.com',
    externalLinkIcon: true,
  },
  play: async ({ canvas }) => {
    const link = canvas.getByRole('link', { name: 'example.com' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('data-external', 'true');
  },
});

export const UnderlinedSubtle = meta.story({
  args: { underline: 'always', color: 'subtle', children: 'Learn more' },
});

/** Keyboard focus shows the ring. */
export const FocusVisible = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Chocolate cake' })).toHaveFocus();
  },
});

/** A script URL from user content is rendered as plain text, never as a link. */
export const UnsafeHref = meta.story({
  args: { href: 'javascript:alert(1)', children: 'Not a link' },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link')).toBeNull();
    await expect(canvas.getByText('Not a link')).toBeVisible();
  },
});

/** ExternalNewTab in the dark theme, for the axe check (screenshots cover both themes already). */
export const DarkThemeA11y = meta.story({
  ...ExternalNewTab.input,
  name: 'Dark theme',
  globals: { theme: 'dark' },
  tags: ['no-screenshot'],
});
