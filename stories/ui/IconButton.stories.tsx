import { lightTheme } from '@tessera/tokens';
import { Flex, ICON_NAMES, Icon, IconButton } from '@tessera/ui';
import { expect, fn } from 'storybook/test';
import type { Guidelines } from '../../.storybook/DocsPage.tsx';
import preview from '../../.storybook/preview.tsx';

/**
 * The width of each size: the icon (a step of the type scale) and the padding on each side (a step
 * of the spacing scale), as IconButton.styles.ts builds them. The Sizes story measures them.
 */
const { font, space } = lightTheme;
const SIZE_PX = {
  sm: font.size.xs + 2 * space[2],
  md: font.size.md + 2 * space[3],
  lg: font.size.lg + 2 * space[3],
} as const;

const meta = preview.meta({
  title: 'UI/IconButton',
  component: IconButton,
  args: { accessibilityLabel: 'More options', icon: 'ellipsis' as const, onPress: fn() },
  argTypes: {
    icon: { control: 'select', options: ICON_NAMES },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    variant: { control: 'inline-radio', options: ['secondary', 'primary', 'selected', 'transparent'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A round button that shows only an icon: a compact action whose meaning the icon makes clear at a glance, such as Send, More options or Dismiss. It has no visible words, so it always carries a label that screen readers read instead.',
      },
    },
    guidelines: {
      whenToUse:
        'For a familiar action where space is short and the icon says it on its own: share, more options (the ellipsis), close, play and mute on a video, the carousel’s arrows. When the action needs words to be understood, or is the main action of a surface (Save), use a Button with a text label. Add a Tooltip when the icon alone might be unclear to some people.',
      states: [
        `Sizes: small ${SIZE_PX.sm} px, medium ${SIZE_PX.md} px (default), large ${SIZE_PX.lg} px across; every size is at least the 24 px target size.`,
        'Variants: **secondary** (grey, the default), **primary** (the save red), **selected** (the text colour, black in the light theme: a state that is on), **transparent** (no fill until hovered: on a toolbar or in a modal’s header).',
        'Hover and pressed: the fill darkens one step; while pressed it also shrinks slightly.',
        'Focus from the keyboard: a ring in the focus colour, never on a mouse press.',
        '**Disabled**: the icon turns to the subtle grey, presses are ignored and Tab skips it (the carousel’s arrows at its ends).',
      ],
      do: [
        'Write the label as the action, the way a person would say it: “Send”, “More options”, “Dismiss”.',
        'Use the icon that means the action everywhere else in Tessera (see All icons below); keep one meaning per icon.',
        'Use transparent on busy surfaces and secondary where the button must stand out from the page.',
      ],
      dont: [
        'Don’t name the button after the picture (“Three dots”, “Arrow”): name what it does.',
        'Don’t use an icon button for the main action of a surface: that is a Button with words.',
        'Don’t put a second, visible text label next to it: use a Button with an icon instead.',
      ],
      accessibility: [
        'A native `button`: Tab reaches it, Enter and Space press it.',
        'The label (`accessibilityLabel`, required) is its accessible name; the icon itself is hidden from assistive technology.',
        'A Tooltip around it adds a description without changing its name.',
        'As the trigger of a Menu it says so with `aria-haspopup` and `aria-expanded` (the Menu sets them).',
      ],
      related: [
        '[Button](?path=/docs/ui-button--docs): an action with a text label.',
        '[Tooltip](?path=/docs/ui-tooltip--docs): a short description on hover and focus.',
        '[Icon](?path=/docs/ui-icon--docs): the same icons, for decoration only.',
        '[Menu](?path=/docs/ui-menu--docs): what the More options button usually opens.',
      ],
    } satisfies Guidelines,
  },
});

/** Named by accessibilityLabel (required): the icon itself is hidden from assistive technology. */
export const Default = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'More options' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
});

export const Share = meta.story({ args: { accessibilityLabel: 'Send', icon: 'share' } });

export const Small = meta.story({ args: { size: 'sm', accessibilityLabel: 'Dismiss', icon: 'close' } });

export const Large = meta.story({
  args: { size: 'lg', variant: 'primary', accessibilityLabel: 'Send', icon: 'share' },
});

export const Transparent = meta.story({ args: { variant: 'transparent' } });

/** Primary (the save red) and selected (the text colour: an action that is on), next to the default grey. */
export const Variants = meta.story({
  render: (args) => (
    <Flex gap={3} alignItems="center">
      <IconButton {...args} variant="secondary" accessibilityLabel="Secondary" />
      <IconButton {...args} variant="primary" accessibilityLabel="Primary" />
      <IconButton {...args} variant="selected" accessibilityLabel="Selected" />
      <IconButton {...args} variant="transparent" accessibilityLabel="Transparent" />
    </Flex>
  ),
  play: async ({ canvas }) => {
    for (const name of ['Secondary', 'Primary', 'Selected', 'Transparent'])
      await expect(canvas.getByRole('button', { name })).toBeVisible();
  },
});

/** Small, medium and large side by side: the widths the guidelines give. */
export const Sizes = meta.story({
  render: (args) => (
    <Flex gap={3} alignItems="center">
      <IconButton {...args} size="sm" accessibilityLabel="Small" />
      <IconButton {...args} size="md" accessibilityLabel="Medium" />
      <IconButton {...args} size="lg" accessibilityLabel="Large" />
    </Flex>
  ),
  play: async ({ canvas }) => {
    const widths = ['Small', 'Medium', 'Large'].map(
      (name) => canvas.getByRole('button', { name }).getBoundingClientRect().width,
    );
    await expect(widths).toEqual([SIZE_PX.sm, SIZE_PX.md, SIZE_PX.lg]);
  },
  // Small, Default and Large picture each size already.
  tags: ['no-screenshot'],
});

/** Disabled: the subtle grey icon, out of the tab order, presses ignored. */
export const Disabled = meta.story({
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'More options' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
});

/** The icon set, each as an IconButton (named) and as a plain decorative Icon. */
export const AllIcons = meta.story({
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 16, alignItems: 'center' }}>
      {ICON_NAMES.map((name) => (
        <div key={name} style={{ display: 'flex', flexDirection: 'column', alignItems: 'center', gap: 8 }}>
          <IconButton accessibilityLabel={name} icon={name} />
          <Icon name={name} size={24} />
          <span>{name}</span>
        </div>
      ))}
    </div>
  ),
  play: async ({ canvas }) => {
    for (const name of ICON_NAMES) await expect(canvas.getByRole('button', { name })).toBeVisible();
  },
});
