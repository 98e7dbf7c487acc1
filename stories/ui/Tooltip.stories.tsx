import { lightTheme } from '@tessera/tokens';
import { Button, Flex, IconButton, TOOLTIP_DELAY_MS, Tooltip } from '@tessera/ui';
import { expect, waitFor, within } from 'storybook/test';
import type { Guidelines } from '../../.storybook/DocsPage.tsx';
import preview from '../../.storybook/preview.tsx';

const meta = preview.meta({
  title: 'UI/Tooltip',
  component: Tooltip,
  // The delay is an arg of both tooltips, so its control changes the one a designer hovers (Save's too).
  args: { text: 'Send this Pin to a friend', children: null, delay: TOOLTIP_DELAY_MS },
  render: (args) => (
    <Flex padding={8} gap={4} justifyContent="center">
      <Tooltip {...args}>
        <IconButton accessibilityLabel="Send" icon="share" />
      </Tooltip>
      <Tooltip text="Save to a board" delay={args.delay}>
        <Button>Save</Button>
      </Tooltip>
    </Flex>
  ),
  parameters: {
    docs: {
      description: {
        component:
          'A tooltip is a small dark label that appears next to a button or link while the pointer rests on it or keyboard focus is on it. It adds a short description of what the control does; the control keeps its own name.',
      },
    },
    guidelines: {
      whenToUse:
        'To explain an icon-only button (Send, More options) or to add a short hint to a button or link. Never for anything a person needs in order to finish a task: phone and touch users never see tooltips, so put such text on the page. For a choice of actions use a Menu; for a message after an action, a Toast.',
      states: [
        'Hidden.',
        `Shown on hover after ${TOOLTIP_DELAY_MS} ms of rest, or at once when keyboard focus arrives; above the control by default (\`placement\`), ${lightTheme.space[2]} px away, at most ${lightTheme.breakpoints.sm / 2} px wide.`,
        'Hidden again, with no delay, when the pointer leaves, focus moves on, the control is pressed, or Escape is pressed.',
      ],
      do: [
        'Keep it to a few words that add to the name: “Send this Pin to a friend” on a Send button.',
        'Use the same text as the control’s purpose everywhere the control appears.',
      ],
      dont: [
        'Don’t repeat the control’s name (“Send” on Send): it is read twice and says nothing new.',
        'Don’t put links, buttons or anything interactive in a tooltip: it cannot be reached.',
        'Don’t put a tooltip on plain text or an image: it needs a Button, IconButton or Link to sit on.',
      ],
      accessibility: [
        'The bubble has `role="tooltip"` and describes its control (`aria-describedby`): screen readers read the control’s name, then the tooltip as its description.',
        'Keyboard focus shows it without waiting; Escape hides it and leaves focus on the control.',
        'Its colours are the toast’s (dark on a light page, light on a dark one), at the small type size, semibold.',
      ],
      related: [
        '[IconButton](?path=/docs/ui-iconbutton--docs): the usual control a tooltip explains.',
        '[Toast](?path=/docs/ui-toast--docs): a message after an action.',
        '[Menu](?path=/docs/ui-menu--docs): a list of actions behind a button.',
      ],
    } satisfies Guidelines,
  },
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
  name: 'Dark theme',
  globals: { theme: 'dark' },
  tags: ['no-screenshot'],
});
