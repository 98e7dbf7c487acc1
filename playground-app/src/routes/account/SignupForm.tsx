/**
 * The sign-up form of §2 /signup and /signup/sso-business-account/… (the business one asks for the
 * business name too): the email is checked first with /v3/register/exists/ (taken: said under the
 * field, with the way to log in), then POST /v3/register/. Values stay on any refusal; success goes
 * to `next` or home with a full page load (app/session.ts), where the logged-out saves are
 * repinned to the new profile (§1, §4).
 */
import { isResourceRequestError, useApi } from '@tessera/api';
import { buildPath, RegisterRequestSchema } from '@tessera/model';
import { Button } from '@tessera/ui';
import { type FormEvent, useRef, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { afterLogin } from '../../shared/afterLogin.ts';
import {
  type FieldErrors,
  fieldErrors,
  firstInvalid,
  refusedFields,
  serverMessage,
} from '../../shared/form/errors.ts';
import { TextField } from '../../shared/form/fields.tsx';
import { FormAlert } from '../../shared/form/layout.tsx';
import { ACCOUNT_TEXT } from './accountText.ts';
import { AccountCard, FormFooter, FormStack } from './layout.ts';
import { browser, withNext } from './paths.ts';

type Key = 'business_name' | 'email' | 'password' | 'first_name';
const LABELS: Record<Key, string> = {
  business_name: ACCOUNT_TEXT.fields.businessName,
  email: ACCOUNT_TEXT.fields.email,
  password: ACCOUNT_TEXT.fields.password,
  first_name: ACCOUNT_TEXT.fields.firstName,
};

type FieldRef = HTMLInputElement & HTMLTextAreaElement;

export function SignupForm({ business = false }: { business?: boolean }) {
  const api = useApi();
  const { search } = useLocation();
  const [values, setValues] = useState<Record<Key, string>>({
    business_name: '',
    email: '',
    password: '',
    first_name: '',
  });
  const [errors, setErrors] = useState<FieldErrors<Key>>({});
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const refs: Record<Key, React.RefObject<FieldRef | null>> = {
    business_name: useRef<FieldRef>(null),
    email: useRef<FieldRef>(null),
    password: useRef<FieldRef>(null),
    first_name: useRef<FieldRef>(null),
  };
  const order: readonly Key[] = business
    ? ['business_name', 'email', 'password']
    : ['email', 'password', 'first_name'];
  const labels = Object.fromEntries(order.map((key) => [key, LABELS[key]])) as Record<Key, string>;
  const required: Partial<Record<Key, string>> = {
    email: ACCOUNT_TEXT.required.email,
    password: ACCOUNT_TEXT.required.password,
    ...(business ? { business_name: ACCOUNT_TEXT.required.businessName } : {}),
  };
  const next = new URLSearchParams(search).get('next');
  const set = (key: Key) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const headingId = business ? 'business-signup-heading' : 'signup-heading';

  const fail = (found: FieldErrors<Key>) => {
    setErrors(found);
    const first = firstInvalid(order, found);
    if (first) refs[first].current?.focus();
    return first !== undefined;
  };

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const body = Object.fromEntries(order.map((key) => [key, values[key].trim()])) as Record<Key, string>;
    body.password = values.password;
    setRefusal(null);
    if (fail(fieldErrors(RegisterRequestSchema, body, labels, required))) return;
    setBusy(true);
    try {
      const { exists } = await api.registerExists(body.email);
      if (exists) {
        fail({ email: ACCOUNT_TEXT.signup.emailTaken });
        setBusy(false);
        return;
      }
      await api.signup({
        email: body.email,
        password: body.password,
        ...(body.first_name ? { first_name: body.first_name } : {}),
        ...(body.business_name ? { business_name: body.business_name } : {}),
      });
      browser.assign(afterLogin(search));
    } catch (error) {
      // A field the server names is said under it (a taken email: 409); anything else above the button.
      const inline =
        isResourceRequestError(error) && error.http_status === 409
          ? { email: ACCOUNT_TEXT.signup.emailTaken }
          : refusedFields(error, labels);
      if (!fail(inline)) setRefusal(serverMessage(error));
      setBusy(false);
    }
  }

  const field = (key: Key, extra: Partial<React.ComponentProps<typeof TextField>> = {}) => (
    <TextField
      key={key}
      ref={refs[key] as React.RefObject<FieldRef>}
      label={LABELS[key]}
      name={key}
      value={values[key]}
      onChange={set(key)}
      error={errors[key]}
      isRequired={required[key] !== undefined}
      {...extra}
    />
  );
  const text = business ? ACCOUNT_TEXT.business : ACCOUNT_TEXT.signup;
  const other = business
    ? {
        question: ACCOUNT_TEXT.business.personal,
        link: ACCOUNT_TEXT.business.personalLink,
        to: buildPath('signup'),
      }
    : {
        question: ACCOUNT_TEXT.signup.business,
        link: ACCOUNT_TEXT.signup.businessLink,
        to: buildPath('signupSsoBusiness', { rest: '' }),
      };
  const keepNext = (path: string) => (next ? withNext(path, next) : path);

  return (
    <AccountCard aria-labelledby={headingId}>
      <h1 id={headingId}>{text.heading}</h1>
      <p>{text.intro}</p>
      <FormStack noValidate onSubmit={(event) => void submit(event)} aria-labelledby={headingId}>
        {business ? field('business_name', { autoComplete: 'organization' }) : null}
        {field('email', { type: 'email', autoComplete: 'email' })}
        {field('password', {
          type: 'password',
          autoComplete: 'new-password',
          description: ACCOUNT_TEXT.signup.passwordHint,
        })}
        {business
          ? null
          : field('first_name', {
              autoComplete: 'given-name',
              description: ACCOUNT_TEXT.signup.firstNameHint,
            })}
        {refusal ? <FormAlert role="alert">{refusal}</FormAlert> : null}
        <Button type="submit" busy={busy} fullWidth>
          {busy ? ACCOUNT_TEXT.working : ACCOUNT_TEXT.signUp}
        </Button>
        {business ? <p>{ACCOUNT_TEXT.business.note}</p> : null}
      </FormStack>
      <FormFooter>
        <p>{ACCOUNT_TEXT.signup.haveAccount}</p>
        <Link to={keepNext(buildPath('login'))}>{ACCOUNT_TEXT.logIn}</Link>
        <p>{other.question}</p>
        <Link to={keepNext(other.to)}>{other.link}</Link>
      </FormFooter>
    </AccountCard>
  );
}
