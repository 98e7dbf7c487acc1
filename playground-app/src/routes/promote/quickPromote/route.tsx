/**
 * §2 /advertiser/quick-promote: the same promote flow as /idea-ads-tool (PromotePage; our choice,
 * see there), entered from the advertiser side and named Quick promote. ?pin=id opens on that pin.
 * Logged out: the log-in page.
 */
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../app/page.ts';
import { LogInPage } from '../../../shared/LogInPage.tsx';
import { PromotePage } from '../PromotePage.tsx';
import { loadPromote, type PromoteData } from '../promoteData.ts';
import { PROMOTE_TEXT } from '../promoteText.ts';

export const handle: PageHandle<PromoteData | null> = {
  surface: null,
  pageClass: 'other',
  title: PROMOTE_TEXT.quickHeading,
};

export function loader({ api, session, route }: PageLoaderArgs) {
  return loadPromote(api, session, route);
}

export function Component() {
  const data = usePageData<typeof loader>();
  return data ? (
    <PromotePage data={data} heading={PROMOTE_TEXT.quickHeading} />
  ) : (
    <LogInPage heading={PROMOTE_TEXT.quickHeading} text={PROMOTE_TEXT.loggedOut} />
  );
}
