/**
 * §2 /business/business-access/{userBizId}/, /business/business-manager/{businessId}/ and
 * /business/business-hierarchy/{businessHierarchyId}/, each with every sub-page (dashboard …
 * ad-accounts/cee-migration; none: the dashboard). One module for the three families: the sub-page
 * table (subPages.tsx) says what each sub-page reads and shows. The id is the viewer's business
 * (the mock's user_biz_id); another id is not found.
 */
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../app/page.ts';
import { notFound } from '../../../app/routeErrors.tsx';
import { BusinessLayout } from '../BusinessLayout.tsx';
import {
  BUSINESS_FAMILIES,
  type BusinessFamily,
  type BusinessPageData,
  type BusinessPlace,
  isBusinessSubPage,
  loadBusinessPage,
} from '../businessData.ts';
import { BUSINESS_SUB_PAGE_NAMES, BUSINESS_TEXT } from '../businessText.ts';
import { SUB_PAGES } from '../subPages.tsx';

type AreaData = BusinessPageData & { place: BusinessPlace };

const shown = (place: BusinessPlace) => place.subPage ?? 'dashboard';

export const handle: PageHandle<AreaData> = {
  surface: null,
  pageClass: 'other',
  title: ({ place }) => BUSINESS_TEXT.title(BUSINESS_SUB_PAGE_NAMES[shown(place)]),
};

export async function loader({ route, api, session }: PageLoaderArgs): Promise<AreaData> {
  const family = route.name as BusinessFamily;
  const id = route.params[BUSINESS_FAMILIES[family]];
  const subPage = route.params.subPage;
  if (id === undefined || (subPage !== undefined && !isBusinessSubPage(subPage))) notFound();
  const place: BusinessPlace = { family, id, subPage: subPage ?? null };
  return { ...(await loadBusinessPage(api, session, SUB_PAGES[shown(place)].read, id)), place };
}

export function Component() {
  const { gate, extra, place } = usePageData<typeof loader>();
  const { Page } = SUB_PAGES[shown(place)];
  return (
    <BusinessLayout gate={gate} place={place} heading={BUSINESS_SUB_PAGE_NAMES[shown(place)]}>
      {(account, viewer) => <Page account={account} viewer={viewer} extra={extra} place={place} />}
    </BusinessLayout>
  );
}
