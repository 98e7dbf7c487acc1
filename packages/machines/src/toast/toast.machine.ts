/**
 * One toast (SPEC §4 toast): appears after TOAST_SHOW_DELAY_MS, hides after its duration (default
 * TOAST_DEFAULT_MS; save toasts SAVE_TOAST_MS), and is done TOAST_HIDE_ANIMATION_MS later, when the
 * hide callback runs. Hovering cancels the timer; leaving restarts the full duration. The animated
 * check shows TOAST_CHECK_DELAY_MS after the toast becomes visible.
 *
 * The hide callback is the `onHidden` action: toastMachine.provide({ actions: { onHidden } }).
 *
 * The input is taken by a named assign action on entry, not by a context function: a toast is
 * spawned when an app shows one, often from another machine's custom action (the save flow's
 * `showToast`), and XState's dev build then warns "Custom actions should not call `assign()`
 * directly" while creating an actor whose context is a function (it calls `assign()` itself,
 * with its module-wide custom-action flag still set: statelyai/xstate#5343).
 */
import {
  TOAST_CHECK_DELAY_MS,
  TOAST_DEFAULT_MS,
  TOAST_HIDE_ANIMATION_MS,
  TOAST_SHOW_DELAY_MS,
} from '@tessera/tokens';
import { assign, emit, setup } from 'xstate';

export interface ToastInput {
  /** How long the toast stays visible, in ms (default TOAST_DEFAULT_MS). */
  duration?: number;
}

export interface ToastContext {
  duration: number;
  /** True TOAST_CHECK_DELAY_MS after the toast became visible. */
  showCheck: boolean;
}

export type ToastEvent = { type: 'POINTER_ENTER' } | { type: 'POINTER_LEAVE' } | { type: 'DISMISS' };

export type ToastEmitted = { type: 'hidden' };

export const toastMachine = setup({
  types: {
    input: {} as ToastInput,
    context: {} as ToastContext,
    events: {} as ToastEvent,
    emitted: {} as ToastEmitted,
  },
  actions: {
    /** The hide callback: runs once the hide animation is over. */
    onHidden: () => {},
    /** The input's duration, from the init event (see above: no context function). */
    takeInput: assign({
      duration: ({ event }) =>
        (event as unknown as { input?: ToastInput }).input?.duration ?? TOAST_DEFAULT_MS,
    }),
  },
  delays: {
    TOAST_SHOW_DELAY_MS, // §9 show delay 100
    TOAST_HIDE_ANIMATION_MS, // §9 hide animation 200
    TOAST_CHECK_DELAY_MS, // §4 check after 700
    duration: ({ context }) => context.duration,
  },
}).createMachine({
  id: 'toast',
  context: { duration: TOAST_DEFAULT_MS, showCheck: false },
  entry: 'takeInput',
  initial: 'pending',
  states: {
    pending: {
      after: { TOAST_SHOW_DELAY_MS: 'visible' },
      on: { DISMISS: 'hiding' },
    },
    visible: {
      initial: 'running',
      after: { TOAST_CHECK_DELAY_MS: { actions: assign({ showCheck: true }) } },
      on: { DISMISS: 'hiding' },
      states: {
        running: {
          after: { duration: '#toast.hiding' },
          on: { POINTER_ENTER: 'paused' },
        },
        paused: {
          on: { POINTER_LEAVE: 'running' },
        },
      },
    },
    hiding: {
      after: { TOAST_HIDE_ANIMATION_MS: 'done' },
    },
    done: {
      type: 'final',
      entry: ['onHidden', emit({ type: 'hidden' as const })],
    },
  },
});
