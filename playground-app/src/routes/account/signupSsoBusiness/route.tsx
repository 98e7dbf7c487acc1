/**
 * §2 /signup/sso-business-account/…: the sign-up form with the business name, which becomes the
 * profile's name. The spec shows no business permissions: in this playground the business area
 * belongs to the partner demo account, and the page says so rather than promise tools a new
 * account will not get.
 */
import type { PageHandle } from '../../../app/page.ts';
import { ACCOUNT_TEXT } from '../accountText.ts';
import { SignupForm } from '../SignupForm.tsx';

export const handle: PageHandle = { surface: null, pageClass: 'other', title: ACCOUNT_TEXT.business.heading };

export function Component() {
  return <SignupForm business />;
}
