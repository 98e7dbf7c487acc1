import { Checkbox, Flex } from '@tessera/ui';
import { expect, fn } from 'storybook/test';
import type { Guidelines } from '../../.storybook/DocsPage.tsx';
import preview from '../../.storybook/preview.tsx';

const meta = preview.meta({
  title: 'UI/Checkbox',
  component: Checkbox,
  args: { label: 'Keep this board secret', onChange: fn() },
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
          'A checkbox with its label beside it and an optional hint and inline error under the label: a yes-or-no choice in a form (a secret board, an email subscription), or one of several choices a person can combine.',
      },
    },
    guidelines: {
      whenToUse:
        'For a choice that is on or off and takes effect with the form (Save), or for several independent choices in a list. For a setting that applies at once, a switch fits better; for one of several exclusive choices, radio buttons or a Select.',
      states: [
        'Unchecked: an empty 24 px box with a grey border, darker under the pointer.',
        'Checked: the box filled in the selected colour with a check. **Indeterminate**: a dash (some of a group chosen).',
        'Focus from the keyboard: the focus ring around the box.',
        '**Invalid**: the box’s border and the message under the label in the error colour.',
        '**Read-only**: a grey box; the state shows but does not change. **Disabled**: grey box and label, out of the tab order.',
      ],
      do: [
        'Write the label as the thing that is true when it is checked (“Keep this board secret”).',
        'Let the whole label toggle it: it is part of the target.',
        'Put what the choice means in the hint (“Only you and collaborators can see it”).',
      ],
      dont: [
        'Don’t write a negative label (“Don’t show my email”): checked-means-off is hard to read.',
        'Don’t make a checkbox act at once (navigate, save) without a form around it.',
      ],
      accessibility: [
        'A real `input type="checkbox"` (transparent over the drawn box) named by the visible label; Space toggles it.',
        'The hint and the error describe it (`aria-describedby`); an error sets `aria-invalid`; read-only sets `aria-readonly` and stays focusable.',
        'The box is 24 × 24 px and the label adds to the target (WCAG 2.2 target size).',
      ],
      related: ['[TextField](?path=/docs/ui-textfield--docs): the other fields of a form.'],
    } satisfies Guidelines,
  },
});

/** Unchecked, with a hint; a click on the label checks it. */
export const Rest = meta.story({
  args: { description: 'Only you and collaborators can see it.' },
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('checkbox', { name: 'Keep this board secret' });
    await expect(box).toHaveAccessibleDescription('Only you and collaborators can see it.');
    // The real input sits over the drawn box (not hidden), so tools that click what they act on reach it.
    await expect(box).toBeVisible();
    await userEvent.click(canvas.getByText('Keep this board secret'));
    await expect(args.onChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('Keep this board secret'));
    await expect(box).not.toBeChecked();
  },
});

export const Checked = meta.story({ args: { defaultSelected: true } });

/** Focus from the keyboard; Space checks it. */
export const Focused = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    const box = canvas.getByRole('checkbox', { name: 'Keep this board secret' });
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
  },
});

export const Indeterminate = meta.story({ args: { label: 'All boards', isIndeterminate: true } });

export const Invalid = meta.story({
  args: {
    label: 'I agree to the Terms of Service',
    isRequired: true,
    errorMessage: 'Agree to the terms to create an account.',
  },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('checkbox', { name: 'I agree to the Terms of Service' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Agree to the terms to create an account.');
  },
});

/** Read-only, checked and not: the state shows, a press changes nothing. */
export const ReadOnly = meta.story({
  render: (args) => (
    <>
      <Checkbox {...args} label="Verified merchant" defaultSelected isReadOnly />
      <Checkbox {...args} label="Shopping ads" isReadOnly />
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    const box = canvas.getByRole('checkbox', { name: 'Verified merchant' });
    await userEvent.click(box);
    await expect(box).toBeChecked();
  },
});

/** Disabled, checked and not. */
export const Disabled = meta.story({
  render: (args) => (
    <>
      <Checkbox {...args} label="Email me about activity" defaultSelected isDisabled />
      <Checkbox {...args} label="Email me about ideas" isDisabled description="Turned off by your admin." />
    </>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('checkbox', { name: 'Email me about ideas' })).toBeDisabled();
  },
});

/** A long label wraps beside the box, which stays on its first line. */
export const LongText = meta.story({
  args: {
    label:
      'Let collaborators add Pins to this board, change its sections and invite other people to Donaudampfschifffahrtsgesellschaftsküche',
    description: 'You can change this later in the board’s settings.',
    defaultSelected: true,
  },
});
