import { ICON_NAMES, Icon, IconButton } from '@tessera/ui';
import { expect, fn } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';

const meta = preview.meta({
  title: 'UI/IconButton',
  component: IconButton,
  args: { accessibilityLabel: 'More options', icon: 'ellipsis' as const, onPress: fn() },
  argTypes: {
    icon: { control: 'select', options: ICON_NAMES },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
    variant: { control: 'inline-radio', options: ['secondary', 'primary', 'selected', 'transparent'] },
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

export const Disabled = meta.story({ args: { disabled: true } });

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
