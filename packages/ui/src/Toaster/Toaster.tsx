import { useSelector } from '@xstate/react';
import { useEffect } from 'react';
import { Region } from '../Toast/Toast.styles.ts';
import { Toast } from '../Toast/Toast.tsx';
import type { ToastExtras, ToastQueueRef } from './ToasterProvider.tsx';

export type ToastPlacement = 'fixed' | 'inline';

export interface ToasterProps {
  queue: ToastQueueRef;
  /** Callbacks and thumbnails by toast id (see ToasterProvider); entries are dropped with their toast. */
  extras?: Map<string, ToastExtras>;
  placement?: ToastPlacement;
  /** Name of the region for assistive technology (default "Notifications"). */
  accessibilityLabel?: string;
}

/**
 * The live region of the toasts: role="status" with aria-live polite, so a new toast is announced
 * without moving focus. It is always rendered (a live region must exist before its content changes).
 */
export function Toaster({
  queue,
  extras,
  placement = 'fixed',
  accessibilityLabel = 'Notifications',
}: ToasterProps) {
  const toasts = useSelector(queue, (snapshot) => snapshot.context.toasts);

  // Drop the extras of a toast once the queue has removed it.
  useEffect(() => {
    if (!extras) return;
    const subscription = queue.subscribe((snapshot) => {
      const live = new Set(snapshot.context.toasts.map((toast) => toast.id));
      for (const id of extras.keys()) if (!live.has(id)) extras.delete(id);
    });
    return () => subscription.unsubscribe();
  }, [queue, extras]);

  return (
    <Region role="status" aria-live="polite" aria-label={accessibilityLabel} $placement={placement}>
      {toasts.map((toast) => {
        const extra = extras?.get(toast.id);
        return (
          <Toast
            key={toast.id}
            toast={toast.ref}
            text={toast.text}
            {...(extra?.thumbnail ? { thumbnail: extra.thumbnail } : {})}
            {...(toast.action ? { action: { label: toast.action.label, onPress: extra?.onAction } } : {})}
          />
        );
      })}
    </Region>
  );
}
