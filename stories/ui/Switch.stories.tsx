import { DirectionProvider, Flex, Switch } from '@tessera/ui';
import { expect, fn } from 'storybook/test';
import type { Guidelines } from '../../.storybook/DocsPage.tsx';
import preview from '../../.storybook/preview.tsx';

const meta = preview.meta({
  title: 'UI/Switch',
  component: Switch,
  args: { label: 'Dark mode', onChange: fn() },
  decorators: [
    (Story) => (
      <Flex direction="column" gap={4} width={360}>
        <Story />
      </Flex>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'A switch with its label beside it and an optional hint and inline error under the label: a setting that is on or off and takes effect the moment it changes (dark mode, autoplay).',
      },
    },
    guidelines: {
      whenToUse:
        'For a setting that applies at once, with no Save button. For a choice that takes effect with a form’s Save, use a Checkbox; for one of several exclusive choices, a RadioGroup or SegmentedControl.',
      states: [
        'Off: an outlined 44 × 24 px track with the knob at the start, darker under the pointer.',
        'On: the track filled in the selected colour, the knob at the end (mirrored in right to left).',
        'Focus from the keyboard: the focus ring around the track.',
        '**Invalid**: the track’s border and the message under the label in the error colour.',
        '**Read-only**: a grey track; the state shows but does not change. **Disabled**: grey track and label, out of the tab order.',
      ],
      do: [
        'Write the label as the setting itself (“Dark mode”, “Autoplay videos”), not as an action.',
        'Say in the hint what happens when it changes (“The page reloads to change it”).',
        'Apply the change at once and show that it happened.',
      ],
      dont: [
        'Don’t put a switch in a form that needs Save: a Checkbox says “chosen, not yet applied”.',
        'Don’t write “On” or “Off” in the label: the switch shows the state.',
      ],
      accessibility: [
        'A real `input type="checkbox" role="switch"` over the drawn track, named by the visible label; Space toggles it, screen readers say “on” or “off”.',
        'The hint and the error describe it (`aria-describedby`); an error sets `aria-invalid`; read-only sets `aria-readonly` and stays focusable.',
        'The label adds to the 44 × 24 px target (WCAG 2.2 target size).',
      ],
      related: [
        '[Checkbox](?path=/docs/ui-checkbox--docs): a choice applied with a form.',
        '[SegmentedControl](?path=/docs/ui-segmentedcontrol--docs): one of a few views.',
      ],
    } satisfies Guidelines,
  },
});

/** Off, with a hint; a click on the label turns it on. */
export const Rest = meta.story({
  args: { description: 'The page reloads to change it.' },
  play: async ({ canvas, userEvent, args }) => {
    const control = canvas.getByRole('switch', { name: 'Dark mode' });
    await expect(control).toHaveAccessibleDescription('The page reloads to change it.');
    await expect(control).toBeVisible();
    await userEvent.click(canvas.getByText('Dark mode'));
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('Dark mode'));
    await expect(control).not.toBeChecked();
  },
});

export const On = meta.story({ args: { defaultSelected: true } });

/** Focus from the keyboard; Space turns it on. */
export const Focused = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const control = canvas.getByRole('switch', { name: 'Dark mode' });
    await expect(control).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(control).toBeChecked();
  },
});

export const Invalid = meta.story({
  args: { label: 'Show my boards on my profile', errorMessage: 'This could not be saved. Try again.' },
  play: async ({ canvas }) => {
    const control = canvas.getByRole('switch', { name: 'Show my boards on my profile' });
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    await expect(control).toHaveAccessibleDescription('This could not be saved. Try again.');
  },
});

/** Read-only, on and off: the state shows, a press changes nothing. */
export const ReadOnly = meta.story({
  render: (args) => (
    <>
      <Switch {...args} label="Business account" defaultSelected isReadOnly />
      <Switch {...args} label="Shopping ads" isReadOnly />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    const control = canvas.getByRole('switch', { name: 'Business account' });
    await userEvent.click(control);
    await expect(control).toBeChecked();
  },
});

/** Disabled, on and off. */
export const Disabled = meta.story({
  render: (args) => (
    <>
      <Switch {...args} label="Autoplay videos" defaultSelected isDisabled />
      <Switch {...args} label="Email me about ideas" isDisabled description="Turned off by your admin." />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('switch', { name: 'Email me about ideas' })).toBeDisabled();
  },
});

/** A long label wraps beside the track, which stays on its first line. */
export const LongText = meta.story({
  args: {
    label:
      'Let people who follow my boards see the Pins I save to secret boards once the boards become public, including Donaudampfschifffahrtsgesellschaft',
    description: 'You can change this later.',
    defaultSelected: true,
  },
});

/** In right to left the knob sits at the right when off and at the left when on. */
export const RightToLeft = meta.story({
  render: (args) => (
    <DirectionProvider direction="rtl">
      <Flex direction="column" gap={4}>
        <Switch {...args} label="الوضع الداكن" />
        <Switch {...args} label="تشغيل الفيديو تلقائيًا" defaultSelected />
      </Flex>
    </DirectionProvider>
  ),
});
