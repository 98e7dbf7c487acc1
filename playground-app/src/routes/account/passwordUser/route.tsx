/**
 * §2 /pw/{username}: a new password for that user, typed twice, after the current one (issue 32: a
 * change needs it; POST /v3/password/change/, a wrong one is said under its field). Only
 * the user may set it: logged out, the page asks to log in (and back here) or to reset by email;
 * logged in as someone else, it says so. Refusals keep both fields.
 */
import { useApi } from '@tessera/api';
import { buildPath, PasswordChangeRequestSchema } from '@tessera/model';
import { Button } from '@tessera/ui';
import { type FormEvent, useRef, useState } from 'react';
import { Link } from 'react-router';
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../app/page.ts';
import {
  type FieldErrors,
  fieldErrors,
  firstInvalid,
  refusedFields,
  serverMessage,
} from '../../../shared/form/errors.ts';
import { TextField } from '../../../shared/form/fields.tsx';
import { FormAlert } from '../../../shared/form/layout.tsx';
import { LogInPage } from '../../../shared/LogInPage.tsx';
import { MessagePage } from '../../../shared/MessagePage.ts';
import { ACCOUNT_TEXT } from '../accountText.ts';
import { AccountCard, FormFooter, FormStack } from '../layout.ts';

interface Data {
  username: string;
  viewer: string | null;
}

export const handle: PageHandle<Data> = {
  surface: null,
  pageClass: 'other',
  title: (data) => ACCOUNT_TEXT.passwordUser.heading(data.username),
};

export function loader({ route, session }: PageLoaderArgs): Data {
  return { username: route.params.username ?? '', viewer: session.viewer?.username ?? null };
}

type Key = 'current_password' | 'new_password' | 'new_password_confirm';
const ORDER: readonly Key[] = ['current_password', 'new_password', 'new_password_confirm'];
const LABELS: Record<Key, string> = {
  current_password: ACCOUNT_TEXT.fields.currentPassword,
  new_password: ACCOUNT_TEXT.fields.newPassword,
  new_password_confirm: ACCOUNT_TEXT.fields.confirmPassword,
};
const REQUIRED: Record<Key, string> = {
  current_password: ACCOUNT_TEXT.required.currentPassword,
  new_password: ACCOUNT_TEXT.required.newPassword,
  new_password_confirm: ACCOUNT_TEXT.required.confirmPassword,
};

function NewPasswordForm({ username }: { username: string }) {
  const api = useApi();
  const [values, setValues] = useState<Record<Key, string>>({
    current_password: '',
    new_password: '',
    new_password_confirm: '',
  });
  const [errors, setErrors] = useState<FieldErrors<Key>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const [busy, setBusy] = useState(false);
  const refs = {
    current_password: useRef<HTMLInputElement & HTMLTextAreaElement>(null),
    new_password: useRef<HTMLInputElement & HTMLTextAreaElement>(null),
    new_password_confirm: useRef<HTMLInputElement & HTMLTextAreaElement>(null),
  };
  const set = (key: Key) => (value: string) => setValues((v) => ({ ...v, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const found = fieldErrors(PasswordChangeRequestSchema, { username, ...values }, LABELS, REQUIRED);
    // The model's "must be the same as the new password" reads better as a sentence of its own.
    if (found.new_password_confirm && values.new_password_confirm !== '' && !found.new_password)
      found.new_password_confirm = ACCOUNT_TEXT.passwordsDiffer;
    setErrors(found);
    setRefusal(null);
    const first = firstInvalid(ORDER, found);
    if (first) {
      refs[first].current?.focus();
      return;
    }
    setBusy(true);
    try {
      await api.changePassword({ username, ...values });
      setSaved(true);
    } catch (error) {
      const inline = refusedFields(error, LABELS);
      const first = firstInvalid(ORDER, inline);
      if (first) {
        setErrors(inline);
        refs[first].current?.focus();
      } else setRefusal(serverMessage(error));
    } finally {
      setBusy(false);
    }
  }

  if (saved) {
    return (
      <AccountCard aria-labelledby="pw-heading">
        <h1 id="pw-heading">{ACCOUNT_TEXT.passwordUser.savedHeading}</h1>
        <p role="status">{ACCOUNT_TEXT.passwordUser.saved}</p>
        <FormFooter>
          <Link to={buildPath('home')}>{ACCOUNT_TEXT.passwordUser.home}</Link>
        </FormFooter>
      </AccountCard>
    );
  }
  return (
    <AccountCard aria-labelledby="pw-heading">
      <h1 id="pw-heading">{ACCOUNT_TEXT.passwordUser.heading(username)}</h1>
      <p>{ACCOUNT_TEXT.passwordUser.intro}</p>
      <FormStack noValidate onSubmit={(event) => void submit(event)} aria-labelledby="pw-heading">
        <input type="hidden" name="username" autoComplete="username" value={username} readOnly />
        {ORDER.map((key) => (
          <TextField
            key={key}
            ref={refs[key]}
            label={LABELS[key]}
            name={key}
            type="password"
            autoComplete={key === 'current_password' ? 'current-password' : 'new-password'}
            value={values[key]}
            onChange={set(key)}
            error={errors[key]}
            isRequired
            {...(key === 'new_password' ? { description: ACCOUNT_TEXT.signup.passwordHint } : {})}
          />
        ))}
        {refusal ? <FormAlert role="alert">{refusal}</FormAlert> : null}
        <Button type="submit" busy={busy} fullWidth>
          {busy ? ACCOUNT_TEXT.working : ACCOUNT_TEXT.passwordUser.save}
        </Button>
      </FormStack>
    </AccountCard>
  );
}

export function Component() {
  const { username, viewer } = usePageData<typeof loader>();
  if (viewer === null)
    return (
      <LogInPage
        heading={ACCOUNT_TEXT.passwordUser.heading(username)}
        text={ACCOUNT_TEXT.passwordUser.loggedOut}
      />
    );
  if (viewer !== username) {
    return (
      <MessagePage>
        <h1>{ACCOUNT_TEXT.passwordUser.otherUserHeading}</h1>
        <p>{ACCOUNT_TEXT.passwordUser.otherUser(username)}</p>
        <p>
          <Link to={buildPath('passwordReset')}>{ACCOUNT_TEXT.passwordUser.resetByEmail}</Link>
        </p>
      </MessagePage>
    );
  }
  return <NewPasswordForm username={username} />;
}
