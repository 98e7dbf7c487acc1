/**
 * Hover visibility of a pin card (SPEC §4): the action bar, the primary content (Save), the
 * secondary content and the saved overlay toggle with hover and the saved state.
 *
 * - The hover effect becomes active immediately (activationDelayMs 0, the default) or after
 *   `activationDelayMs` (`activating`); it becomes inactive HOVER_INACTIVE_MS (120) after the
 *   pointer leaves (`deactivating`; coming back in time keeps it active).
 * - Deleted story pins and some surfaces hide the primary and secondary content
 *   (hidePrimaryAndSecondary); selection-type surfaces hide the action bar (hideActionBar).
 * - The saved overlay shows while the pin is saved and the hover effect is not active (our
 *   reading of "toggles with hover and saved state": hovering shows the actions instead). Whether
 *   the pin is saved is the entity store's: the machine holds no copy, `hoverVisibility` is given it.
 * `hoverVisibility(snapshot, saved)` gives the four flags.
 */
import { HOVER_INACTIVE_MS } from '@tessera/tokens';
import { type SnapshotFrom, setup } from 'xstate';

export interface HoverVisibilityInput {
  /** 0 (default) = active immediately on hover. */
  activationDelayMs?: number;
  /** Deleted story pins and some surfaces. */
  hidePrimaryAndSecondary?: boolean;
  /** Selection-type surfaces. */
  hideActionBar?: boolean;
}

export interface HoverVisibilityContext {
  activationDelayMs: number;
  hidePrimaryAndSecondary: boolean;
  hideActionBar: boolean;
}

export type HoverVisibilityEvent = { type: 'POINTER_ENTER' } | { type: 'POINTER_LEAVE' };

export const hoverVisibilityMachine = setup({
  types: {
    input: {} as HoverVisibilityInput,
    context: {} as HoverVisibilityContext,
    events: {} as HoverVisibilityEvent,
  },
  guards: {
    immediate: ({ context }) => context.activationDelayMs <= 0,
  },
  delays: {
    activationDelay: ({ context }) => context.activationDelayMs,
    HOVER_INACTIVE_MS, // §9 hover inactive after 120 ms
  },
}).createMachine({
  id: 'hoverVisibility',
  context: ({ input }) => ({
    activationDelayMs: input?.activationDelayMs ?? 0,
    hidePrimaryAndSecondary: input?.hidePrimaryAndSecondary ?? false,
    hideActionBar: input?.hideActionBar ?? false,
  }),
  initial: 'inactive',
  states: {
    inactive: {
      on: {
        POINTER_ENTER: [{ guard: 'immediate', target: 'active' }, { target: 'activating' }],
      },
    },
    activating: {
      after: { activationDelay: 'active' },
      on: { POINTER_LEAVE: 'inactive' },
    },
    active: {
      on: { POINTER_LEAVE: 'deactivating' },
    },
    deactivating: {
      after: { HOVER_INACTIVE_MS: 'inactive' },
      on: { POINTER_ENTER: 'active' },
    },
  },
});

export interface HoverVisibility {
  actionBar: boolean;
  primary: boolean;
  secondary: boolean;
  savedOverlay: boolean;
}

/** The four §4 visibility flags of a hover snapshot, for a pin `saved` or not (the store's). */
export function hoverVisibility(
  snapshot: SnapshotFrom<typeof hoverVisibilityMachine>,
  saved = false,
): HoverVisibility {
  const { context } = snapshot;
  const hovered = snapshot.matches('active') || snapshot.matches('deactivating');
  return {
    actionBar: hovered && !context.hideActionBar,
    primary: hovered && !context.hidePrimaryAndSecondary,
    secondary: hovered && !context.hidePrimaryAndSecondary,
    savedOverlay: saved && !hovered,
  };
}
