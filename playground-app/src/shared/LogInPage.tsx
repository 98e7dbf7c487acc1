/**
 * A page that only a logged-in viewer has (a logged-out visitor or a bot, §1, §6): its heading, what
 * logging in gives, and Log in (the mock server's demo account; the login page is not built yet).
 */
import { useApi } from '@tessera/api';
import { Button } from '@tessera/ui';
import { logInAs } from '../app/session.ts';
import { MessagePage } from './MessagePage.ts';
import { LOGIN_PROMPT_TEXT } from './usePinActions.ts';

export function LogInPage({ heading, text }: { heading: string; text: string }) {
  const api = useApi();
  return (
    <MessagePage>
      <h1>{heading}</h1>
      <p>{text}</p>
      <Button onPress={() => void logInAs(api, 'demo')}>{LOGIN_PROMPT_TEXT.action}</Button>
    </MessagePage>
  );
}
