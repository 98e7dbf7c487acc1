import { TesseraThemeProvider } from '@tessera/tokens/react';
import { ToasterProvider } from '@tessera/ui';
import type { ReactNode } from 'react';
import { RouterProvider } from 'react-aria';
import { type LoggedOutSavesActor, LoggedOutSavesContext } from './loggedOutSaves/LoggedOutSave.tsx';

export interface PinCardProviderProps {
  /** Default light. */
  colorScheme?: 'light' | 'dark';
  /**
   * Also render the page style (@tessera/tokens/react GlobalStyle: body margin, colours, font,
   * border-box). Default false: a card is a guest in the host page and does not restyle it.
   */
  globalStyle?: boolean;
  /** Where the app serves the font files, for GlobalStyle (see @tessera/tokens README). */
  fontBaseUrl?: string;
  /** The logged-out visitor's local saves (a running loggedOutSavesMachine) for every card below. */
  loggedOutSaves?: LoggedOutSavesActor;
  /**
   * The app's client-side navigation (react-aria RouterProvider): links inside the cards (Open, the
   * image, the upsell's dismiss, the context menu's Open) go through it. Without it they are plain
   * links.
   */
  navigate?: (path: string) => void;
  /** The app router's href for a path (react-router's useHref), with `navigate`. */
  useHref?: (path: string) => string;
  children?: ReactNode;
}

/**
 * What a card needs above it in an app that has no Tessera setup of its own: the theme (tokens;
 * the page style and font only with `globalStyle`) and the toaster the save flow reports to. An app that already renders
 * TesseraThemeProvider and ToasterProvider does not need it. `loggedOutSaves` gives every card the
 * logged-out visitor's local saves; `navigate` makes the cards' links client-side.
 */
export function PinCardProvider({
  colorScheme = 'light',
  globalStyle = false,
  fontBaseUrl,
  loggedOutSaves,
  navigate,
  useHref,
  children,
}: PinCardProviderProps) {
  const cards = (
    <TesseraThemeProvider
      colorScheme={colorScheme}
      globalStyle={globalStyle}
      {...(fontBaseUrl === undefined ? {} : { fontBaseUrl })}
    >
      <ToasterProvider>
        <LoggedOutSavesContext.Provider value={loggedOutSaves ?? null}>
          {children}
        </LoggedOutSavesContext.Provider>
      </ToasterProvider>
    </TesseraThemeProvider>
  );
  return navigate ? (
    <RouterProvider navigate={navigate} {...(useHref ? { useHref } : {})}>
      {cards}
    </RouterProvider>
  ) : (
    cards
  );
}
