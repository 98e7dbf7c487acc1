/**
 * What the builders' route modules (pinBuilder/, storyPinBuilder/) share: the create data loader,
 * the page's title, and a log-in page for a logged-out visitor (or a bot) in place of the builder.
 */

import type { User } from '@tessera/model';
import type { ReactNode } from 'react';
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../app/page.ts';
import { useSession } from '../../app/session.ts';
import { LogInPage } from '../../shared/LogInPage.tsx';
import { type CreateData, loadCreate } from './createData.ts';
import { CREATE_TEXT } from './createText.ts';

export function builderPage(
  title: string,
  heading: string,
  Builder: (props: { data: CreateData; viewer: User }) => ReactNode,
) {
  const handle: PageHandle<CreateData> = { surface: null, pageClass: 'other', title };
  const loader = ({ api, session }: PageLoaderArgs): Promise<CreateData> => loadCreate({ api, session });
  function Component() {
    const data = usePageData<typeof loader>();
    const { viewer } = useSession();
    if (!data.loggedIn || !viewer) return <LogInPage heading={heading} text={CREATE_TEXT.loggedOutText} />;
    return <Builder key={viewer.id} data={data} viewer={viewer} />;
  }
  return { handle, loader, Component };
}
