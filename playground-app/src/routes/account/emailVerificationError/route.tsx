/**
 * §2 /email_verification_error: the verification link did not work. A logged-in viewer can ask
 * for a new one (POST /v3/email/verification/, said where it went); a logged-out visitor logs in
 * first and comes back.
 */
import { useApi } from '@tessera/api';
import { buildPath } from '@tessera/model';
import { Button, ButtonLink } from '@tessera/ui';
import { useState } from 'react';
import { useLocation } from 'react-router';
import type { PageHandle } from '../../../app/page.ts';
import { useSession } from '../../../app/session.ts';
import { serverMessage } from '../../../shared/form/errors.ts';
import { FormAlert } from '../../../shared/form/layout.tsx';
import { MessagePage } from '../../../shared/MessagePage.ts';
import { ACCOUNT_TEXT } from '../accountText.ts';
import { withNext } from '../paths.ts';

const TEXT = ACCOUNT_TEXT.emailVerification;

export const handle: PageHandle = { surface: null, pageClass: 'other', title: TEXT.heading };

export function Component() {
  const api = useApi();
  const { viewer } = useSession();
  const { pathname } = useLocation();
  const [result, setResult] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function resend() {
    setBusy(true);
    setResult(null);
    try {
      const { email } = await api.resendEmailVerification();
      setResult({ tone: 'success', text: TEXT.resent(email) });
    } catch (error) {
      setResult({ tone: 'error', text: serverMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <MessagePage>
      <h1>{TEXT.heading}</h1>
      <p>{viewer ? TEXT.intro : TEXT.loggedOut}</p>
      {viewer ? (
        <Button onPress={() => void resend()} busy={busy}>
          {busy ? ACCOUNT_TEXT.working : TEXT.resend}
        </Button>
      ) : (
        <ButtonLink href={withNext(buildPath('login'), pathname)} variant="primary">
          {ACCOUNT_TEXT.logIn}
        </ButtonLink>
      )}
      <div aria-live="polite">
        {result ? (
          <FormAlert $tone={result.tone} role={result.tone === 'error' ? 'alert' : undefined}>
            {result.text}
          </FormAlert>
        ) : null}
      </div>
    </MessagePage>
  );
}
