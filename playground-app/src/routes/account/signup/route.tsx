/** §2 /signup: a personal account (SignupForm). */
import type { PageHandle } from '../../../app/page.ts';
import { ACCOUNT_TEXT } from '../accountText.ts';
import { SignupForm } from '../SignupForm.tsx';

export const handle: PageHandle = { surface: null, pageClass: 'login', title: ACCOUNT_TEXT.signUp };

export function Component() {
  return <SignupForm />;
}
