import { impressionPauseMachine } from '@tessera/machines';
import { ImpressionPauseProvider } from '@tessera/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { createContext, type ReactNode, useContext } from 'react';

const PausedContext = createContext(false);

/**
 * §4 impression tracking pauses globally while a modal is open: the ui Modal reports opening and
 * closing to this app-wide impression-pause machine, and grids read whether to pause.
 */
export function ImpressionPauseRoot({ children }: { children: ReactNode }) {
  const actor = useActorRef(impressionPauseMachine);
  const paused = useSelector(actor, (snapshot) => snapshot.matches('paused'));
  return (
    <ImpressionPauseProvider value={actor.send}>
      <PausedContext.Provider value={paused}>{children}</PausedContext.Provider>
    </ImpressionPauseProvider>
  );
}

/** True while any modal is open (§4 global impression pause). */
export function useImpressionsPaused(): boolean {
  return useContext(PausedContext);
}
