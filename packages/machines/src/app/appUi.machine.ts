/**
 * App UI flags (SPEC §4), one parallel region each:
 * - focus: `focused` by default; SESSION_PAUSE → `unfocused`, SESSION_RESUME → `focused`;
 * - footerPlusButton: `visible` by default (SHOW_FOOTER_PLUS / HIDE_FOOTER_PLUS);
 * - autoplay: `off` by default (SET_AUTOPLAY);
 * - typeahead: the overlay is `closed` by default (OPEN_TYPEAHEAD / CLOSE_TYPEAHEAD);
 * - the viewport size in `context.viewport`, default 'lg' (SET_VIEWPORT; the names of the
 *   theme's breakpoints).
 * `appUiFlags(snapshot)` gives them as booleans.
 */
import { assign, type SnapshotFrom, setup } from 'xstate';

export const VIEWPORT_SIZES = ['sm', 'md', 'lg', 'xl'] as const;
export type ViewportSize = (typeof VIEWPORT_SIZES)[number];
export const DEFAULT_VIEWPORT_SIZE: ViewportSize = 'lg'; // §4 viewport size default lg

export type AppUiEvent =
  | { type: 'SESSION_PAUSE' }
  | { type: 'SESSION_RESUME' }
  | { type: 'SHOW_FOOTER_PLUS' }
  | { type: 'HIDE_FOOTER_PLUS' }
  | { type: 'SET_AUTOPLAY'; enabled: boolean }
  | { type: 'OPEN_TYPEAHEAD' }
  | { type: 'CLOSE_TYPEAHEAD' }
  | { type: 'SET_VIEWPORT'; size: ViewportSize };

export const appUiMachine = setup({
  types: {
    context: {} as { viewport: ViewportSize },
    events: {} as AppUiEvent,
  },
  guards: {
    enable: ({ event }) => event.type === 'SET_AUTOPLAY' && event.enabled,
    disable: ({ event }) => event.type === 'SET_AUTOPLAY' && !event.enabled,
  },
}).createMachine({
  id: 'appUi',
  context: { viewport: DEFAULT_VIEWPORT_SIZE },
  type: 'parallel',
  on: {
    SET_VIEWPORT: {
      guard: ({ event }) => (VIEWPORT_SIZES as readonly string[]).includes(event.size),
      actions: assign({ viewport: ({ event }) => event.size }),
    },
  },
  states: {
    focus: {
      initial: 'focused',
      states: {
        focused: { on: { SESSION_PAUSE: 'unfocused' } },
        unfocused: { on: { SESSION_RESUME: 'focused' } },
      },
    },
    footerPlusButton: {
      initial: 'visible',
      states: {
        visible: { on: { HIDE_FOOTER_PLUS: 'hidden' } },
        hidden: { on: { SHOW_FOOTER_PLUS: 'visible' } },
      },
    },
    autoplay: {
      initial: 'off',
      states: {
        off: { on: { SET_AUTOPLAY: { guard: 'enable', target: 'on' } } },
        on: { on: { SET_AUTOPLAY: { guard: 'disable', target: 'off' } } },
      },
    },
    typeahead: {
      initial: 'closed',
      states: {
        closed: { on: { OPEN_TYPEAHEAD: 'open' } },
        open: { on: { CLOSE_TYPEAHEAD: 'closed' } },
      },
    },
  },
});

export interface AppUiFlags {
  appInFocus: boolean;
  footerPlusButtonVisible: boolean;
  autoplay: boolean;
  typeaheadOverlay: boolean;
  viewport: ViewportSize;
}

export function appUiFlags(snapshot: SnapshotFrom<typeof appUiMachine>): AppUiFlags {
  return {
    appInFocus: snapshot.matches({ focus: 'focused' }),
    footerPlusButtonVisible: snapshot.matches({ footerPlusButton: 'visible' }),
    autoplay: snapshot.matches({ autoplay: 'on' }),
    typeaheadOverlay: snapshot.matches({ typeahead: 'open' }),
    viewport: snapshot.context.viewport,
  };
}
