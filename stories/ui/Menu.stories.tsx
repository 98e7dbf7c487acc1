import { Button, ContextMenu, Flex, Menu, Popover, Text } from '@tessera/ui';
import { useRef } from 'react';
import { useOverlayTrigger } from 'react-aria';
import { useOverlayTriggerState } from 'react-stately';
import { expect, fn, userEvent as rawUserEvent, waitFor, within } from 'storybook/test';
import type { Guidelines } from '../../.storybook/DocsPage.tsx';
import preview from '../../.storybook/preview.tsx';

const ITEMS = [
  { id: 'hide', label: 'Hide Pin' },
  { id: 'download', label: 'Download image' },
  { id: 'report', label: 'Report Pin', disabled: true },
  { id: 'embed', label: 'Get Pin embed code' },
];

const meta = preview.meta({
  title: 'UI/Menu',
  component: Menu,
  args: { label: 'More options', icon: 'ellipsis' as const, items: ITEMS, onAction: fn() },
  parameters: {
    docs: {
      description: {
        component:
          'A menu button opens a short list of actions next to it: the “More options” of a pin (Hide, Download, Report), a sort order. The ContextMenu opens the same list at the pointer on a right-click; the Popover shows other content (an invitation) next to its button.',
      },
    },
    guidelines: {
      whenToUse:
        'For a handful of actions that would crowd the surface if each had its own button. The most used action stays a visible Button; the rest go in the menu. Use ContextMenu only where people expect a right-click (a pin on the desktop), always with a visible way to the same actions. For choosing one of several views use Tabs.',
      states: [
        'Closed: the trigger button.',
        'Open: the list below (or above, when there is no room) the trigger, the first item focused when opened from the keyboard.',
        'An item unavailable: shown greyed, skipped by the arrow keys.',
        'Closed again by choosing an item, Escape, or a click away; focus returns to the trigger.',
      ],
      do: [
        'Start each item with a verb: “Hide Pin”, “Download image”.',
        'Name an icon-only trigger by what it holds (“More options”).',
        'Keep the list short (up to about seven items) and in a stable order.',
      ],
      dont: [
        'Don’t hide the main action of a surface in a menu.',
        'Don’t put links to other pages and actions in the same menu.',
        'Don’t remove an item that is unavailable for a moment; show it disabled so the list does not jump.',
      ],
      accessibility: [
        'The trigger is a button with `aria-haspopup` and `aria-expanded`; Enter, Space or ArrowDown opens it on the first item, ArrowUp on the last.',
        'Arrow keys move, Home and End jump, typing a letter jumps to the item starting with it, Enter acts.',
        'The context menu opens from the keyboard with Shift+F10 (or the Menu key).',
      ],
      related: [
        '[Button](?path=/docs/ui-button--docs) and [IconButton](?path=/docs/ui-iconbutton--docs): the triggers.',
        '[Tabs](?path=/docs/ui-tabs--docs): switching between views.',
        '[Overlays](?path=/docs/pin-card-overlays--docs): what the pin card’s menu actions lead to.',
      ],
    } satisfies Guidelines,
  },
  render: (args) => (
    <Flex padding={4} direction="column" gap={4} minHeight={260}>
      <Menu {...args} />
      <Text>Elsewhere on the page</Text>
    </Flex>
  ),
});

const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** The options button: an icon button named "More options". */
export const Closed = meta.story({});

/** Keyboard only: ArrowDown opens with the first item focused, arrows skip the disabled item, Enter acts, focus returns. */
export const KeyboardOnly = meta.story({
  play: async ({ canvasElement, userEvent, args }) => {
    const body = page(canvasElement);
    await userEvent.tab();
    const trigger = body.getByRole('button', { name: 'More options' });
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Hide Pin' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    await expect(body.getByRole('menuitem', { name: 'Get Pin embed code' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith({ id: 'embed' });
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
});

/** Open, with the items listed (the disabled one greyed). */
export const Open = meta.story({
  play: async ({ canvasElement, userEvent }) => {
    const body = page(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'More options' }));
    await expect(await body.findByRole('menu')).toBeVisible();
    await expect(body.getByRole('menuitem', { name: 'Report Pin' })).toHaveAttribute('aria-disabled', 'true');
  },
});

