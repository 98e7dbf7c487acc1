import type { Pin } from '@tessera/model';
import { createContext, type ReactNode, useContext, useRef, useSyncExternalStore } from 'react';
import type { EntityActions } from './entityActions.ts';
import {
  createEntityStore,
  type EntityState,
  type EntityStore,
  type PinFeedback,
  type PinPending,
} from './entityStore.ts';

export interface EntityStoreValue {
  store: EntityStore;
  /** The mutations through the app's api; null where there is no api (a card in another app). */
  actions: EntityActions | null;
}

let fallback: EntityStoreValue | null = null;
/**
 * The store of an app that gives none (a card used outside Tessera's site). In a browser, one per
 * page, so two cards of the same pin still agree. On a server (no `window`) one module serves every
 * request, so a shared store would carry one visitor's state into another's page: there each call
 * gets a store of its own (a server render reads, it writes nothing a second card would miss).
 */
function defaultValue(): EntityStoreValue {
  if (typeof window === 'undefined') return { store: createEntityStore(), actions: null };
  fallback ??= { store: createEntityStore(), actions: null };
  return fallback;
}

const EntityStoreContext = createContext<EntityStoreValue | null>(null);

/** Makes `store` (and its `actions`) the entity store of everything below it. */
export function EntityStoreProvider({
  store,
  actions = null,
  children,
}: {
  store: EntityStore;
  actions?: EntityActions | null;
  children?: ReactNode;
}) {
  return <EntityStoreContext value={{ store, actions }}>{children}</EntityStoreContext>;
}

/** The nearest EntityStoreProvider's store and actions, else the page's default store. */
export function useEntityStore(): EntityStoreValue {
  return useContext(EntityStoreContext) ?? defaultValue();
}

/**
 * Reads from the entity store with a selector; the component re-renders only when the selected
 * value changes (`isEqual`, default Object.is), so a save re-renders the cards of that pin, not
 * the grid. A selector that builds a new object or array each time needs an `isEqual` (e.g.
 * @xstate/store's shallowEqual).
 */
export function useEntity<T>(
  selector: (state: EntityState) => T,
  isEqual: (a: T, b: T) => boolean = Object.is,
): T {
  const { store } = useEntityStore();
  const cache = useRef<{ context: EntityState; selector: (state: EntityState) => T; value: T } | null>(null);
  const read = () => {
    const context = store.getSnapshot().context;
    const last = cache.current;
    if (last && last.context === context && last.selector === selector) return last.value;
    const selected = selector(context);
    const value = last && isEqual(last.value, selected) ? last.value : selected;
    cache.current = { context, selector, value };
    return value;
  };
  return useSyncExternalStore(
    (onChange) => {
      const subscription = store.subscribe(onChange);
      return () => subscription.unsubscribe();
    },
    read,
    read,
  );
}

/** Where the viewer saved a pin, from the store (else the pin as given). */
export interface PinSavedState {
  /** Saved at all. */
  saved: boolean;
  /** The board's id (undefined: the profile, or not saved). */
  boardId: string | undefined;
  /** The board's name as the store knows it ('' when unknown). */
  boardName: string;
}

/**
 * The pin's saved state, read from the store (its `savedInfo`), with the board's name from the
 * store, else from `known` (a board the app named, e.g. the card's save target) when it is that board.
 */
export function usePinSaved(pin: Pin, known?: { id: string; name: string } | null): PinSavedState {
  const savedInfo = useEntity((state) =>
    pin.id in state.pins ? state.pins[pin.id]?.savedInfo : pin.savedInfo,
  );
  const boardId = savedInfo?.boardId;
  const stored = useEntity((state) => (boardId === undefined ? undefined : state.boards[boardId]?.name));
  const boardName =
    boardId === undefined
      ? ''
      : (stored ??
        (known?.id === boardId ? known.name : undefined) ??
        (pin.board?.id === boardId ? (pin.board.name ?? '') : ''));
  return { saved: savedInfo !== undefined, boardId, boardName };
}

/** The pin's save or unsave in flight, from the store: every card of the pin shows it. */
export function usePinPending(pinId: string): PinPending | undefined {
  return useEntity((state) => state.pending[pinId]);
}

/** The viewer's feedback on a pin (hidden, reported, unfollowed), from the store: every card of it shows it. */
export function usePinFeedback(pinId: string): PinFeedback | undefined {
  return useEntity((state) => state.pinFeedback[pinId]);
}
