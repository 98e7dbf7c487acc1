import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef } from 'react';
import { useOverlayTrigger } from 'react-aria';
import { useOverlayTriggerState } from 'react-stately';
import { describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { Popover } from '../Popover/Popover.tsx';
import { themed } from '../testing/themed.tsx';
import { ContextMenu, Menu } from './Menu.tsx';

const items = [
  { id: 'hide', label: 'Hide Pin' },
  { id: 'download', label: 'Download image' },
  { id: 'report', label: 'Report Pin', disabled: true },
  { id: 'embed', label: 'Get Pin embed code' },
];

describe('Menu', () => {
  it('opens from the keyboard with the first item focused, skips disabled items, acts on Enter and returns focus', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    themed(<Menu label="More options" icon="ellipsis" items={items} onAction={onAction} />);
    await user.tab();
    const trigger = screen.getByRole('button', { name: 'More options' });
    expect(trigger).toHaveAttribute('aria-haspopup', 'true');
    await user.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    expect(trigger).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('menuitem', { name: 'Hide Pin' })).toHaveFocus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('menuitem', { name: 'Get Pin embed code' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onAction).toHaveBeenCalledWith({ id: 'embed' });
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  const renderSort = () =>
    themed(
      <>
        <Menu label="Sort" items={items} onAction={() => {}} />
        <p>Elsewhere</p>
      </>,
    );

  it('closes on a click away', async () => {
    const user = userEvent.setup();
    renderSort();
    // Opened from the keyboard here: jsdom's pointer emulation and react-aria's press-start opening
    // disagree; the Menu stories open it with a real pointer in Chromium.
    await user.tab();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.click(screen.getByText('Elsewhere'));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('closes on Escape and returns focus to the button', async () => {
    const user = userEvent.setup();
    renderSort();
    await user.tab();
    await user.keyboard('{Enter}');
    await screen.findByRole('menu');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sort' })).toHaveFocus());
  });
});

describe('ContextMenu', () => {
  it('opens on right-click, closes on Escape and on a click away', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    themed(
      <>
        <ContextMenu accessibilityLabel="Pin actions" items={items} onAction={onAction}>
          <Button variant="secondary">Pin</Button>
        </ContextMenu>
        <p>Elsewhere</p>
      </>,
    );
    fireEvent.contextMenu(screen.getByRole('button', { name: 'Pin' }), { clientX: 20, clientY: 20 });
    const menu = await screen.findByRole('menu', { name: 'Pin actions' });
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Hide Pin' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(menu).not.toBeInTheDocument());
    fireEvent.contextMenu(screen.getByRole('button', { name: 'Pin' }));
    await screen.findByRole('menu');
    await user.click(screen.getByText('Elsewhere'));
    await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
  });

  it('opens from the keyboard with Shift+F10 and acts on Enter', async () => {
    const user = userEvent.setup();
    const onAction = vi.fn();
    themed(
      <ContextMenu accessibilityLabel="Pin actions" items={items} onAction={onAction}>
        <Button variant="secondary">Pin</Button>
      </ContextMenu>,
    );
    await user.tab();
    await user.keyboard('{Shift>}{F10}{/Shift}');
    await screen.findByRole('menu', { name: 'Pin actions' });
    await waitFor(() => expect(screen.getByRole('menuitem', { name: 'Hide Pin' })).toHaveFocus());
    await user.keyboard('{ArrowDown}{Enter}');
    expect(onAction).toHaveBeenCalledWith({ id: 'download' });
  });
});

function PopoverDemo() {
  const state = useOverlayTriggerState({});
  const ref = useRef<HTMLButtonElement>(null);
  const { triggerProps, overlayProps } = useOverlayTrigger({ type: 'dialog' }, state, ref);
  return (
    <>
      <Button
        ref={ref}
        variant="secondary"
        onPress={() => state.toggle()}
        aria-expanded={triggerProps['aria-expanded']}
      >
        Invited by Ada
      </Button>
      <Popover state={state} triggerRef={ref} accessibilityLabel="Invitation">
        <div {...overlayProps}>
          <Button>Accept</Button>
        </div>
      </Popover>
    </>
  );
}

describe('Popover', () => {
  it('is a named dialog next to its trigger that closes on Escape and a click away', async () => {
    const user = userEvent.setup();
    themed(
      <>
        <PopoverDemo />
        <p>Elsewhere</p>
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Invited by Ada' }));
    expect(await screen.findByRole('dialog', { name: 'Invitation' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Invited by Ada' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByText('Elsewhere'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
