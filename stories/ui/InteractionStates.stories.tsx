/**
 * Hover, keyboard focus and press, shown without a mouse (issue 17): each story puts a control into
 * one state with its play function and leaves it there, so the story view, the docs page (each
 * example in a frame of its own, since only one control on a page can hold focus) and the screenshot
 * test all show it.
 *
 * Why play functions and not storybook-addon-pseudo-states: that addon forces CSS pseudo-classes
 * (`:hover`, `:focus-visible`, `:active`) by rewriting the stylesheet's rules, but the kit draws
 * these states from react-aria (`useHover`, `useFocusRing`, `usePress`), which styles by props, not
 * by pseudo-classes (so a tap on a phone leaves no sticky hover, and a mouse click draws no focus
 * ring). The addon finds no rule to rewrite, and its toolbar would change nothing.
 */
import {
  Button,
  type ButtonVariant,
  Flex,
  IconButton,
  type IconButtonProps,
  type IconButtonVariant,
} from '@tessera/ui';
import type { Globals } from 'storybook/internal/types';
import { expect, fn } from 'storybook/test';
import type { Guidelines } from '../../.storybook/DocsPage.tsx';
import preview from '../../.storybook/preview.tsx';
import { variantColors } from '../../packages/ui/src/Button/Button.styles.ts';
import { expectFill, expectFocusRing, themeOf } from '../interactionChecks.ts';

/** The fills of a Button variant (an IconButton's `transparent` is the Button's `tertiary`). */
const fillsOf = (globals: Globals, variant: ButtonVariant | IconButtonVariant) =>
  variantColors(themeOf(globals), variant === 'transparent' ? 'tertiary' : variant);

/**
 * Keyboard focus is one per window, and on the docs page every example is a frame of the same
 * window: a frame that took the focus keeps it (Chrome lets no other frame take it without a click),
 * so a second example that focuses (a press focuses its button too) would show no ring or no press.
 * The docs page shows one of them, KeyboardFocus; the others are stories of their own.
 */
const OWN_VIEW_ONLY = ['!autodocs'];

/** Holds the primary pointer button down on `element` (a press that has not ended). */
const PRESS_AND_HOLD = '[MouseLeft>]';

const meta = preview.meta({
  title: 'UI/Hover, focus and press',
  component: Button,
  args: { children: 'Save', variant: 'primary' as const, onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'selected', 'tertiary'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
  parameters: {
    // Only one control of a page can hold focus: each example in a frame of its own.
    framedInDocs: true,
    docs: {
      story: { height: '120px' },
      description: {
        component:
          'What a button looks like under the pointer, with keyboard focus, and while it is pressed, for reviewing those states without a mouse. Each example puts the button into the state and leaves it there; the Button’s **variant** control (on the story’s own view) shows the same state for the other variants. Only one control in the window can hold keyboard focus, and pressing a button focuses it, so this page shows the focus ring once; the pressed Button and IconButton, the IconButton’s ring and a mouse press (no ring) are stories of their own in the sidebar.',
      },
    },
    guidelines: {
      whenToUse:
        'Review a new colour or variant here in both themes: hover and press must stay visible against the rest colour, and the focus ring against the page.',
      states: [
        '**Hover**: the fill darkens one step (the selected Button keeps its fill).',
        '**Focus from the keyboard**: a ring in the focus colour around a gap in the page colour. A mouse press draws no ring.',
        '**Pressed**: the fill darkens one more step and the button shrinks slightly while held.',
      ],
      do: [
        'Keep hover and press one step apart in the same hue, so the button still reads as itself.',
        'Keep the focus ring visible on every background the button sits on, images included.',
      ],
      dont: [
        'Don’t style these states with CSS `:hover` or `:active` in a component: the kit takes them from react-aria, so a tap on a phone leaves no sticky hover and a mouse click no ring.',
        'Don’t remove the focus ring to tidy a design: keyboard users lose their place.',
      ],
      accessibility: [
        'The focus ring appears for keyboard focus only (Tab, arrow keys), never after a mouse or touch press.',
        'The ring colour meets the 3:1 contrast for non-text against the page in both themes (see Foundations / Colour).',
        'Hover adds nothing a keyboard user misses: every control shows the same action when focused.',
      ],
      related: [
        '[Button](?path=/docs/ui-button--docs) and [IconButton](?path=/docs/ui-iconbutton--docs): the components and their props.',
        '[Pin card hover](?path=/docs/pin-card-hover-and-focus--docs): the card’s overlay under the pointer and with keyboard focus.',
      ],
      propsOf: Button,
    } satisfies Guidelines,
  },
});

/** Under the pointer: the fill one step darker. */
export const ButtonHovered = meta.story({
  play: async ({ canvas, userEvent, args, globals }) => {
    const button = canvas.getByRole('button', { name: args.children });
    await userEvent.hover(button);
    await expectFill(button, fillsOf(globals, args.variant ?? 'primary').hover);
  },
});

/** Reached with Tab: the focus ring. The one example of the docs page that takes the focus. */
export const KeyboardFocus = meta.story({
  play: async ({ canvas, userEvent, args, globals }) => {
    const button = canvas.getByRole('button', { name: args.children });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await expectFocusRing(button, globals);
  },
});

/** Held down: one more step darker, and slightly smaller; the press has not ended, so nothing ran yet. */
export const ButtonPressed = meta.story({
  tags: OWN_VIEW_ONLY,
  play: async ({ canvas, userEvent, args, globals }) => {
    const button = canvas.getByRole('button', { name: args.children });
    await userEvent.pointer({ keys: PRESS_AND_HOLD, target: button });
    await expectFill(button, fillsOf(globals, args.variant ?? 'primary').pressed);
    await expect(getComputedStyle(button).transform).not.toBe('none');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
});

/** A mouse press draws no focus ring (only the keyboard does). */
export const ButtonClickedNoRing = meta.story({
  tags: OWN_VIEW_ONLY,
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: args.children });
    await userEvent.click(button);
    await userEvent.unhover(button);
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).boxShadow).toBe('none');
  },
});

