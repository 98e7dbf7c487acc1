/**
 * §2 /password/reset: an email → POST /v3/password/reset/ → "check your email" (the same answer for
 * any email: the page does not tell whether an account has it). A refusal (a 400 naming the email)
 * shows under the field and keeps the text.
 */
import { useApi } from '@tessera/api';
import { buildPath, PasswordResetRequestSchema } from '@tessera/model';
import { Button } from '@tessera/ui';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import type { PageHandle } from '../../../app/page.ts';
import { fieldErrors, refusedFields, serverMessage } from '../../../shared/form/errors.ts';
import { TextField } from '../../../shared/form/fields.tsx';
import { FormAlert } from '../../../shared/form/layout.tsx';
import { ACCOUNT_TEXT } from '../accountText.ts';
import { AccountCard, FormFooter, FormStack } from '../layout.ts';

export const handle: PageHandle = {
  surface: null,
  pageClass: 'other',
  title: ACCOUNT_TEXT.passwordReset.heading,
};

export function Component() {
  const api = useApi();
  const [email, setEmail] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement & HTMLTextAreaElement>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = fieldErrors(
      PasswordResetRequestSchema,
      { email },
      { email: ACCOUNT_TEXT.fields.email },
      { email: ACCOUNT_TEXT.required.email },
    );
    setError(found.email);
    setRefusal(null);
    if (found.email) {
      input.current?.focus();
      return;
    }
    setBusy(true);
    try {
      const { email: sent } = await api.requestPasswordReset({ email: email.trim() });
      setSentTo(sent);
    } catch (failure) {
      const inline = refusedFields(failure, { email: ACCOUNT_TEXT.fields.email });
      if (inline.email) {
        setError(inline.email);
        input.current?.focus();
      } else setRefusal(serverMessage(failure));
    } finally {
      setBusy(false);
    }
  }

  if (sentTo !== null) {
    return (
      <AccountCard aria-labelledby="reset-heading">
        <h1 id="reset-heading">{ACCOUNT_TEXT.passwordReset.sentHeading}</h1>
        <p role="status">{ACCOUNT_TEXT.passwordReset.sent(sentTo)}</p>
        <FormFooter>
          <Link to={buildPath('login')}>{ACCOUNT_TEXT.passwordReset.back}</Link>
        </FormFooter>
      </AccountCard>
    );
  }
  return (
    <AccountCard aria-labelledby="reset-heading">
      <h1 id="reset-heading">{ACCOUNT_TEXT.passwordReset.heading}</h1>
      <p>{ACCOUNT_TEXT.passwordReset.intro}</p>
      <FormStack noValidate onSubmit={(event) => void submit(event)} aria-labelledby="reset-heading">
        <TextField
          ref={input}
          label={ACCOUNT_TEXT.fields.email}
          name="email"
          type="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={error}
          isRequired
        />
        {refusal ? <FormAlert role="alert">{refusal}</FormAlert> : null}
        <Button type="submit" busy={busy} fullWidth>
          {busy ? ACCOUNT_TEXT.working : ACCOUNT_TEXT.passwordReset.send}
        </Button>
      </FormStack>
      <FormFooter>
        <Link to={buildPath('login')}>{ACCOUNT_TEXT.passwordReset.back}</Link>
      </FormFooter>
    </AccountCard>
  );
}
