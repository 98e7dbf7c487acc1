/**
 * A page that only a logged-in viewer has (a logged-out visitor or a bot, §1, §6): its heading, what
 * logging in gives, and Log in: the login page, which comes back here (`?next=`) once logged in.
 */
import { buildPath } from '@tessera/model';
import { ButtonLink } from '@tessera/ui';
import { useLocation } from 'react-router';
import { ACCOUNT_TEXT } from '../routes/account/accountText.ts';
import { withNext } from '../routes/account/paths.ts';
import { MessagePage } from './MessagePage.ts';

export function LogInPage({ heading, text }: { heading: string; text: string }) {
  const { pathname, search } = useLocation();
  return (
    <MessagePage>
      <h1>{heading}</h1>
      <p>{text}</p>
      <ButtonLink href={withNext(buildPath('login'), `${pathname}${search}`)} variant="primary">
        {ACCOUNT_TEXT.logIn}
      </ButtonLink>
    </MessagePage>
  );
}
