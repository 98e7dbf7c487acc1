import { useSyncExternalStore } from 'react';

/**
 * Calls `onChange` when the screen's density changes (the window moved to another screen, the page
 * zoomed): a `(resolution: Ndppx)` media query for the current density stops matching.
 */
function subscribe(onChange: () => void): () => void {
  if (typeof window === 'undefined' || typeof window.matchMedia !== 'function') return () => {};
  let query: MediaQueryList | null = null;
  const changed = () => {
    listen();
    onChange();
  };
  const listen = () => {
    query?.removeEventListener('change', changed);
    query = window.matchMedia(`(resolution: ${window.devicePixelRatio || 1}dppx)`);
    query.addEventListener('change', changed);
  };
  listen();
  return () => query?.removeEventListener('change', changed);
}

const screenDensity = () => window.devicePixelRatio || 1;
/** The server knows no screen: 1, which the client also renders while it hydrates. */
const serverDensity = () => 1;

/**
 * The screen's density for what has no srcset (a video's poster): 1 on the server and while the
 * client hydrates its HTML (so both render the same and hydration does not warn), the screen's
 * right after and on a client-only render, updated when it changes.
 */
export function useScreenDensity(): number {
  return useSyncExternalStore(subscribe, screenDensity, serverDensity);
}
