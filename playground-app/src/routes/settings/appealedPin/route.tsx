/**
 * §2 /appealed-pin/: the viewer's appeals of decisions about their pins, with their status, and a
 * form to appeal about one of their own pins (`?pin={id}` picks it, as the reports page's Appeal
 * does). Logged out (or a bot): the log-in page.
 */
import type { PinAppeal } from '@tessera/api';
import type { Pin } from '@tessera/model';
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../app/page.ts';
import { pageError } from '../../../app/routeErrors.tsx';
import { LogInPage } from '../../../shared/LogInPage.tsx';
import { AppealsPage } from '../AppealsPage.tsx';
import { APPEALS_TEXT } from '../settingsText.ts';

export interface AppealsData {
  appeals: PinAppeal[];
  pins: Pin[];
  chosen: string;
}

export const handle: PageHandle<AppealsData | null> = {
  surface: null,
  pageClass: 'other',
  title: APPEALS_TEXT.heading,
};

export async function loader({ api, session, request }: PageLoaderArgs): Promise<AppealsData | null> {
  if (!session.viewer) return null;
  try {
    const [appeals, pins] = await Promise.all([
      api.getPinAppeals(),
      api.getUserPins({ username: session.viewer.username }),
    ]);
    const chosen = new URL(request.url).searchParams.get('pin') ?? '';
    const own = [...pins.items];
    // ?pin= from the reports page may name an own pin beyond the first page: read it.
    if (chosen && !own.some((p) => p.id === chosen)) {
      const pin = await api.getPin({ id: chosen }).catch(() => null);
      if (pin?.pinner?.id === session.viewer.id) own.unshift(pin);
    }
    return { appeals, pins: own, chosen: own.some((p) => p.id === chosen) ? chosen : '' };
  } catch (error) {
    pageError(error);
  }
}

export function Component() {
  const data = usePageData<typeof loader>();
  if (!data) return <LogInPage heading={APPEALS_TEXT.heading} text={APPEALS_TEXT.loggedOut} />;
  return <AppealsPage {...data} />;
}
