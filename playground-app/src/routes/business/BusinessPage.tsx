/**
 * A business page beside the sub-pages (§2 /business/hub, catalogs, invite, commerce-integrations,
 * schedule_call): its name, what it reads, and its body, in the business layout (the gate, the
 * header, the nav of the viewer's business-access sub-pages). Each route module is made here.
 */
import type { ReactNode } from 'react';
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../app/page.ts';
import { BusinessLayout } from './BusinessLayout.tsx';
import { type BusinessPageData, type BusinessRead, loadBusinessPage } from './businessData.ts';
import { BUSINESS_TEXT } from './businessText.ts';
import type { SubPageProps } from './subPages.tsx';

export function businessPage(
  name: string,
  read: BusinessRead,
  Body: (props: SubPageProps) => ReactNode,
  /** The path's business id param, when the path carries one (catalogs/{userBizId}). */
  idParam?: string,
) {
  const handle: PageHandle = { surface: null, pageClass: 'other', title: BUSINESS_TEXT.title(name) };
  const loader = ({ route, api, session }: PageLoaderArgs): Promise<BusinessPageData> =>
    loadBusinessPage(api, session, read, idParam === undefined ? undefined : (route.params[idParam] ?? ''));
  function Component() {
    const { gate, extra } = usePageData<typeof loader>();
    return (
      <BusinessLayout gate={gate} heading={name}>
        {(account, viewer) => (
          <Body
            account={account}
            viewer={viewer}
            extra={extra}
            place={{ family: 'businessAccess', id: account.user_biz_id, subPage: null }}
          />
        )}
      </BusinessLayout>
    );
  }
  return { handle, loader, Component };
}
