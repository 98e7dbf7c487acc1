import { toastMachine } from '@tessera/machines';
import { labels, messages } from '@tessera/model';
import { SAVE_TOAST_MS } from '@tessera/tokens';
import { Toast, type ToastProps } from '@tessera/ui';
import { useActorRef } from '@xstate/react';
import { expect, fn, waitFor } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';

interface StaticToastProps extends Omit<ToastProps, 'toast'> {
  /** The machine's showCheck: the animated check of the save toast. */
  showCheck: boolean;
}

/**
 * A toast frozen in its visible state: the toastMachine actor starts from a snapshot of
 * `visible.paused` (no timers), so the story renders the same thing every time.
 */
function StaticToast({ showCheck, ...props }: StaticToastProps) {
  const toast = useActorRef(toastMachine, {
    input: {},
    snapshot: toastMachine.resolveState({
      value: { visible: 'paused' },
      context: { duration: SAVE_TOAST_MS, showCheck },
    }),
  });
  return (
    <div role="status" aria-live="polite">
      <Toast toast={toast} {...props} />
    </div>
  );
}

const meta = preview.meta({
  title: 'UI/Toast',
  component: StaticToast,
  args: { text: messages.pinDeleted, showCheck: false },
});

export const Visible = meta.story({
  play: async ({ canvas }) => {
    const region = canvas.getByRole('status');
    await expect(region).toHaveTextContent(messages.pinDeleted);
  },
});

/** The save toast, once its check has appeared (TOAST_CHECK_DELAY_MS after showing). */
export const WithCheck = meta.story({
  args: { text: messages.savedToBoard('Desserts'), showCheck: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByTestId('toast-check')).toBeVisible();
  },
});

/** A profile save offers Change (§4 "Saved to Profile with Change button"). */
export const WithAction = meta.story({
  args: {
    text: messages.savedToProfile,
    showCheck: true,
    action: { label: labels.change, onPress: fn() },
  },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: labels.change }));
    await expect(args.action?.onPress).toHaveBeenCalledTimes(1);
    // Pressing the action dismisses the toast.
    await waitFor(() => expect(canvas.queryByText(messages.savedToProfile)).not.toBeInTheDocument());
  },
  // The screenshot of the toast with its action is WithActionShown.
  tags: ['no-screenshot'],
});

export const WithActionShown = meta.story({
  args: { text: messages.savedToProfile, showCheck: true, action: { label: labels.change } },
});

/** §8 errors use the same toast, without a check. */
export const SaveError = meta.story({ args: { text: messages.saveError } });

export const LongText = meta.story({
  args: {
    text: messages.savedToSection('Weeknight dinners for two', 'Recipes to try this winter'),
    showCheck: true,
  },
});

/** The save toast in the dark theme, for the a11y check (the screenshots cover both themes already). */
export const WithCheckDark = meta.story({
  args: { text: messages.savedToBoard('Desserts'), showCheck: true, action: { label: labels.organize } },
  globals: { theme: 'dark' },
  tags: ['no-screenshot'],
});
