import { DirectionProvider, Flex, SearchField } from '@tessera/ui';
import { expect, fn } from 'storybook/test';
import type { Guidelines } from '../../.storybook/DocsPage.tsx';
import preview from '../../.storybook/preview.tsx';

const meta = preview.meta({
  title: 'UI/SearchField',
  component: SearchField,
  args: { label: 'Search people', placeholder: 'Name or username', onChange: fn(), onSubmit: fn() },
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
          'A field to search with: a magnifying glass at its start, a clear button at its end once there is text, Enter to search and Escape to clear. The field look of every form, with a pill’s corners.',
      },
    },
    guidelines: {
      whenToUse:
        'For a query that filters a list or starts a search (people to invite, a conversation). For a value a form saves, a TextField.',
      states: [
        'Rest: the border colour, darker under the pointer; the placeholder says what can be searched.',
        'With text: the clear button at the end. Focus: the focus ring around the field.',
        '**Invalid**: the border and the message in the error colour.',
        '**Read-only** and **Disabled**: a grey field with no clear button.',
      ],
      do: [
        'Say in the placeholder what can be searched (“Name or username”).',
        'Show results as the person types when they are quick to find; otherwise on Enter.',
      ],
      dont: [
        'Don’t rely on the placeholder as the only label: keep the label, hidden if the icon says it.',
        'Don’t clear the text on a search: the person may want to refine it.',
      ],
      accessibility: [
        'An `input type="search"` (role searchbox) named by its label; `labelDisplay="hidden"` keeps the name for screen readers only.',
        'The clear button is named “Clear search”, is left out of the tab order (Escape clears from the field) and gives focus back to the field.',
        'The hint and the error describe the field.',
      ],
      related: ['[TextField](?path=/docs/ui-textfield--docs): the other one-line field.'],
    } satisfies Guidelines,
  },
});

/** Empty; typing shows the clear button, Enter searches. */
export const Rest = meta.story({
  play: async ({ canvas, userEvent, args }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search people' });
    await userEvent.type(box, 'ana{Enter}');
    await expect(args.onSubmit).toHaveBeenCalledWith('ana');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear search' }));
    await expect(box).toHaveValue('');
  },
});

/** With text, the clear button at its end. */
export const WithText = meta.story({ args: { defaultValue: 'Ana' } });

/** The label for screen readers only: the glass and the placeholder say what it is. */
export const HiddenLabel = meta.story({
  args: { labelDisplay: 'hidden' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search people' })).toBeVisible();
  },
});

export const Focused = meta.story({
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Search people' })).toHaveFocus();
  },
});

export const Invalid = meta.story({
  args: { defaultValue: 'a', errorMessage: 'Type at least two letters.' },
  play: async ({ canvas }) => {
    const box = canvas.getByRole('searchbox', { name: 'Search people' });
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Type at least two letters.');
  },
});

export const ReadOnly = meta.story({ args: { isReadOnly: true, defaultValue: 'Ana' } });

export const Disabled = meta.story({
  args: { isDisabled: true, description: 'Search opens once the board is shared.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search people' })).toBeDisabled();
  },
});

export const LongText = meta.story({
  args: {
    label: 'Search the people who follow you and the people you follow, by name or username',
    defaultValue: 'Donaudampfschifffahrtsgesellschaftskapitänswitwe and more words',
  },
});

export const RightToLeft = meta.story({
  render: (args) => (
    <DirectionProvider direction="rtl">
      <SearchField {...args} label="ابحث عن أشخاص" placeholder="الاسم أو اسم المستخدم" defaultValue="آنا" />
    </DirectionProvider>
  ),
});
