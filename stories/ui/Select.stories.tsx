import { Box, Select } from '@tessera/ui';
import { expect, fn } from 'storybook/test';
import type { Guidelines } from '../../.storybook/DocsPage.tsx';
import preview from '../../.storybook/preview.tsx';

const BOARDS = [
  { value: 'tarts', label: 'Tarts' },
  { value: 'cakes', label: 'Cakes' },
  { value: 'breakfast', label: 'Breakfast' },
  { value: 'archived', label: 'Archived (no new Pins)', isDisabled: true },
];

const meta = preview.meta({
  title: 'UI/Select',
  component: Select,
  args: { label: 'Board', options: BOARDS, placeholder: 'Choose a board', onChange: fn() },
  decorators: [
    (Story) => (
      <Box width={360}>
        <Story />
      </Box>
    ),
  ],
  parameters: {
    docs: {
      description: {
        component:
          'One choice from a short list of fixed choices, in the field look: the board and section a Pin goes to, the reason of an appeal. It is the browser’s own select, so the list opens as the system’s picker (the wheel on a phone).',
      },
    },
    guidelines: {
      whenToUse:
        'For one of about 3 to 15 fixed choices. For two or three choices a person should see at once, radio buttons fit better; for a long list a person filters by typing (every board of a busy account), a combo box.',
      states: [
        'Rest: the field box with a chevron at its end; the placeholder choice (“Choose a board”) until a choice is made.',
        'Focus from the keyboard: the focus ring around the box. The list opens with Space, Enter or Alt+Down, or a click.',
        '**Invalid**: the border and the message under the field in the error colour.',
        '**Read-only**: a grey box without a border; the list does not open. **Disabled**: grey text too, out of the tab order.',
      ],
      do: [
        'Label it with what is chosen (“Board”), and start on a placeholder when there is no sensible default.',
        'Order the choices the way a person looks for them: most used first, or alphabetically.',
      ],
      dont: [
        'Don’t use a Select for yes or no: that is a Checkbox.',
        'Don’t make choosing navigate or save at once; the form’s button does.',
      ],
      accessibility: [
        'A native `select` (role combobox) named by its visible label; the hint and the error describe it (`aria-describedby`), an error sets `aria-invalid`.',
        'Arrow keys and typing a letter move the choice; the system picker is the screen reader’s own.',
        'Read-only sets `aria-readonly` and keeps it focusable; keys and clicks that would change the choice do nothing.',
      ],
      related: [
        '[Checkbox](?path=/docs/ui-checkbox--docs): on or off.',
        '[TextField](?path=/docs/ui-textfield--docs): the other fields of a form.',
      ],
    } satisfies Guidelines,
  },
});

/** On the placeholder, with a hint; choosing reports the value. */
export const Rest = meta.story({
  args: { description: 'Where the Pin is saved.' },
  play: async ({ canvas, userEvent, args }) => {
    const select = canvas.getByRole('combobox', { name: 'Board' });
    await expect(select).toHaveAccessibleDescription('Where the Pin is saved.');
    await userEvent.selectOptions(select, 'cakes');
    await expect(args.onChange).toHaveBeenLastCalledWith('cakes');
    await userEvent.selectOptions(select, '');
  },
});

export const Chosen = meta.story({ args: { defaultValue: 'breakfast' } });

/** Focus from the keyboard: the focus ring. */
export const Focused = meta.story({
  args: { defaultValue: 'tarts' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('combobox', { name: 'Board' })).toHaveFocus();
  },
});

export const Invalid = meta.story({
  args: { label: 'Section', isRequired: true, errorMessage: 'Choose a section for this Pin.' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Section' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAccessibleDescription('Choose a section for this Pin.');
  },
});

export const ReadOnly = meta.story({
  args: { defaultValue: 'cakes', isReadOnly: true, description: 'Pins of a group board stay on it.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Board' })).toHaveAttribute('aria-readonly', 'true');
  },
});

export const Disabled = meta.story({
  args: { defaultValue: 'cakes', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Board' })).toBeDisabled();
  },
});

/** A long label wraps; a long choice is cut with an ellipsis before the chevron. */
export const LongText = meta.story({
  args: {
    label: 'The board of your collaborator’s account that this Pin will be saved to',
    options: [
      {
        value: 'long',
        label: 'Donaudampfschifffahrtsgesellschaftskapitänskajütenkuchen und andere Rezepte aus Wien',
      },
      ...BOARDS,
    ],
    defaultValue: 'long',
    errorMessage:
      'This board belongs to an account that no longer lets you add Pins to it. Choose another board.',
  },
});
