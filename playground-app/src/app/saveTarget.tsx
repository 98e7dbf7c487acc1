/**
 * The save target of the session (§4): where a hover Save puts a pin, read once for the page load
 * (the viewer's most recently used board, useSaveTarget) and shared by every grid and the closeup.
 * Logged-out visitors and bots have none.
 */
import type { SaveTarget } from '@tessera/pin-card';
import { createContext, type ReactNode, useContext } from 'react';
import { useSaveTarget } from './entityStore.tsx';
import { useSession } from './session.ts';

const SaveTargetContext = createContext<SaveTarget | null>(null);

export function SaveTargetRoot({ children }: { children: ReactNode }) {
  const { viewer } = useSession();
  const target = useSaveTarget(viewer !== null);
  return <SaveTargetContext value={target}>{children}</SaveTargetContext>;
}

export function useAppSaveTarget(): SaveTarget | null {
  return useContext(SaveTargetContext);
}