/** A click away closes it; so does Escape, which returns focus to the button. */
export const ClickAwayAndEscape = meta.story({
  play: async ({ canvasElement, userEvent }) => {
    const body = page(canvasElement);
    const trigger = body.getByRole('button', { name: 'More options' });
    await userEvent.click(trigger);
    await body.findByRole('menu');
    await userEvent.click(body.getByText('Elsewhere on the page'));
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await userEvent.click(trigger);
    await body.findByRole('menu');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
});

/** A text menu button (e.g. a board sort). */
export const TextTrigger = meta.story({
  render: (args) => (
    <Flex padding={4} minHeight={260} alignItems="start">
      <Menu label="Sort" items={args.items} onAction={args.onAction} />
    </Flex>
  ),
  play: async ({ canvasElement, userEvent }) => {
    const body = page(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Sort' }));
    await expect(await body.findByRole('menu')).toBeVisible();
  },
});

function ContextMenuDemo({ onAction }: { onAction: (change: { id: string }) => void }) {
  return (
    <Flex padding={4} direction="column" gap={4} minHeight={300}>
      <ContextMenu accessibilityLabel="Pin actions" items={ITEMS} onAction={onAction}>
        <Button variant="secondary">Chocolate cake Pin</Button>
      </ContextMenu>
      <Text>Elsewhere on the page</Text>
    </Flex>
  );
}

/** The logged-out desktop context menu: right-click opens it at the pointer, a click away closes it. */
export const ContextMenuRightClick = meta.story({
  render: (args) => <ContextMenuDemo onAction={args.onAction} />,
  play: async ({ canvasElement }) => {
    const body = page(canvasElement);
    const target = body.getByRole('button', { name: 'Chocolate cake Pin' });
    await rawUserEvent.pointer({ keys: '[MouseRight]', target });
    await expect(await body.findByRole('menu', { name: 'Pin actions' })).toBeVisible();
  },
});

/** Right-click, then a click away closes it. */
export const ContextMenuClickAway = meta.story({
  render: (args) => <ContextMenuDemo onAction={args.onAction} />,
  play: async ({ canvasElement, userEvent }) => {
    const body = page(canvasElement);
    const target = body.getByRole('button', { name: 'Chocolate cake Pin' });
    await rawUserEvent.pointer({ keys: '[MouseRight]', target });
    await body.findByRole('menu');
    await userEvent.click(body.getByText('Elsewhere on the page'));
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
});

/** Keyboard only: Shift+F10 opens the context menu, arrows move, Enter acts, Escape closes. */
export const ContextMenuKeyboard = meta.story({
  render: (args) => <ContextMenuDemo onAction={args.onAction} />,
  play: async ({ canvasElement, userEvent, args }) => {
    const body = page(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Shift>}{F10}{/Shift}');
    await waitFor(() => expect(body.getByRole('menuitem', { name: 'Hide Pin' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onAction).toHaveBeenCalledWith({ id: 'download' });
    await waitFor(() => expect(body.queryByRole('menu')).toBeNull());
  },
});

function PopoverDemo() {
  const state = useOverlayTriggerState({});
  const ref = useRef<HTMLButtonElement>(null);
  const { triggerProps, overlayProps } = useOverlayTrigger({ type: 'dialog' }, state, ref);
  return (
    <Flex padding={4} direction="column" gap={4} minHeight={260}>
      <Button
        ref={ref}
        variant="secondary"
        onPress={() => state.toggle()}
        aria-expanded={triggerProps['aria-expanded']}
        aria-controls={triggerProps['aria-controls']}
      >
        Invited by Ada
      </Button>
      <Text>Elsewhere on the page</Text>
      <Popover state={state} triggerRef={ref} accessibilityLabel="Invitation">
        <Flex direction="column" gap={2} padding={2} {...overlayProps}>
          <Text weight="bold">Ada invited you to Tessera</Text>
          <Button>Accept</Button>
        </Flex>
      </Popover>
    </Flex>
  );
}

/** A popover dialog (e.g. the inviter popover): Tab moves inside, Escape closes and returns focus. */
export const PopoverDialog = meta.story({
  render: () => <PopoverDemo />,
  play: async ({ canvasElement, userEvent }) => {
    const body = page(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Invitation' });
    await expect(dialog).toBeVisible();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Accept' })).toHaveFocus();
  },
});

/** Escape closes the popover; focus goes back to its trigger. */
export const PopoverEscape = meta.story({
  render: () => <PopoverDemo />,
  play: async ({ canvasElement, userEvent }) => {
    const body = page(canvasElement);
    await userEvent.click(body.getByRole('button', { name: 'Invited by Ada' }));
    await body.findByRole('dialog');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await userEvent.click(body.getByRole('button', { name: 'Invited by Ada' }));
    await body.findByRole('dialog');
    await userEvent.click(body.getByText('Elsewhere on the page'));
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
});

/** Open in the dark theme, for the axe check (screenshots cover both themes already). */
export const DarkThemeA11y = meta.story({
  ...Open.input,
  name: 'Dark theme',
  globals: { theme: 'dark' },
  tags: ['no-screenshot'],
});
