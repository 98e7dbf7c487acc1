/**
 * The promote tools' data (§2 /idea-ads-tool, /advertiser/quick-promote): the viewer's pins that
 * are not promoted yet, the §7 LocalesResource and CountriesResource lists for the targeting, and
 * the pin named by ?pin=id when it is one of them. Null for a logged-out visitor (a log-in page).
 */
import { type NamedCode, ResourceRequestError, type TesseraApi } from '@tessera/api';
import { type ParsedRoute, type Pin, sponsoredText, type User } from '@tessera/model';
import { pageError } from '../../app/routeErrors.tsx';
import type { Session } from '../../app/session.ts';
import { loadViewerPins } from '../../shared/viewerPins.ts';
import { PROMOTE_TEXT } from './promoteText.ts';

/** The query naming the pin to promote (ours: the tools open on a pin from elsewhere). */
export const PROMOTE_PIN_QUERY = 'pin';

export interface PromoteData {
  viewer: User;
  /** The viewer's pins that can be promoted (not promoted yet). */
  pins: Pin[];
  locales: NamedCode[];
  countries: NamedCode[];
  /** The pin of ?pin=id when it can be promoted, else null. */
  selectedId: string | null;
  /** Why ?pin=id is not selected (someone else's pin, or promoted already), else null. */
  notice: string | null;
}

const own = (pin: Pin, viewer: User) => pin.pinner?.id === viewer.id || pin.savedInfo !== undefined;

export async function loadPromote(
  api: TesseraApi,
  session: Session,
  route: ParsedRoute,
): Promise<PromoteData | null> {
  const viewer = session.viewer;
  if (!viewer) return null;
  try {
    const [all, locales, countries] = await Promise.all([
      loadViewerPins(api, viewer.username),
      api.getLocales(),
      api.getCountries(),
    ]);
    const wanted = route.query[PROMOTE_PIN_QUERY]?.trim() || null;
    let pin = wanted ? all.find((p) => p.id === wanted) : undefined;
    if (wanted && !pin) {
      // Beyond the first page of the viewer's pins, or not theirs: the pin itself says.
      pin = await api.getPin({ id: wanted }).catch((error: unknown) => {
        if (error instanceof ResourceRequestError && error.http_status === 404) return undefined;
        throw error;
      });
      if (pin && own(pin, viewer)) all.unshift(pin);
    }
    const pins = all.filter((p) => !p.isPromoted);
    let notice: string | null = null;
    if (wanted && (!pin || !own(pin, viewer))) notice = PROMOTE_TEXT.notYours;
    else if (pin?.isPromoted) notice = PROMOTE_TEXT.alreadyPromoted(sponsoredText(pin) ?? '');
    const selectedId = pin && !notice ? pin.id : null;
    return { viewer, pins, locales, countries, selectedId, notice };
  } catch (error) {
    pageError(error);
  }
}
