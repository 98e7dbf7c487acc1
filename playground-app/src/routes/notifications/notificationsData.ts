/**
 * The notifications page's data (§2 /notifications/…, NewsHubResource): the first page of the
 * viewer's news. Null for a logged-out visitor or a bot, who get the log-in page instead.
 */
import type { NewsItem, Page, TesseraApi } from '@tessera/api';
import { pageError } from '../../app/routeErrors.tsx';
import type { Session } from '../../app/session.ts';

export { NOTIFICATIONS_TEXT } from './notificationsText.ts';

export interface NotificationsData {
  news: Page<NewsItem>;
}

export async function loadNotifications(
  api: TesseraApi,
  session: Session,
): Promise<NotificationsData | null> {
  if (!session.viewer) return null;
  try {
    return { news: await api.getNews({}) };
  } catch (error) {
    pageError(error);
  }
}
