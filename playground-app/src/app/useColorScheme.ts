import { type DarkModeScheme, darkModeMachine } from '@tessera/machines';
import type { ColorSchemePreference } from '@tessera/ui';
import { resolveColorScheme } from '@tessera/ui';
import { useActorRef } from '@xstate/react';
import { useCallback, useRef, useSyncExternalStore } from 'react';
import { fromPromise } from 'xstate';
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

/**
 * §4 dark mode, run by the darkMode machine: the choice is stored, then the page reloads (`reload`,
 * read when it runs); a storage that refuses the choice does not reload (the page would come back
 * in the old colours; the refusal is logged, §8). Gives the function a menu or a setting calls.
 */
export function useChooseColorScheme(reload: () => void = () => window.location.reload()) {
  const latestReload = useRef(reload);
  latestReload.current = reload;
  const actor = useActorRef(
    darkModeMachine.provide({
      actors: {
        saveDarkMode: fromPromise<void, { scheme: DarkModeScheme }>(async ({ input }) => {
          if (!writeStored(COLOR_SCHEME_KEY, input.scheme))
            throw new Error('The colour scheme could not be stored.');
        }),
      },
      actions: { reload: () => latestReload.current() },
    }),
  );
  return useCallback(
    (preference: ColorSchemePreference) =>
      actor.send(preference === 'userPreference' ? { type: 'CLEAR' } : { type: 'SET', scheme: preference }),
    [actor],
  );
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
