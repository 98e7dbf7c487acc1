/** §2 /oauth: an app asks to use the viewer's account (OAuthConsent). */
import type { PageHandle } from '../../../app/page.ts';
import { ACCOUNT_TEXT } from '../accountText.ts';
import { OAuthConsent } from '../OAuthConsent.tsx';

export const handle: PageHandle = { surface: null, pageClass: 'other', title: ACCOUNT_TEXT.oauth.title };

export function Component() {
  return <OAuthConsent />;
}
