import { Box, TextField } from '@tessera/ui';
import { expect, fn } from 'storybook/test';
import type { Guidelines } from '../../.storybook/DocsPage.tsx';
import preview from '../../.storybook/preview.tsx';

const meta = preview.meta({
  title: 'UI/TextField',
  component: TextField,
  args: { label: 'Board name', placeholder: 'Like “Places to go” or “Recipes”', onChange: fn() },
  argTypes: {
    type: { control: 'inline-radio', options: ['text', 'email', 'password', 'url', 'tel', 'search'] },
    labelDisplay: { control: 'inline-radio', options: ['visible', 'hidden'] },
  },
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
          'A one-line text field: its label above, the input, an optional hint and the inline error under it. Every one-line field of the site’s forms (names, emails, passwords, links) is this field.',
      },
    },
    guidelines: {
      whenToUse:
        'For a short answer on one line: a name, an email address, a link, a password. For several sentences use a TextArea; for one of a few fixed choices use a Select or Checkboxes.',
      states: [
        'Rest: a 2 px border in the border colour, darker under the pointer.',
        'Focus: the focus ring around the box (a click shows it too, so the caret is easy to find).',
        '**Invalid**: the border and the message under the field in the error colour.',
        '**Read-only**: a grey box without a border; the text can be selected and copied.',
        '**Disabled**: a grey box with grey text, out of the tab order.',
      ],
      do: [
        'Label every field with a short noun or phrase (“Board name”), visible above it.',
        'Say what is wrong and how to fix it in the message (“Enter a whole email address, like name@example.com”).',
        'Use the hint for what a person needs before typing (a format, who sees it), not for repeating the label.',
        'Show a counter when the server takes a most number of characters.',
      ],
      dont: [
        'Don’t use the placeholder as the label: it disappears as soon as a person types.',
        'Don’t show an error before the person has tried to go on (wait for the blur or the submit).',
        'Don’t disable a field to show a value that cannot change: use read-only, which stays readable and reachable.',
      ],
      accessibility: [
        'The visible label is the input’s accessible name (a `label` element tied to it).',
        'The hint, the error message and the counter describe the input (`aria-describedby`), so a screen reader says them on focus; an error sets `aria-invalid`.',
        'Required is said (`aria-required`); the form’s own validation says what is missing, no browser bubble.',
        'Read-only stays in the tab order; disabled leaves it.',
      ],
      related: [
        '[TextArea](?path=/docs/ui-textarea--docs): several lines.',
        '[Select](?path=/docs/ui-select--docs): one of a few fixed choices.',
      ],
    } satisfies Guidelines,
  },
});

/** At rest, with a hint under it. Typing reports each value. */
export const Rest = meta.story({
  args: { description: 'Only you can see your secret boards.' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Board name' });
    await expect(input).toHaveAccessibleDescription('Only you can see your secret boards.');
    await userEvent.type(input, 'Tarts');
    await expect(args.onChange).toHaveBeenLastCalledWith('Tarts');
    await userEvent.clear(input);
  },
});

/** Focus from the keyboard: the focus ring around the box. */
export const Focused = meta.story({
  args: { defaultValue: 'Summer desserts' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Board name' })).toHaveFocus();
  },
});

/** An error from the form: the field is invalid and the message is read with it. */
export const Invalid = meta.story({
  args: {
    label: 'Email',
    type: 'email',
    defaultValue: 'me@example',
    description: 'We never show it on your profile.',
    errorMessage: 'Enter a whole email address, like name@example.com.',
  },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription(
      'We never show it on your profile. Enter a whole email address, like name@example.com.',
    );
  },
});

/** A count beside the label, against the most the server takes; red once over it. */
export const WithCounter = meta.story({
  args: { label: 'Title', defaultValue: 'Lemon tart with a crisp almond crust', counter: { max: 30 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Title' })).toHaveAccessibleDescription('36 / 30');
  },
});

/** Read-only: focusable and selectable, not editable. */
export const ReadOnly = meta.story({
  args: { label: 'Username', defaultValue: 'tessera.kitchen', isReadOnly: true },
  play: async ({ canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await userEvent.type(input, 'x');
    await expect(input).toHaveValue('tessera.kitchen');
  },
});

export const Disabled = meta.story({
  args: { label: 'Website', defaultValue: 'https://example.com', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Website' })).toBeDisabled();
  },
});

/** Long words wrap in the label, the hint and the error; the value scrolls inside the box. */
export const LongText = meta.story({
  args: {
    label: 'The name of the board where you keep every recipe for an afternoon cake',
    defaultValue: 'Donaudampfschifffahrtsgesellschaftskapitänskajütenkuchenrezepte und mehr',
    description: 'https://example.com/a/very/long/address/that/has/no/spaces/to/break/at/anywhere',
    errorMessage: 'Board names can have up to 50 characters. Shorten this one by 23 characters to save it.',
  },
});

/** The label kept for screen readers only (a search box whose icon and placeholder say what it is). */
export const HiddenLabel = meta.story({
  args: {
    label: 'Search your Pins',
    labelDisplay: 'hidden',
    type: 'search',
    placeholder: 'Search your Pins',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search your Pins' })).toBeVisible();
  },
});