const ICON_VARIANTS: IconButtonVariant[] = ['secondary', 'transparent'];

/** The icon buttons of the examples below: the default grey and the fill-less toolbar one. */
function IconButtons({ onPress }: { onPress: IconButtonProps['onPress'] }) {
  return (
    <Flex gap={4} alignItems="center">
      {ICON_VARIANTS.map((variant) => (
        <IconButton
          key={variant}
          accessibilityLabel={`More options (${variant})`}
          icon="ellipsis"
          variant={variant}
          onPress={onPress}
        />
      ))}
    </Flex>
  );
}

const iconButton = (
  canvas: { getByRole: (role: string, options: { name: string }) => HTMLElement },
  variant: IconButtonVariant,
) => canvas.getByRole('button', { name: `More options (${variant})` });

/** IconButtons under the pointer: the grey one darkens, the transparent one gains its fill. */
export const IconButtonHovered = meta.story({
  render: (args) => <IconButtons onPress={args.onPress} />,
  play: async ({ canvas, userEvent, globals }) => {
    // One pointer: hover the transparent one (its change is the larger), check the other at rest.
    const transparent = iconButton(canvas, 'transparent');
    await userEvent.hover(transparent);
    await expectFill(transparent, fillsOf(globals, 'transparent').hover);
    await expectFill(iconButton(canvas, 'secondary'), fillsOf(globals, 'secondary').background);
  },
});

/** An IconButton reached with Tab: the same ring as a Button. */
export const IconButtonFocusVisible = meta.story({
  tags: OWN_VIEW_ONLY,
  render: (args) => <IconButtons onPress={args.onPress} />,
  play: async ({ canvas, userEvent, globals }) => {
    const secondary = iconButton(canvas, 'secondary');
    await userEvent.tab();
    await expect(secondary).toHaveFocus();
    await expectFocusRing(secondary, globals);
  },
});

/** An IconButton held down: darker and slightly smaller. */
export const IconButtonPressed = meta.story({
  tags: OWN_VIEW_ONLY,
  render: (args) => <IconButtons onPress={args.onPress} />,
  play: async ({ canvas, userEvent, args, globals }) => {
    const secondary = iconButton(canvas, 'secondary');
    await userEvent.pointer({ keys: PRESS_AND_HOLD, target: secondary });
    await expectFill(secondary, fillsOf(globals, 'secondary').pressed);
    await expect(getComputedStyle(secondary).transform).not.toBe('none');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
});
