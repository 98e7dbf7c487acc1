import { TesseraThemeProvider } from '@tessera/tokens/react';
import { ToasterProvider } from '@tessera/ui';
import type { ReactNode } from 'react';
import { type LoggedOutSavesActor, LoggedOutSavesContext } from './loggedOutSaves/LoggedOutSave.tsx';

export interface PinCardProviderProps {
  /** Default light. */
  colorScheme?: 'light' | 'dark';
  /** The logged-out visitor's local saves (a running loggedOutSavesMachine) for every card below. */
  loggedOutSaves?: LoggedOutSavesActor;
  children?: ReactNode;
}

/**
 * What a card needs above it in an app that has no Tessera setup of its own: the theme (tokens,
 * bundled font, global style) and the toaster the save flow reports to. An app that already renders
 * TesseraThemeProvider and ToasterProvider does not need it. `loggedOutSaves` gives every card the
 * logged-out visitor's local saves.
 */
export function PinCardProvider({ colorScheme = 'light', loggedOutSaves, children }: PinCardProviderProps) {
  return (
    <TesseraThemeProvider colorScheme={colorScheme}>
      <ToasterProvider>
        <LoggedOutSavesContext.Provider value={loggedOutSaves ?? null}>
          {children}
        </LoggedOutSavesContext.Provider>
      </ToasterProvider>
    </TesseraThemeProvider>
  );
}
