/**
 * Whether the site is laid out for a phone: below the md breakpoint of @tessera/tokens (the grids'
 * two columns, the closeup's one pane, §6's limited-login prompt, the phone shell).
 *
 * A render without a window (the server's first screen, entry-server.tsx) has no media query to ask:
 * the kit's useMediaQuery then says false. There the answer is the width class the server chose for
 * the request (app/widthClass.ts), which the render gives through InitialPhoneProvider; the same
 * value would serve a hydration, which must draw what the server drew before it asks the browser.
 */
import { useMediaQuery } from '@tessera/ui';
import { createContext, useContext, useSyncExternalStore } from 'react';
import { useTheme } from 'styled-components';

const InitialPhoneContext = createContext<boolean | null>(null);

/**
 * What usePhone says where no media query can be asked (a server render, a hydration's first pass):
 * the server's width class. Null (the default): not known, the kit's own server value (false).
 */
export const InitialPhoneProvider = InitialPhoneContext.Provider;

const subscribeToNothing = () => () => {};

/** True in a server render and a hydration's first pass (React's server snapshot), else false. */
function useServerSnapshot(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => false,
    () => true,
  );
}

export function usePhone(): boolean {
  const theme = useTheme();
  const matches = useMediaQuery(`(max-width: ${theme.breakpoints.md - 1}px)`);
  const initial = useContext(InitialPhoneContext);
  const server = useServerSnapshot();
  return server && initial !== null ? initial : matches;
}
