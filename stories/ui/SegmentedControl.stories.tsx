import { DirectionProvider, Flex, SegmentedControl } from '@tessera/ui';
import { expect, fn } from 'storybook/test';
import type { Guidelines } from '../../.storybook/DocsPage.tsx';
import preview from '../../.storybook/preview.tsx';

const options = [
  { value: '7', label: '7 days' },
  { value: '30', label: '30 days' },
  { value: '90', label: '90 days' },
];

const meta = preview.meta({
  title: 'UI/SegmentedControl',
  component: SegmentedControl,
  args: { label: 'Time window', options, defaultValue: '7', onChange: fn() },
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
          'Two to five short choices side by side in a grey pill, the chosen one filled: which view of the same content the page shows (the analytics’ time window).',
      },
    },
    guidelines: {
      whenToUse:
        'For switching at once between a few views of the same thing. For a form’s answer, a RadioGroup; for sections with content of their own, Tabs; for many choices, a Select.',
      states: [
        'Chosen: the segment filled in the selected colour. Others: text on the grey track, a darker grey under the pointer.',
        'Focus from the keyboard: the focus ring around the chosen segment.',
        '**Read-only**: the choice shows but does not change. **Disabled**: grey text, nothing can be chosen.',
      ],
      do: [
        'Keep each label to a word or two; the segments share the width equally.',
        'Change the view the moment a segment is chosen.',
      ],
      dont: [
        'Don’t use it for more than five choices or for long labels.',
        'Don’t use it for actions (“Copy”, “Move”): those are Buttons.',
      ],
      accessibility: [
        'A `role="radiogroup"` named by its label (visible, or for screen readers only with `labelDisplay="hidden"`); each segment is a radio named by its text.',
        'Tab enters on the chosen segment and leaves the group; arrow keys move and choose, mirrored in right to left.',
        'Segments are at least 40 px tall.',
      ],
      related: [
        '[RadioGroup](?path=/docs/ui-radiogroup--docs): the same choice in a form.',
        '[Tabs](?path=/docs/ui-tabs--docs): sections of a page.',
      ],
    } satisfies Guidelines,
  },
});

/** 7 days chosen; a click on 30 days chooses it. */
export const Rest = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Time window' })).toBeVisible();
    await userEvent.click(canvas.getByText('30 days'));
    await expect(args.onChange).toHaveBeenLastCalledWith('30');
    await userEvent.click(canvas.getByText('7 days'));
    await expect(canvas.getByRole('radio', { name: '7 days' })).toBeChecked();
  },
});

/** The label for screen readers only (the page’s heading says what it is for). */
export const HiddenLabel = meta.story({
  args: { labelDisplay: 'hidden' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Time window' })).toBeVisible();
  },
});

/** Focus from the keyboard on the chosen segment; the arrow chooses the next. */
export const Focused = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: '7 days' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '30 days' })).toBeChecked();
  },
});

export const ReadOnly = meta.story({
  args: { isReadOnly: true, defaultValue: '30' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('90 days'));
    await expect(canvas.getByRole('radio', { name: '30 days' })).toBeChecked();
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
});

/** Longer labels wrap inside their segments, which keep an equal share. */
export const LongText = meta.story({
  args: {
    label: 'Show',
    options: [
      { value: 'all', label: 'Everything' },
      { value: 'saved', label: 'Saved by people I follow' },
      { value: 'long', label: 'Donaudampfschifffahrt' },
    ],
    defaultValue: 'saved',
  },
});

export const RightToLeft = meta.story({
  render: (args) => (
    <DirectionProvider direction="rtl">
      <SegmentedControl
        {...args}
        label="الفترة"
        options={[
          { value: '7', label: '٧ أيام' },
          { value: '30', label: '٣٠ يومًا' },
          { value: '90', label: '٩٠ يومًا' },
        ]}
      />
    </DirectionProvider>
  ),
});
