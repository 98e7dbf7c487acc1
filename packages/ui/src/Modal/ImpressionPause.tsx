import type { ImpressionPauseEvent } from '@tessera/machines';
import { createContext, useContext } from 'react';

/**
 * Where a Modal reports that it opened or closed, so impression tracking pauses while any modal is
 * open (§4). The app provides it with its impressionPauseMachine actor:
 * `<ImpressionPauseProvider value={(event) => pauseActor.send(event)}>`. Without a provider,
 * modals pause nothing.
 */
export type ImpressionPauseSend = (event: ImpressionPauseEvent) => void;

const ImpressionPauseContext = createContext<ImpressionPauseSend | null>(null);

export const ImpressionPauseProvider = ImpressionPauseContext.Provider;

export function useImpressionPause(): ImpressionPauseSend | null {
  return useContext(ImpressionPauseContext);
}
