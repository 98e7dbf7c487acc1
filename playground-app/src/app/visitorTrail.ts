/**
 * A logged-out visitor's trail (§3 session / local logged-out state, every item with its ts): the
 * closeups they opened and the links they left through, next to the completed searches (the
 * header's recent searches) and the logged-out saves. From it comes the §4 unauth user state and
 * whether the visitor is qualified (isQUS). Kept in localStorage; a storage failure costs the trail,
 * never the page (§8). Downloads: the site has no download, so their count stays 0.
 */
import {
  isQUS,
  type Pin,
  type UnauthUserState,
  unauthUserStateFrom,
  VISITED_PIN_PAGES_MAX,
} from '@tessera/model';
import { useEffect } from 'react';
import { readRecentSearches } from './layouts/header/recentSearches.ts';
import { LOGGED_OUT_SAVES_KEY } from './loggedOutSaves.tsx';
import { useSession } from './session.ts';
import { readStored, writeStored } from './storage.ts';

export const CLOSEUP_PINS_KEY = 'tessera-closeup-pins';
export const CLICKTHROUGH_PINS_KEY = 'tessera-clickthrough-pins';

function readList(key: string): unknown[] {
  try {
    const parsed: unknown = JSON.parse(readStored(key) ?? '[]');
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

/** Adds `item` (newest last, one per pin), keeping the newest §9 10. */
function remember(key: string, item: { pinId: string; ts: number }) {
  const others = readList(key).filter((kept) => (kept as { pinId?: unknown }).pinId !== item.pinId);
  writeStored(key, JSON.stringify([...others, item].slice(-VISITED_PIN_PAGES_MAX)));
}

/** A closeup the visitor opened. */
export function recordCloseup(pinId: string, now = Date.now()) {
  remember(CLOSEUP_PINS_KEY, { pinId, ts: now });
}

/** A link the visitor left through (§3: pinId, link, imageSignature, domain). */
export function recordClickthrough(
  pin: Pick<Pin, 'id' | 'imageSignature' | 'domain'>,
  link: string,
  now = Date.now(),
) {
  remember(CLICKTHROUGH_PINS_KEY, {
    pinId: pin.id,
    link,
    ...(pin.imageSignature ? { imageSignature: pin.imageSignature } : {}),
    ...(pin.domain ? { domain: pin.domain } : {}),
    ts: now,
  } as { pinId: string; ts: number });
}

/** §4 the unauth user state now, and whether it qualifies. */
export function unauthUserState(): UnauthUserState & { isQUS: boolean } {
  const state = unauthUserStateFrom({
    completedSearches: readRecentSearches(),
    closeupPins: readList(CLOSEUP_PINS_KEY),
    clickthroughPins: readList(CLICKTHROUGH_PINS_KEY),
    savedPins: readList(LOGGED_OUT_SAVES_KEY),
  });
  return { ...state, isQUS: isQUS(state) };
}

/**
 * What a page records of a logged-out visitor (nothing for the logged in and bots): the closeup of
 * `pinId` on mount, and each link left through.
 */
export function useVisitorTrail(closeupPinId?: string) {
  const { visitor } = useSession();
  const trailing = visitor === 'unauthenticated';
  useEffect(() => {
    if (trailing && closeupPinId) recordCloseup(closeupPinId);
  }, [trailing, closeupPinId]);
  return trailing
    ? ({ pin, url }: { pin: Pick<Pin, 'id' | 'imageSignature' | 'domain'>; url: string }) =>
        recordClickthrough(pin, url)
    : undefined;
}
