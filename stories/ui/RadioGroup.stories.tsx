import { DirectionProvider, Flex, RadioGroup } from '@tessera/ui';
import { expect, fn } from 'storybook/test';
import type { Guidelines } from '../../.storybook/DocsPage.tsx';
import preview from '../../.storybook/preview.tsx';

const options = [
  { value: 'female', label: 'Female' },
  { value: 'male', label: 'Male' },
  { value: 'custom', label: 'Specify another', description: 'Write how you identify.' },
];

/** The story's handler, without its label (the story names the group in Arabic). */
const pick = <T,>({ onChange }: { onChange?: T | undefined }) => (onChange ? { onChange } : {});

const meta = preview.meta({
  title: 'UI/RadioGroup',
  component: RadioGroup,
  args: { label: 'Gender', options, onChange: fn() },
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
          'One of several exclusive choices, all in view, under one label: a radio with its label for each option and an optional line under it. `appearance="cards"` puts each choice in a box (a step of a dialog with a few large choices).',
      },
    },
    guidelines: {
      whenToUse:
        'For two to six exclusive choices a person should compare at a glance. For more, or when space is short, a Select; for a view of the page that changes at once, a SegmentedControl; for choices that combine, a CheckboxGroup.',
      states: [
        'Unchosen: an outlined 24 px circle, darker under the pointer. Chosen: filled in the selected colour with a dot.',
        'Focus from the keyboard: the focus ring around the circle.',
        '**Invalid**: every circle’s border and the group’s message in the error colour.',
        '**Read-only**: grey circles; the choice shows but does not change. **Disabled**: grey circles and labels.',
      ],
      do: [
        'Order the options in a meaningful way (by frequency, size, or alphabetically).',
        'Choose a default only when one is safe; otherwise leave none chosen and ask.',
        'Write each label so it answers the group’s label.',
      ],
      dont: [
        'Don’t use a RadioGroup for a single yes-or-no: a Checkbox or Switch is clearer.',
        'Don’t act on a choice at once (navigate, save) inside a form.',
      ],
      accessibility: [
        'A `role="radiogroup"` named by its visible label, or by a heading of the page (`labelledBy`); each radio is named by its label.',
        'Tab enters on the chosen radio (or the first) and leaves the group; arrow keys move and choose, mirrored in right to left.',
        'The group’s hint and error describe the group and each radio; an option’s line describes its radio.',
      ],
      related: [
        '[SegmentedControl](?path=/docs/ui-segmentedcontrol--docs): one of a few views, side by side.',
        '[Select](?path=/docs/ui-select--docs): one of many.',
      ],
    } satisfies Guidelines,
  },
});

/** Nothing chosen yet; a click on a label chooses it. */
export const Rest = meta.story({
  args: { description: 'Shown only to you.' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('radiogroup', { name: 'Gender' })).toHaveAccessibleDescription(
      'Shown only to you.',
    );
    await userEvent.click(canvas.getByText('Male'));
    await expect(args.onChange).toHaveBeenLastCalledWith('male');
    await expect(canvas.getByRole('radio', { name: 'Male' })).toBeChecked();
  },
});

/** Focus from the keyboard on the chosen radio; the arrow moves and chooses. */
export const Focused = meta.story({
  args: { defaultValue: 'female' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('radio', { name: 'Female' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Male' })).toBeChecked();
  },
});

/** The cards appearance (onboarding’s steps). */
export const Cards = meta.story({
  args: { appearance: 'cards', defaultValue: 'male' },
});

export const Invalid = meta.story({
  args: { isRequired: true, errorMessage: 'Choose one to continue.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radiogroup')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('radio', { name: 'Female' })).toHaveAccessibleDescription(
      'Choose one to continue.',
    );
  },
});

export const ReadOnly = meta.story({
  args: { isReadOnly: true, defaultValue: 'custom' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Female'));
    await expect(canvas.getByRole('radio', { name: 'Specify another' })).toBeChecked();
  },
});

export const Disabled = meta.story({
  args: {
    defaultValue: 'female',
    options: [...options.slice(0, 2), { value: 'custom', label: 'Specify another', isDisabled: true }],
    description: 'Specify another is not available yet.',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Specify another' })).toBeDisabled();
  },
});

/** Long labels wrap beside their circles, which stay on the first line. */
export const LongText = meta.story({
  args: {
    label: 'What brings you to Tessera? Pick the one that fits best; you can change it later in settings.',
    options: [
      { value: 'ideas', label: 'Finding ideas for everyday things like recipes, outfits and home projects' },
      { value: 'business', label: 'Growing a business: Donaudampfschifffahrtsgesellschaftskapitän' },
    ],
    appearance: 'cards',
    defaultValue: 'ideas',
  },
});

export const RightToLeft = meta.story({
  render: (args) => (
    <DirectionProvider direction="rtl">
      <RadioGroup
        {...pick(args)}
        label="الجنس"
        options={[
          { value: 'female', label: 'أنثى' },
          { value: 'male', label: 'ذكر' },
        ]}
        defaultValue="male"
      />
    </DirectionProvider>
  ),
});
