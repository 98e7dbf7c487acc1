import { Button, Flex, IconButton, Tooltip } from '@tessera/ui';
import { expect, waitFor, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';

const meta = preview.meta({
  title: 'UI/Tooltip',
  component: Tooltip,
  args: { text: 'Send this Pin to a friend', children: null },
  render: (args) => (
    <Flex padding={8} gap={4} justifyContent="center">
      <Tooltip {...args}>
        <IconButton accessibilityLabel="Send" icon="share" />
      </Tooltip>
      <Tooltip text="Save to a board">
        <Button>Save</Button>
      </Tooltip>
    </Flex>
  ),
});

/** Keyboard focus shows the tooltip at once; it describes the button, whose name stays "Send". */
export const OnKeyboardFocus = meta.story({
  play: async ({ canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const button = page.getByRole('button', { name: 'Send' });
    await expect(button).toHaveFocus();
    const tooltip = await page.findByRole('tooltip');
    await expect(tooltip).toHaveTextContent('Send this Pin to a friend');
    await expect(button).toHaveAccessibleDescription('Send this Pin to a friend');
  },
});

/** Hover shows it after the delay; leaving hides it. */
export const OnHover = meta.story({
  play: async ({ canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    const save = page.getByRole('button', { name: 'Save' });
    // A pointer move anywhere first: react-aria shows hover tooltips only in pointer modality.
    await userEvent.hover(canvasElement);
    await userEvent.hover(save);
    await expect(await page.findByRole('tooltip', {}, { timeout: 2000 })).toHaveTextContent(
      'Save to a board',
    );
    await userEvent.unhover(save);
    await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
  },
});

/** Escape hides it, focus stays on the button. */
export const EscapeCloses = meta.story({
  play: async ({ canvasElement, userEvent }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await page.findByRole('tooltip');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(page.queryByRole('tooltip')).toBeNull());
    await expect(page.getByRole('button', { name: 'Send' })).toHaveFocus();
  },
});

/** OnKeyboardFocus in the dark theme, for the axe check (screenshots cover both themes already). */
export const DarkThemeA11y = meta.story({
  ...OnKeyboardFocus.input,
  globals: { theme: 'dark' },
  tags: ['no-screenshot'],
});
