import { toastQueueMachine } from '@tessera/machines';
import { useActorRef } from '@xstate/react';
import { createContext, type ReactNode, useContext, useMemo, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import type { ToastThumbnail } from '../Toast/Toast.tsx';
import { Toaster, type ToastPlacement } from './Toaster.tsx';

export type ToastQueueRef = ActorRefFrom<typeof toastQueueMachine>;

export interface ShowToastOptions {
  text: string;
  /** ms; default TOAST_DEFAULT_MS (§9), SAVE_TOAST_MS for a save. */
  duration?: number;
  /** A button on the toast (e.g. Change after a profile save); pressing it also dismisses the toast. */
  action?: { label: string; onPress?: () => void };
  thumbnail?: ToastThumbnail;
}

export interface ToasterApi {
  /** Queues a toast; returns its id. */
  show(options: ShowToastOptions): string;
  dismiss(id: string): void;
}

/** What the queue machine does not hold (it keeps only serialisable data): callbacks and images. */
export interface ToastExtras {
  onAction?: () => void;
  thumbnail?: ToastThumbnail;
}

const ToasterContext = createContext<ToasterApi | null>(null);

export interface ToasterProviderProps {
  children?: ReactNode;
  /** Default `fixed` (bottom centre of the viewport); `inline` renders the region in the flow. */
  placement?: ToastPlacement;
}

/**
 * Owns the toast queue (toastQueueMachine) for everything inside it and renders the Toaster region
 * after its children. `useToaster()` gives `show` and `dismiss`.
 */
export function ToasterProvider({ children, placement = 'fixed' }: ToasterProviderProps) {
  const queue = useActorRef(toastQueueMachine);
  const extras = useRef(new Map<string, ToastExtras>());
  const nextId = useRef(0);

  const api = useMemo<ToasterApi>(
    () => ({
      show({ text, duration, action, thumbnail }) {
        nextId.current += 1;
        const id = `toast-${nextId.current}`;
        extras.current.set(id, { onAction: action?.onPress, thumbnail });
        queue.send({
          type: 'ADD',
          toast: {
            id,
            text,
            ...(duration === undefined ? {} : { duration }),
            ...(action ? { action: { label: action.label } } : {}),
          },
        });
        return id;
      },
      dismiss(id) {
        queue.send({ type: 'DISMISS', id });
      },
    }),
    [queue],
  );

  return (
    <ToasterContext.Provider value={api}>
      {children}
      <Toaster queue={queue} extras={extras.current} placement={placement} />
    </ToasterContext.Provider>
  );
}

/** The toaster of the nearest ToasterProvider. */
export function useToaster(): ToasterApi {
  const toaster = useContext(ToasterContext);
  if (toaster === null) throw new Error('useToaster() needs a <ToasterProvider> above it.');
  return toaster;
}
