/**
 * The toast queue (SPEC §4): ADD spawns a toastMachine per toast; DISMISS forwards to that toast;
 * a toast is removed from the list when it is done (after its hide animation).
 */

import { TOAST_DEFAULT_MS } from '@tessera/tokens';
import type { ActorRefFrom } from 'xstate';
import { assign, enqueueActions, setup } from 'xstate';
import { toastMachine } from './toast.machine.ts';

export interface ToastAction {
  label: string;
}

export interface QueuedToast {
  id: string;
  text: string;
  duration: number;
  action?: ToastAction;
  ref: ActorRefFrom<typeof toastMachine>;
}

export interface ToastQueueContext {
  toasts: QueuedToast[];
  /** Counter for generated ids. */
  nextId: number;
}

export interface NewToast {
  /** Optional stable id; an ADD with the id of a toast still in the queue is ignored. */
  id?: string;
  text: string;
  /** ms; default TOAST_DEFAULT_MS (the toastMachine default). */
  duration?: number;
  action?: ToastAction;
}

export type ToastQueueEvent =
  | { type: 'ADD'; toast: NewToast }
  | { type: 'DISMISS'; id: string }
  | { type: `xstate.done.actor.${string}`; actorId?: string };

const TOAST_ACTOR_PREFIX = 'toast:';

export const toastQueueMachine = setup({
  types: {
    context: {} as ToastQueueContext,
    events: {} as ToastQueueEvent,
  },
  actors: { toast: toastMachine },
}).createMachine({
  id: 'toastQueue',
  context: { toasts: [], nextId: 1 },
  on: {
    ADD: {
      guard: ({ context, event }) =>
        event.toast.id === undefined || !context.toasts.some((t) => t.id === event.toast.id),
      actions: assign(({ context, event, spawn }) => {
        const id = event.toast.id ?? `toast-${context.nextId}`;
        const ref = spawn('toast', {
          id: `${TOAST_ACTOR_PREFIX}${id}`,
          input: event.toast.duration === undefined ? {} : { duration: event.toast.duration },
        });
        const toast: QueuedToast = {
          id,
          text: event.toast.text,
          duration: event.toast.duration ?? TOAST_DEFAULT_MS, // the toastMachine default
          ref,
          ...(event.toast.action ? { action: event.toast.action } : {}),
        };
        return { toasts: [...context.toasts, toast], nextId: context.nextId + 1 };
      }),
    },
    DISMISS: {
      actions: enqueueActions(({ context, event, enqueue }) => {
        const toast = context.toasts.find((t) => t.id === event.id);
        if (toast) enqueue.sendTo(toast.ref, { type: 'DISMISS' });
      }),
    },
    'xstate.done.actor.*': {
      actions: assign({
        toasts: ({ context, event }) => {
          const actorId = event.type.slice('xstate.done.actor.'.length);
          return context.toasts.filter((t) => `${TOAST_ACTOR_PREFIX}${t.id}` !== actorId);
        },
      }),
    },
  },
});
