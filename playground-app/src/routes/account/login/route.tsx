/**
 * §2 /login: email or username and password (POST /v3/login/). A refusal shows the server's message
 * and keeps what was typed; success goes to `next` (a path of this site) or home with a full page
 * load, so the new viewer starts clean (app/session.ts) — and their logged-out saves (§1, §4) are
 * then repinned to their profile by LoggedOutSavesRoot.
 */
import { useApi } from '@tessera/api';
import { buildPath, LoginRequestSchema } from '@tessera/model';
import { Button } from '@tessera/ui';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import type { PageHandle } from '../../../app/page.ts';
import { afterLogin } from '../../../shared/afterLogin.ts';
import { type FieldErrors, fieldErrors, firstInvalid, serverMessage } from '../../../shared/form/errors.ts';
import { TextField } from '../../../shared/form/fields.tsx';
import { FormAlert } from '../../../shared/form/layout.tsx';
import { ACCOUNT_TEXT } from '../accountText.ts';
import { AccountCard, FormFooter, FormStack } from '../layout.ts';
import { browser, withNext } from '../paths.ts';

export const handle: PageHandle = { surface: null, pageClass: 'login', title: ACCOUNT_TEXT.logIn };

type Key = 'username_or_email' | 'password';
const ORDER: readonly Key[] = ['username_or_email', 'password'];
const LABELS: Record<Key, string> = {
  username_or_email: ACCOUNT_TEXT.fields.usernameOrEmail,
  password: ACCOUNT_TEXT.fields.password,
};
const REQUIRED: Record<Key, string> = {
  username_or_email: ACCOUNT_TEXT.required.usernameOrEmail,
  password: ACCOUNT_TEXT.required.password,
};

export function Component() {
  const api = useApi();
  const { search } = useLocation();
  const [values, setValues] = useState<Record<Key, string>>({ username_or_email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors<Key>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refs = {
    username_or_email: useRef<HTMLInputElement & HTMLTextAreaElement>(null),
    password: useRef<HTMLInputElement & HTMLTextAreaElement>(null),
  };
  const next = new URLSearchParams(search).get('next');
  const set = (key: Key) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = fieldErrors(LoginRequestSchema, values, LABELS, REQUIRED);
    setErrors(found);
    setRefusal(null);
    const first = firstInvalid(ORDER, found);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    setBusy(true);
    try {
      await api.login({ username_or_email: values.username_or_email.trim(), password: values.password });
      browser.assign(afterLogin(search));
    } catch (error) {
      setRefusal(serverMessage(error));
      setBusy(false);
      refs.password.current?.focus();
    }
  }

  return (
    <AccountCard aria-labelledby="login-heading">
      <h1 id="login-heading">{ACCOUNT_TEXT.login.heading}</h1>
      <p>{ACCOUNT_TEXT.login.intro}</p>
      <FormStack noValidate onSubmit={(event) => void submit(event)} aria-labelledby="login-heading">
        <TextField
          ref={refs.username_or_email}
          label={LABELS.username_or_email}
          name="username_or_email"
          autoComplete="username"
          value={values.username_or_email}
          onChange={set('username_or_email')}
          error={errors.username_or_email}
          isRequired
        />
        <TextField
          ref={refs.password}
          label={LABELS.password}
          name="password"
          type="password"
          autoComplete="current-password"
          value={values.password}
          onChange={set('password')}
          error={errors.password}
          isRequired
        />
        {refusal ? <FormAlert role="alert">{refusal}</FormAlert> : null}
        <Button type="submit" busy={busy} fullWidth>
          {busy ? ACCOUNT_TEXT.working : ACCOUNT_TEXT.logIn}
        </Button>
        <p>{ACCOUNT_TEXT.login.demoHint}</p>
      </FormStack>
      <FormFooter>
        <Link to={buildPath('passwordReset')}>{ACCOUNT_TEXT.login.forgot}</Link>
        <p>{ACCOUNT_TEXT.login.noAccount}</p>
        <Link to={next ? withNext(buildPath('signup'), next) : buildPath('signup')}>
          {ACCOUNT_TEXT.signUp}
        </Link>
      </FormFooter>
    </AccountCard>
  );
}
