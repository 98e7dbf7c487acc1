/**
 * The site's entity store (issue 11): one store for the whole app, so a pin saved on one surface
 * reads Saved on every other, after a remount and after navigating away and back. It provides the
 * store's mutations (through the app's api) to every card, and the save flow's steps of §4 that are
 * the app's: the success callback, the save event and the tracking log (the event logger).
 */
import {
  createEntityActions,
  createEntityStore,
  createEventLogger,
  type EntityActions,
  type EntityStore,
  EntityStoreProvider,
  type EventLogger,
  receive,
  saveEvent,
  saveTrackingLog,
  type TesseraApi,
  useApi,
  useEntity,
  useEntityStore,
} from '@tessera/api';
import type { Board, Pin } from '@tessera/model';
import { type SaveFlowSteps, SaveFlowStepsContext, type SaveTarget } from '@tessera/pin-card';
import { createContext, type ReactNode, useContext, useEffect, useMemo, useState } from 'react';
import { RouterProvider } from 'react-aria';
import { useHref, useNavigate } from 'react-router';
import { type CurrentPage, withCurrentPage } from './pageContext.ts';

/**
 * The app's save-flow steps for the cards: the save event (a click on Save) and the tracking log,
 * both through the event logger, as @tessera/api's `save` intent logs them (saveEvents.ts).
 */
export function saveFlowSteps(
  logger: EventLogger,
  onSaveSuccess?: SaveFlowSteps['onSaveSuccess'],
): SaveFlowSteps {
  return {
    ...(onSaveSuccess ? { onSaveSuccess } : {}),
    recordSaveEvent: ({ pin, result }) => void logger.log(saveEvent(pin, result)),
    logSave: ({ pin, result }) => void logger.log(saveTrackingLog(pin, result)),
  };
}

/** Everything the wiring makes once per app. */
export function createAppEntities(api: TesseraApi, logger?: EventLogger) {
  const store = createEntityStore();
  /** The page shown now (the site layout keeps it), added to every event (§2 interaction logging). */
  const page: { current: CurrentPage | null } = { current: null };
  const events = withCurrentPage(
    logger ?? createEventLogger({ send: (batch) => api.logEvents(batch) }),
    () => page.current,
  );
  const actions = createEntityActions(store, api, { logger: events });
  return { store, actions, logger: events, page, steps: saveFlowSteps(events) };
}

type AppEntities = ReturnType<typeof createAppEntities>;

const AppLoggingContext = createContext<Pick<AppEntities, 'logger' | 'page'> | null>(null);

/** The app's event logger (every event with the current page). */
export function useAppLogger(): EventLogger {
  const logging = useContext(AppLoggingContext);
  if (!logging) throw new Error('useAppLogger is used outside EntityStoreRoot.');
  return logging.logger;
}

/**
 * The app's intents (issue 27: every write of what the viewer does goes through one of them), with
 * the app's logger; EntityStoreRoot always gives them.
 */
export function useEntityActions(): EntityActions {
  const { actions } = useEntityStore();
  if (!actions) throw new Error('useEntityActions is used outside EntityStoreRoot.');
  return actions;
}

/** Keeps the logger's current page: the site layout calls it with every location. */
export function useTrackCurrentPage(page: CurrentPage) {
  const logging = useContext(AppLoggingContext);
  const { path, visitor, viewerUsername } = page;
  useEffect(() => {
    if (logging) logging.page.current = { path, visitor, viewerUsername };
  }, [logging, path, visitor, viewerUsername]);
}

/**
 * The app's entity store, its mutations and the save-flow steps, for everything below (inside the
 * ApiProvider). `entities` lets a test pass its own (a logger it watches).
 */
export function EntityStoreRoot({
  entities,
  children,
}: {
  entities?: ReturnType<typeof createAppEntities>;
  children?: ReactNode;
}) {
  const api = useApi();
  const [made] = useState(() => entities ?? createAppEntities(api));
  useEffect(() => () => void made.logger.flush(), [made]);
  return (
    <EntityStoreProvider store={made.store} actions={made.actions}>
      <AppLoggingContext value={made}>
        <SaveFlowStepsContext value={made.steps}>{children}</SaveFlowStepsContext>
      </AppLoggingContext>
    </EntityStoreProvider>
  );
}

/** Puts a feed's pins into the store as they arrive (a card then reads the store's version). */
export function useReceivedPins(pins: readonly Pin[]) {
  const { store } = useEntityStore();
  useEffect(() => {
    receive(store, { pins });
  }, [store, pins]);
}

function loadBoards(store: EntityStore, api: TesseraApi) {
  return api.getBoards({ sort: 'last_pinned_to' }).then((boards) => {
    receive(store, { boards });
    return boards;
  });
}

/**
 * The board a hover Save goes to: the viewer's most recently used board (§7 sort last_pinned_to),
 * its name read from the store; null (the profile, §4) until the boards have loaded or without any.
 * Cards read it when Save is pressed, so a card drawn before the boards loaded saves there too.
 */
export function useSaveTarget(enabled = true): SaveTarget | null {
  const api = useApi();
  const { store } = useEntityStore();
  const [boardId, setBoardId] = useState<string | null>(null);
  useEffect(() => {
    // A logged-out visitor has no boards (their Save prompts login, §1).
    if (!enabled) return;
    let live = true;
    loadBoards(store, api)
      .then((boards: Board[]) => {
        if (live) setBoardId(boards[0]?.id ?? null);
      })
      // Without boards the Save button saves to the profile (§4), so a failure here loses nothing.
      .catch(() => undefined);
    return () => {
      live = false;
    };
  }, [api, store, enabled]);
  const name = useEntity((state) => (boardId ? state.boards[boardId]?.name : undefined));
  return useMemo(() => (boardId && name !== undefined ? { id: boardId, name } : null), [boardId, name]);
}

/** react-router's href of a path, for react-aria's links (a hook, called by RouterProvider's links). */
function useRouterHref(path: unknown): string {
  return useHref(String(path));
}

/**
 * The cards' links (Open, the image, the context menu's Open) navigate client-side through the
 * site's router: react-aria's RouterProvider fed by react-router (inside the router).
 */
export function CardRouter({ children }: { children?: ReactNode }) {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(path) => void navigate(String(path))} useHref={useRouterHref}>
      {children}
    </RouterProvider>
  );
}
