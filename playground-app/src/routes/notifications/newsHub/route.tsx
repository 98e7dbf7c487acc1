/**
 * §2 /notifications/…: the viewer's news (NewsHubResource), each with its pins in a NewsPage grid.
 * Every path under /notifications/ is this page. Logged out (or a bot): the log-in page.
 */
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../app/page.ts';
import { LogInPage } from '../../../shared/LogInPage.tsx';
import { NotificationsPage } from '../NotificationsPage.tsx';
import { loadNotifications, NOTIFICATIONS_TEXT, type NotificationsData } from '../notificationsData.ts';

export const handle: PageHandle<NotificationsData | null> = {
  surface: 'NewsPage',
  pageClass: 'other',
  title: NOTIFICATIONS_TEXT.heading,
};

export function loader({ api, session }: PageLoaderArgs): Promise<NotificationsData | null> {
  return loadNotifications(api, session);
}

export function Component() {
  const data = usePageData<typeof loader>();
  if (!data) return <LogInPage heading={NOTIFICATIONS_TEXT.heading} text={NOTIFICATIONS_TEXT.loggedOut} />;
  return <NotificationsPage news={data.news} />;
}
