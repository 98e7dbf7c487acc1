/**
 * Right-click (SPEC §4): a right-click on a hovered pin starts a pending clickthrough, logged
 * (`logRightClick`, the POST /v3/offsite/ with clickthrough type rightClick) only when the page
 * visibility then changes — the visitor opened the link in a new tab and switched to it. Skipped
 * for a pin page link or a file link with a skipped extension (`rightClickSkipped` of
 * @tessera/model). A new right-click replaces the pending one; CANCEL drops it.
 */
import { rightClickSkipped } from '@tessera/model';
import { assign, setup } from 'xstate';

export interface RightClickTarget {
  pinId: string;
  href: string;
  /** Slot index of a carousel, when the pin has one. */
  slotIndex?: number;
}

export type RightClickEvent =
  | ({ type: 'RIGHT_CLICK'; hovered: boolean } & RightClickTarget)
  | { type: 'VISIBILITY_CHANGE' }
  | { type: 'CANCEL' };

export interface RightClickContext {
  pending: RightClickTarget | null;
}

export const rightClickMachine = setup({
  types: {
    context: {} as RightClickContext,
    events: {} as RightClickEvent,
  },
  actions: {
    logRightClick: (_args, _target: RightClickTarget) => {},
    remember: assign({
      pending: ({ event }) => {
        const {
          type: _type,
          hovered: _hovered,
          ...target
        } = event as Extract<RightClickEvent, { type: 'RIGHT_CLICK' }>;
        return target;
      },
    }),
  },
  guards: {
    starts: ({ event }) => event.type === 'RIGHT_CLICK' && event.hovered && !rightClickSkipped(event.href),
  },
}).createMachine({
  id: 'rightClick',
  context: { pending: null },
  initial: 'idle',
  states: {
    idle: {
      on: { RIGHT_CLICK: { guard: 'starts', target: 'pending', actions: 'remember' } },
    },
    pending: {
      on: {
        RIGHT_CLICK: [
          { guard: 'starts', target: 'pending', actions: 'remember' },
          { target: 'idle', actions: assign({ pending: null }) },
        ],
        VISIBILITY_CHANGE: {
          target: 'idle',
          actions: [
            { type: 'logRightClick', params: ({ context }) => context.pending as RightClickTarget },
            assign({ pending: null }),
          ],
        },
        CANCEL: { target: 'idle', actions: assign({ pending: null }) },
      },
    },
  },
});
