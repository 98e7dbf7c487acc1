import { Box, TextArea } from '@tessera/ui';
import { expect, fn } from 'storybook/test';
import type { Guidelines } from '../../.storybook/DocsPage.tsx';
import preview from '../../.storybook/preview.tsx';

const meta = preview.meta({
  title: 'UI/TextArea',
  component: TextArea,
  args: {
    label: 'Description',
    placeholder: 'Tell everyone what your Pin is about',
    counter: { max: 500 },
    onChange: fn(),
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
          'A text field of several lines, with an optional counter beside its label: a Pin’s or a board’s description, an appeal, a comment. The same label, hint and inline error as the TextField.',
      },
    },
    guidelines: {
      whenToUse:
        'For an answer of a sentence or more, where Enter starts a new line. For a short answer on one line (a name, a link) use a TextField.',
      states: [
        'Rest: a 2 px border in the border colour, darker under the pointer; at least four lines tall, and the person can drag it taller.',
        'Focus: the focus ring around the box.',
        '**Counter**: the count beside the label, red and bold once over the most.',
        '**Invalid**: the border and the message under the field in the error colour.',
        '**Read-only**: a grey box without a border. **Disabled**: grey text too, out of the tab order.',
      ],
      do: [
        'Show the counter when the server takes a most number of characters, so a person sees the limit before the error.',
        'Say in the hint what the text is for or who reads it.',
      ],
      dont: [
        'Don’t stop typing at the limit silently: let the count go red and say it in the error.',
        'Don’t use a TextArea for a value that must be one line (Enter would add a line break to it).',
      ],
      accessibility: [
        'A `textarea` named by its visible label; the hint, the error and the counter describe it (`aria-describedby`), an error sets `aria-invalid`.',
        'Enter starts a new line; Tab leaves the field.',
      ],
      related: ['[TextField](?path=/docs/ui-textfield--docs): one line.'],
    } satisfies Guidelines,
  },
});

/** At rest, with the counter; typing counts, Enter starts a new line. */
export const Rest = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const area = canvas.getByRole('textbox', { name: 'Description' });
    await expect(area).toHaveAccessibleDescription('0 / 500');
    await userEvent.type(area, 'Crisp{Enter}sweet');
    await expect(args.onChange).toHaveBeenLastCalledWith('Crisp\nsweet');
    await userEvent.clear(area);
  },
});

export const Focused = meta.story({
  args: { defaultValue: 'A lemon tart with a crisp almond crust.' },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: 'Description' })).toHaveFocus();
  },
});

/** Over the most: the count turns red, and the form says so in the error. */
export const OverTheLimit = meta.story({
  args: {
    label: 'About your board',
    counter: { max: 40 },
    defaultValue: 'Every cake, tart and pie I have baked or want to bake this year.',
    errorMessage: 'Descriptions can have up to 40 characters.',
  },
  play: async ({ canvas }) => {
    const area = canvas.getByRole('textbox', { name: 'About your board' });
    await expect(area).toHaveAttribute('aria-invalid', 'true');
    await expect(area).toHaveAccessibleDescription('Descriptions can have up to 40 characters. 64 / 40');
  },
});

export const ReadOnly = meta.story({
  args: {
    label: 'Reason given',
    defaultValue: 'The Pin links to a page that is no longer there.',
    isReadOnly: true,
  },
});

export const Disabled = meta.story({
  args: { label: 'Note', defaultValue: 'Appeals are closed for this Pin.', isDisabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Note' })).toBeDisabled();
  },
});

/** Long words wrap in the label and the hint; the text wraps inside the box and scrolls past its height. */
export const LongText = meta.story({
  args: {
    label: 'Tell us why this Pin should stay up, in as much detail as you would like to give',
    description: 'https://example.com/policies/community-guidelines/appeals/what-happens-next',
    counter: { max: 500 },
    defaultValue:
      'Donaudampfschifffahrtsgesellschaftskapitänskajütenkuchen is a real recipe. It comes from my grandmother, who wrote it down in 1952, and it has been in our family ever since. The link points at the scan of her card. '.repeat(
        2,
      ),
  },
});
