import { Button } from '@tessera/ui';
import { expect, fn } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';

const meta = preview.meta({
  title: 'UI/Button',
  component: Button,
  args: { children: 'Save', onPress: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'selected', 'tertiary'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
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

/** Busy (a save in flight): aria-disabled, presses ignored, but it keeps its focus. */
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
