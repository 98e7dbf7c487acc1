import type { ColorSchemePreference } from '@tessera/ui';
import { resolveColorScheme } from '@tessera/ui';
import { useSyncExternalStore } from 'react';
import { readStored, writeStored } from './storage.ts';

const query = '(prefers-color-scheme: dark)';
/** Where the viewer's dark-mode choice (avatar menu) is kept. */
export const COLOR_SCHEME_KEY = 'tessera-color-scheme';

function subscribe(onChange: () => void) {
  const list = window.matchMedia(query);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

/** The viewer's stored choice: light, dark, or the system's (nothing stored). */
export function storedColorScheme(): ColorSchemePreference {
  const value = readStored(COLOR_SCHEME_KEY);
  return value === 'light' || value === 'dark' ? value : 'userPreference';
}

/** §4 dark mode: set (or cleared), then the page reloads. */
export function setColorScheme(preference: ColorSchemePreference, reload = () => window.location.reload()) {
  writeStored(COLOR_SCHEME_KEY, preference === 'userPreference' ? null : preference);
  reload();
}

/**
 * The colour scheme the site draws in: the viewer's stored choice, else the system preference
 * (followed while the page is open).
 */
export function useColorScheme(): 'light' | 'dark' {
  return useSyncExternalStore(
    subscribe,
    () => resolveColorScheme(storedColorScheme(), window.matchMedia(query).matches),
    () => 'light',
  );
}
