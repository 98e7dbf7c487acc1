import { labels, messages, TABLET_MODAL_MIN_WIDTH } from '@tessera/model';
import { MOBILE_SLIDE_UP_DELAY_MS, MOBILE_SLIDE_UP_MS, MODAL_Z_INDEX } from '@tessera/tokens';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MotionGlobalConfig } from 'framer-motion';
import { useState } from 'react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { Button } from '../Button/Button.tsx';
import { themed } from '../testing/themed.tsx';
import { ImpressionPauseProvider, type ImpressionPauseSend } from './ImpressionPause.tsx';
import { Modal, type ModalProps } from './Modal.tsx';
import { BlockedLinkAlert } from './ModalAlert.tsx';

beforeAll(() => {
  MotionGlobalConfig.skipAnimations = true;
});

function Harness(props: Partial<ModalProps> & { pause?: ImpressionPauseSend }) {
  const [open, setOpen] = useState(false);
  const { pause, ...rest } = props;
  const modal = (
    <>
      <Button onPress={() => setOpen(true)}>Open modal</Button>
      <Modal
        isOpen={open}
        onDismiss={() => setOpen(false)}
        heading="Board settings"
        layout="dialog"
        {...rest}
      >
        <Button variant="secondary">First</Button>
        <Button variant="secondary">Second</Button>
      </Modal>
    </>
  );
  return pause ? <ImpressionPauseProvider value={pause}>{modal}</ImpressionPauseProvider> : modal;
}

describe('Modal', () => {
  it('opens a dialog named by its heading at z-index 1000, traps focus, closes on Escape and returns focus', async () => {
    const user = userEvent.setup();
    themed(<Harness />);
    const opener = screen.getByRole('button', { name: 'Open modal' });
    await user.click(opener);
    const dialog = await screen.findByRole('dialog', { name: 'Board settings' });
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(getComputedStyle(dialog.closest('[data-layout]') as HTMLElement).zIndex).toBe(
      String(MODAL_Z_INDEX),
    );
    expect(dialog.contains(document.activeElement)).toBe(true);
    // Tab cycles inside: Dismiss, First, Second, then back to Dismiss.
    const inside = () => dialog.contains(document.activeElement);
    for (let i = 0; i < 5; i += 1) {
      await user.tab();
      expect(inside()).toBe(true);
    }
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(opener).toHaveFocus());
  });

  it('has a Dismiss button that closes it', async () => {
    const user = userEvent.setup();
    themed(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open modal' }));
    await user.click(await screen.findByRole('button', { name: labels.dismiss }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('locks page scroll while open unless allowed', async () => {
    const user = userEvent.setup();
    const { unmount } = themed(<Harness />);
    await user.click(screen.getByRole('button', { name: 'Open modal' }));
    await screen.findByRole('dialog');
    expect(document.documentElement.style.overflow).toBe('hidden');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(document.documentElement.style.overflow).not.toBe('hidden'));
    unmount();
    themed(<Harness allowScroll />);
    await user.click(screen.getByRole('button', { name: 'Open modal' }));
    await screen.findByRole('dialog');
    expect(document.documentElement.style.overflow).not.toBe('hidden');
  });

  it('closes on a mask tap when allowed, and not when closeOnMaskTap is false', async () => {
    const user = userEvent.setup();
    const { unmount } = themed(<Harness layout="sheet" />);
    await user.click(screen.getByRole('button', { name: 'Open modal' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByTestId('modal-mask'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    unmount();
    themed(<Harness layout="sheet" closeOnMaskTap={false} />);
    await user.click(screen.getByRole('button', { name: 'Open modal' }));
    await screen.findByRole('dialog');
    await user.click(screen.getByTestId('modal-mask'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('pauses impression tracking while open and resumes on close (§4)', async () => {
    const user = userEvent.setup();
    const pause = vi.fn<ImpressionPauseSend>();
    themed(<Harness pause={pause} />);
    expect(pause).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Open modal' }));
    await screen.findByRole('dialog');
    expect(pause.mock.calls).toEqual([[{ type: 'MODAL_OPENED' }]]);
    await user.keyboard('{Escape}');
    await waitFor(() =>
      expect(pause.mock.calls).toEqual([[{ type: 'MODAL_OPENED' }], [{ type: 'MODAL_CLOSED' }]]),
    );
  });

  it('keeps the §9 tablet minimum width of 350', async () => {
    const user = userEvent.setup();
    themed(<Harness size="sm" />);
    await user.click(screen.getByRole('button', { name: 'Open modal' }));
    const dialog = await screen.findByRole('dialog');
    expect(TABLET_MODAL_MIN_WIDTH).toBe(350);
    expect(getComputedStyle(dialog.parentElement as HTMLElement).minInlineSize).toBe('min(350px, 100%)');
  });
});

describe('Modal mobile sheet timing (§9)', () => {
  it('waits MOBILE_SLIDE_UP_DELAY_MS (500), slides up over MOBILE_SLIDE_UP_MS (225), then is shown', () => {
    expect([MOBILE_SLIDE_UP_DELAY_MS, MOBILE_SLIDE_UP_MS]).toEqual([500, 225]);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    try {
      themed(
        <Modal isOpen onDismiss={() => {}} heading="Sheet" layout="sheet">
          <p>Body</p>
        </Modal>,
      );
      const layer = () => screen.getByRole('dialog').closest('[data-state]');
      expect(layer()).toHaveAttribute('data-layout', 'sheet');
      expect(layer()).toHaveAttribute('data-state', 'waiting');
      act(() => vi.advanceTimersByTime(MOBILE_SLIDE_UP_DELAY_MS - 1));
      expect(layer()).toHaveAttribute('data-state', 'waiting');
      act(() => vi.advanceTimersByTime(1));
      expect(layer()).toHaveAttribute('data-state', 'slidingUp');
      act(() => vi.advanceTimersByTime(MOBILE_SLIDE_UP_MS));
      expect(layer()).toHaveAttribute('data-state', 'shown');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('BlockedLinkAlert', () => {
  it('is an alertdialog with the §8 texts, the hostname and Okay', async () => {
    const user = userEvent.setup();
    const onDismiss = vi.fn();
    themed(
      <BlockedLinkAlert
        isOpen
        onDismiss={onDismiss}
        serverMessage="This site may be spam."
        hostname="spam.example"
        learnMoreHref="https://help.example/spam"
        layout="dialog"
      />,
    );
    const alert = await screen.findByRole('alertdialog', { name: messages.spamHeading });
    expect(alert).toHaveTextContent(messages.spamBlockedLabel);
    expect(alert).toHaveTextContent('This site may be spam.');
    expect(screen.getByTestId('blocked-hostname')).toHaveTextContent('spam.example');
    const learnMore = screen.getByRole('link', { name: messages.learnMore });
    expect(learnMore).toHaveAttribute('rel', 'noopener noreferrer');
    // No mask dismissal for an alert: only Okay (or Escape) answers it.
    await act(async () => fireEvent.pointerDown(screen.getByTestId('modal-mask')));
    await user.click(screen.getByRole('button', { name: labels.okay }));
    expect(onDismiss).toHaveBeenCalledTimes(1);
  });
});
