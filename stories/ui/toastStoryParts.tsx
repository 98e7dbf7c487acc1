/** What the Toast stories and the localisation stories share: one toast held still. */
import { toastMachine } from '@tessera/machines';
import { SAVE_TOAST_MS } from '@tessera/tokens';
import { Toast, type ToastProps } from '@tessera/ui';
import { useActorRef } from '@xstate/react';

export interface StaticToastProps extends Omit<ToastProps, 'toast'> {
  /** The machine's showCheck: the animated check of the save toast. */
  showCheck: boolean;
}

/**
 * A toast frozen in its visible state: the toastMachine actor starts from a snapshot of
 * `visible.paused` (no timers), so the story renders the same thing every time.
 */
export function StaticToast({ showCheck, ...props }: StaticToastProps) {
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
