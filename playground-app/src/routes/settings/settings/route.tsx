/**
 * §2 /settings (and any path under it: /settings/privacy opens at that section): the viewer's
 * profile fields, dark mode, privacy and the people they blocked. Logged out (or a bot): the log-in page.
 */
import type { Page } from '@tessera/api';
import type { User } from '@tessera/model';
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../app/page.ts';
import { pageError } from '../../../app/routeErrors.tsx';
import { LogInPage } from '../../../shared/LogInPage.tsx';
import { SettingsPage } from '../SettingsPage.tsx';
import { SETTINGS_SECTIONS, SETTINGS_TEXT, type SettingsSection } from '../settingsText.ts';

interface SettingsData {
  viewer: User;
  blocked: Page<User>;
  /** /settings/{section}: the section the page opens at (e.g. /settings/privacy). */
  section: SettingsSection | null;
}

export const handle: PageHandle<SettingsData | null> = {
  surface: null,
  pageClass: 'other',
  title: SETTINGS_TEXT.heading,
};

export async function loader({ api, session, route }: PageLoaderArgs): Promise<SettingsData | null> {
  if (!session.viewer) return null;
  try {
    const rest = route.params.rest?.split('/')[0] ?? '';
    const section = SETTINGS_SECTIONS.find((id) => id === rest) ?? null;
    return { viewer: session.viewer, blocked: await api.getBlockedUsers({}), section };
  } catch (error) {
    pageError(error);
  }
}

export function Component() {
  const data = usePageData<typeof loader>();
  if (!data) return <LogInPage heading={SETTINGS_TEXT.heading} text={SETTINGS_TEXT.loggedOut} />;
  return <SettingsPage viewer={data.viewer} blocked={data.blocked} section={data.section} />;
}
