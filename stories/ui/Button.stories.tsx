import { Button } from '@tessera/ui';
import { expect, fn } from 'storybook/test';
import type { Guidelines } from '../../.storybook/DocsPage.tsx';
import preview from '../../.storybook/preview.tsx';

const meta = preview.meta({
  title: 'UI/Button',
  component: Button,
  args: { children: 'Save', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'selected', 'tertiary'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    align: { control: 'inline-radio', options: ['center', 'start'] },
  },
  parameters: {
    docs: {
      description: {
        component:
          'A button with a text label: the one action a person takes here (Save), or the ones next to it (Open, Change, Organize). Its label is the name screen readers read.',
      },
    },
    guidelines: {
      whenToUse:
        'For an action on this page: saving, opening, confirming a dialog. Use **primary** (the save red) for the single most important action of a surface, **secondary** (grey) for the others, **selected** (black) for a done state a person can press again (Saved), **tertiary** for a quiet action in a toast or a row. An action with only an icon is an IconButton; going to another page is a Link.',
      states: [
        'Rest, hover, pressed: the fill darkens one step each (the primary red, then darker reds).',
        'Focus from the keyboard: a ring in the focus colour, never on a mouse press.',
        "**Busy** (a save in flight): diagonal stripes in its text colour over its fill (the tokens' `state`), the same label and size; it keeps its focus, presses are ignored and it is announced as unavailable.",
        '**Disabled**: greyed, out of the tab order, presses ignored.',
      ],
      do: [
        'Write the label as the action in one or two words, with a capital first letter: “Save”, “Open”, “Change”.',
        'Keep one primary button per surface; pair it with secondary ones.',
        'Use busy while the action runs, so a second press does nothing and focus stays put.',
      ],
      dont: [
        'Don’t use two primary buttons side by side: nothing tells which one matters.',
        'Don’t put an icon alone in a Button: use IconButton, which requires a label for screen readers.',
        'Don’t disable a button to explain a rule; say what is missing next to it instead.',
      ],
      accessibility: [
        'A native `button`: Tab reaches it, Enter and Space press it.',
        'The accessible name is the visible text, so what a voice-control user says matches what they see.',
        'Busy sets `aria-disabled` (still focusable); disabled is native and skipped by Tab.',
        'Every size is at least 24 × 24 px (WCAG 2.2 target size).',
      ],
      related: [
        '[IconButton](?path=/docs/ui-iconbutton--docs): an action shown as an icon.',
        '[Link](?path=/docs/ui-link--docs): going somewhere rather than doing something.',
        '[SaveButton](?path=/docs/pin-card-savebutton--docs): the pin card’s Save, built on this button.',
      ],
    } satisfies Guidelines,
  },
});

/** The save red. Its accessible name is its visible text. */
export const Primary = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Save' });
    await userEvent.click(button);
    await expect(args.onPress).toHaveBeenCalledTimes(1);
  },
});

export const Secondary = meta.story({ args: { variant: 'secondary', children: 'Open' } });

/** The black "Saved" button. */
export const Selected = meta.story({ args: { variant: 'selected', children: 'Saved' } });

export const Tertiary = meta.story({ args: { variant: 'tertiary', children: 'Change' } });

export const Small = meta.story({ args: { size: 'sm' } });

export const Large = meta.story({ args: { size: 'lg' } });

export const WithDropdownIcon = meta.story({
  args: { variant: 'secondary', children: 'Desserts', iconEnd: 'chevron-down' },
});

/**
 * Full width with the label at the start (`align="start"`): for a list of choices whose names must
 * line up, such as the board picker's boards. The label starts at the button's own padding, not
 * wherever centring would put it.
 */
export const AlignedToTheStart = meta.story({
  args: { variant: 'tertiary', children: 'Recipes to try', fullWidth: true, align: 'start' },
  render: (args) => (
    <div style={{ width: 320 }}>
      <Button {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Recipes to try' });
    const label = document.createRange();
    label.selectNodeContents(button);
    const padding = Number.parseFloat(getComputedStyle(button).paddingInlineStart);
    await expect(label.getBoundingClientRect().left - button.getBoundingClientRect().left).toBeCloseTo(
      padding,
      0,
    );
  },
});

/** Native disabled: out of the tab order, presses ignored. */
export const Disabled = meta.story({
  args: { disabled: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Save' });
    await expect(button).toBeDisabled();
    await userEvent.click(button);
    await expect(args.onPress).not.toHaveBeenCalled();
  },
});

/** Busy (a save in flight): striped, aria-disabled, presses ignored, but it keeps its focus. */
export const Busy = meta.story({
  args: { busy: true },
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Save' });
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPress).not.toHaveBeenCalled();
  },
});

function AllVariantsGrid() {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(4, max-content)',
        gap: 12,
        alignItems: 'center',
      }}
    >
      {(['sm', 'md', 'lg'] as const).flatMap((size) =>
        (['primary', 'secondary', 'selected', 'tertiary'] as const).map((variant) => (
          <Button key={`${size}-${variant}`} variant={variant} size={size}>
            {`${variant} ${size}`}
          </Button>
        )),
      )}
    </div>
  );
}

/** Every variant in the dark theme, for the a11y check (the screenshots cover both themes already). */
export const AllVariantsDark = meta.story({
  render: () => <AllVariantsGrid />,
  globals: { theme: 'dark' },
  tags: ['no-screenshot'],
});

/** Every variant at every size, side by side. */
export const AllVariants = meta.story({ render: () => <AllVariantsGrid /> });
