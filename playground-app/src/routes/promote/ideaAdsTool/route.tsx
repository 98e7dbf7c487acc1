/**
 * §2 /idea-ads-tool: the promote flow (PromotePage), opened from the creator tools. It and
 * /advertiser/quick-promote are one flow with two entry routes (our choice: the spec names both and
 * says what promoting needs, §7 LocalesResource and CountriesResource, not how they differ); this
 * one is named Promote a Pin. ?pin=id opens on that pin. Logged out: the log-in page.
 */
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../app/page.ts';
import { LogInPage } from '../../../shared/LogInPage.tsx';
import { PromotePage } from '../PromotePage.tsx';
import { loadPromote, type PromoteData } from '../promoteData.ts';
import { PROMOTE_TEXT } from '../promoteText.ts';

export const handle: PageHandle<PromoteData | null> = {
  surface: null,
  pageClass: 'other',
  title: PROMOTE_TEXT.heading,
};

export function loader({ api, session, route }: PageLoaderArgs) {
  return loadPromote(api, session, route);
}

export function Component() {
  const data = usePageData<typeof loader>();
  return data ? (
    <PromotePage data={data} heading={PROMOTE_TEXT.heading} />
  ) : (
    <LogInPage heading={PROMOTE_TEXT.heading} text={PROMOTE_TEXT.loggedOut} />
  );
}
