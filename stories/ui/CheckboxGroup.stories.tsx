import { Checkbox, CheckboxGroup, DirectionProvider, Flex } from '@tessera/ui';
import { expect, fn } from 'storybook/test';
import type { Guidelines } from '../../.storybook/DocsPage.tsx';
import preview from '../../.storybook/preview.tsx';

const channels = (
  <>
    <Checkbox label="Email" value="email" />
    <Checkbox label="Push notification" value="push" />
    <Checkbox label="Text message" value="sms" description="Carrier charges may apply." />
  </>
);

/** The story's handler, without its label (the story names the group in Arabic). */
const pick = <T,>({ onChange }: { onChange?: T | undefined }) => (onChange ? { onChange } : {});

const meta = preview.meta({
  title: 'UI/CheckboxGroup',
  component: CheckboxGroup,
  args: { label: 'Tell me about comments by', onChange: fn(), children: channels },
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
          'Several Checkboxes under one label, whose checked values make the group’s value: choices a person can combine (the channels of a notification, the topics of a newsletter).',
      },
    },
    guidelines: {
      whenToUse:
        'For a few choices that can be combined and belong to one question. For one of several exclusive choices, a RadioGroup; for a single yes-or-no, one Checkbox.',
      states: [
        'Each box as a Checkbox: unchecked, checked, focus from the keyboard.',
        '**Invalid**: the group’s message under the boxes, every box’s border in the error colour.',
        '**Read-only** and **Disabled** reach every box of the group.',
      ],
      do: [
        'Ask one question in the label (“Tell me about comments by”) and answer it in each box’s label.',
        'Keep the list short and in a meaningful order; put what a choice costs in its hint.',
      ],
      dont: [
        'Don’t use a group for choices that exclude each other: a RadioGroup says “one of”.',
        'Don’t nest groups; split a long list into several questions.',
      ],
      accessibility: [
        'A `role="group"` named by its visible label (or by a heading of the page, `labelledBy`); each box is named by its own label.',
        'The group’s hint and error describe the group; the error marks every box invalid.',
        'Tab moves from box to box; Space toggles the focused one.',
      ],
      related: [
        '[Checkbox](?path=/docs/ui-checkbox--docs): one box, and the boxes of a group.',
        '[RadioGroup](?path=/docs/ui-radiogroup--docs): one of several.',
      ],
    } satisfies Guidelines,
  },
});

/** Email chosen; a click on another box adds its value. */
export const Rest = meta.story({
  args: { defaultValue: ['email'], description: 'We never send more than one a day.' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(
      canvas.getByRole('group', { name: 'Tell me about comments by' }),
    ).toHaveAccessibleDescription('We never send more than one a day.');
    await userEvent.click(canvas.getByText('Text message'));
    await expect(args.onChange).toHaveBeenLastCalledWith(['email', 'sms']);
  },
});

/** Focus from the keyboard on the first box; Space checks it. */
export const Focused = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const box = canvas.getByRole('checkbox', { name: 'Email' });
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
});

export const Invalid = meta.story({
  args: { isRequired: true, errorMessage: 'Choose at least one way to hear from us.' },
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole('checkbox'))
      await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('group')).toHaveAccessibleDescription(
      'Choose at least one way to hear from us.',
    );
  },
});

export const ReadOnly = meta.story({
  args: { isReadOnly: true, defaultValue: ['push'] },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByText('Email'));
    await expect(canvas.getByRole('checkbox', { name: 'Email' })).not.toBeChecked();
  },
});

export const Disabled = meta.story({
  args: { isDisabled: true, defaultValue: ['email'], description: 'Turned off by your admin.' },
  play: async ({ canvas }) => {
    for (const box of canvas.getAllByRole('checkbox')) await expect(box).toBeDisabled();
  },
});

/** On a line that wraps, with long labels. */
export const LongText = meta.story({
  args: {
    orientation: 'horizontal',
    label: 'Which of these would you like to see more of in your home feed and in the emails we send you?',
    children: (
      <>
        <Checkbox label="Recipes" value="recipes" />
        <Checkbox label="Home decor" value="decor" />
        <Checkbox label="Donaudampfschifffahrtsgesellschaft" value="long" />
        <Checkbox label="Travel" value="travel" />
      </>
    ),
  },
});

export const RightToLeft = meta.story({
  render: (args) => (
    <DirectionProvider direction="rtl">
      <CheckboxGroup label="أخبرني عن التعليقات عبر" defaultValue={['push']} {...pick(args)}>
        <Checkbox label="البريد الإلكتروني" value="email" />
        <Checkbox label="إشعار" value="push" />
      </CheckboxGroup>
    </DirectionProvider>
  ),
});
