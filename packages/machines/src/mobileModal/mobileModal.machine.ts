/**
 * Mobile modal (SPEC §4, §9): OPEN pauses impression tracking and app focus and locks the page
 * scroll unless the modal allows scrolling; it closes on CLOSE, or on a mask tap when allowed;
 * closing undoes all three. The sheet slides up MOBILE_SLIDE_UP_DELAY_MS (500) after opening,
 * over MOBILE_SLIDE_UP_MS (225): `open.waiting` → `open.slidingUp` → `open.shown`.
 *
 * The caller supplies the actions: pauseImpressions / resumeImpressions (e.g. MODAL_OPENED /
 * MODAL_CLOSED to impressionPauseMachine), pauseAppFocus / resumeAppFocus (the app's focus flag
 * of §4, for an app that keeps one: the site does not, and leaves them as no-ops), lockScroll /
 * unlockScroll.
 */
import { MOBILE_SLIDE_UP_DELAY_MS, MOBILE_SLIDE_UP_MS } from '@tessera/tokens';
import { assign, enqueueActions, setup } from 'xstate';

export interface MobileModalInput {
  /** The page may scroll under the modal (default false: scroll is locked). */
  allowScroll?: boolean;
  /** A tap on the mask closes the modal (default true). */
  closeOnMaskTap?: boolean;
  /** Start open (default false). */
  open?: boolean;
}

export interface MobileModalContext {
  allowScroll: boolean;
  closeOnMaskTap: boolean;
  startOpen: boolean;
}

export type MobileModalEvent = { type: 'OPEN' } | { type: 'CLOSE' } | { type: 'MASK_TAP' };

export const mobileModalMachine = setup({
  types: {
    input: {} as MobileModalInput,
    context: {} as MobileModalContext,
    events: {} as MobileModalEvent,
  },
  actions: {
    pauseImpressions: () => {},
    resumeImpressions: () => {},
    pauseAppFocus: () => {},
    resumeAppFocus: () => {},
    lockScroll: () => {},
    unlockScroll: () => {},
  },
  guards: {
    startOpen: ({ context }) => context.startOpen,
    closeOnMaskTap: ({ context }) => context.closeOnMaskTap,
  },
  delays: {
    MOBILE_SLIDE_UP_DELAY_MS, // §9 mobile slide-up delay 500
    MOBILE_SLIDE_UP_MS, // §9 mobile slide-up 225
  },
}).createMachine({
  id: 'mobileModal',
  context: ({ input }) => ({
    allowScroll: input?.allowScroll ?? false,
    closeOnMaskTap: input?.closeOnMaskTap ?? true,
    startOpen: input?.open ?? false,
  }),
  initial: 'closed',
  states: {
    closed: {
      always: { guard: 'startOpen', target: 'open', actions: assign({ startOpen: false }) },
      on: { OPEN: 'open' },
    },
    open: {
      entry: enqueueActions(({ context, enqueue }) => {
        enqueue('pauseImpressions');
        enqueue('pauseAppFocus');
        if (!context.allowScroll) enqueue('lockScroll');
      }),
      exit: enqueueActions(({ context, enqueue }) => {
        enqueue('resumeImpressions');
        enqueue('resumeAppFocus');
        if (!context.allowScroll) enqueue('unlockScroll');
      }),
      initial: 'waiting',
      on: {
        CLOSE: 'closed',
        MASK_TAP: { guard: 'closeOnMaskTap', target: 'closed' },
      },
      states: {
        waiting: { after: { MOBILE_SLIDE_UP_DELAY_MS: 'slidingUp' } },
        slidingUp: { after: { MOBILE_SLIDE_UP_MS: 'shown' } },
        shown: {},
      },
    },
  },
});
