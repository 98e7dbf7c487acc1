/**
 * The logged-out upsells of a card (§1, §2, §6): the sign-up upsell of the ellipsis, and the app
 * upsell on an image click when the §5 gate allows it (no upsell before, or the first older than
 * the interval; not yet shown this session). The first upsell's time is kept in localStorage, the
 * session's in sessionStorage (a storage failure only means the upsell may show again, §8).
 * Logged-in viewers and bots get neither.
 */
import { useApi } from '@tessera/api';
import { appUpsellAllowed, buildPath, type Pin } from '@tessera/model';
import { useToaster } from '@tessera/ui';
import { useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { loginLinks } from '../shared/afterLogin.ts';
import { UPSELL_TEXT } from '../shared/pinActionsText.ts';
import { LOGIN_PROMPT_TEXT } from '../shared/usePinActions.ts';
import { useSession } from './session.ts';
import { readStored, writeStored } from './storage.ts';

export const FIRST_APP_UPSELL_KEY = 'tessera-first-app-upsell';
export const SESSION_APP_UPSELL_KEY = 'tessera-app-upsell-shown';

function shownThisSession(): boolean {
  try {
    return window.sessionStorage.getItem(SESSION_APP_UPSELL_KEY) === '1';
  } catch {
    return false;
  }
}

function recordShown(now: number) {
  if (readStored(FIRST_APP_UPSELL_KEY) === null) writeStored(FIRST_APP_UPSELL_KEY, String(now));
  try {
    window.sessionStorage.setItem(SESSION_APP_UPSELL_KEY, '1');
  } catch {
    // §8: storage failures cost the feature, not the page.
  }
}

export interface LoggedOutUpsells {
  onSignupUpsell?: (args: { pin: Pin }) => void;
  /** A card's app upsell (PinCard's appUpsell). */
  appUpsellFor?: (pin: Pin) => { allowed: boolean; onOpenApp: () => void; onShown: () => void };
}

export function useLoggedOutUpsells(): LoggedOutUpsells {
  const api = useApi();
  const toaster = useToaster();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  const { visitor } = useSession();
  const [allowed, setAllowed] = useState(() =>
    appUpsellAllowed({
      firstUpsellAt: Number(readStored(FIRST_APP_UPSELL_KEY)) || null,
      now: Date.now(),
      shownThisSession: shownThisSession(),
    }),
  );
  return useMemo(() => {
    if (visitor !== 'unauthenticated') return {};
    return {
      onSignupUpsell: () =>
        toaster.show({
          text: UPSELL_TEXT.signup,
          action: {
            label: LOGIN_PROMPT_TEXT.limited.signUp,
            onPress: () => void navigate(loginLinks({ here }).signUp),
          },
        }),
      appUpsellFor: (pin: Pin) => ({
        allowed,
        onShown: () => {
          recordShown(Date.now());
          setAllowed(false);
        },
        // The playground has no app: "Open the app" asks for the pin's deep link (§7) and opens the
        // pin on the site, where the app would have opened it.
        onOpenApp: () => {
          const path = buildPath('pin', { id: pin.id });
          void api
            .deeplink({
              deeplink_path: path,
              current_page_url: window.location.href,
              app_upsell_type: 'image_click',
            })
            .catch(() => undefined);
          void navigate(path);
        },
      }),
    };
  }, [visitor, allowed, api, toaster, navigate, here]);
}
