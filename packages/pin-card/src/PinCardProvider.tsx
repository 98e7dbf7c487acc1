import { TesseraThemeProvider } from '@tessera/tokens/react';
import { ToasterProvider } from '@tessera/ui';
import type { ReactNode } from 'react';

export interface PinCardProviderProps {
  /** Default light. */
  colorScheme?: 'light' | 'dark';
  children?: ReactNode;
}

/**
 * What a card needs above it in an app that has no Tessera setup of its own: the theme (tokens,
 * bundled font, global style) and the toaster the save flow reports to. An app that already renders
 * TesseraThemeProvider and ToasterProvider does not need it.
 */
export function PinCardProvider({ colorScheme = 'light', children }: PinCardProviderProps) {
  return (
    <TesseraThemeProvider colorScheme={colorScheme}>
      <ToasterProvider>{children}</ToasterProvider>
    </TesseraThemeProvider>
  );
}
