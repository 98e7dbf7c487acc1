/** §2 /app-factory-oauth: the same consent, for an app made with App Factory (OAuthConsent). */
import type { PageHandle } from '../../../app/page.ts';
import { ACCOUNT_TEXT } from '../accountText.ts';
import { OAuthConsent } from '../OAuthConsent.tsx';

export const handle: PageHandle = { surface: null, pageClass: 'other', title: ACCOUNT_TEXT.oauth.title };

export function Component() {
  return <OAuthConsent factory />;
}
