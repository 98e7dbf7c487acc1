/**
 * §2 /email/subscription: which emails the viewer gets (GET /v3/email/subscription/), a checkbox
 * each, saved together (PUT). A refusal keeps the boxes as they were ticked; logged out, the page
 * asks to log in and come back.
 */
import { type TesseraApi, useApi } from '@tessera/api';
import {
  EMAIL_SUBSCRIPTION_KINDS,
  type EmailSubscriptionKind,
  type EmailSubscriptions,
} from '@tessera/model';
import { Button, Checkbox, CheckboxGroup } from '@tessera/ui';
import { type FormEvent, useState } from 'react';
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../app/page.ts';
import { pageError } from '../../../app/routeErrors.tsx';
import { serverMessage } from '../../../shared/form/errors.ts';
import { FormAlert } from '../../../shared/form/layout.tsx';
import { LogInPage } from '../../../shared/LogInPage.tsx';
import { ACCOUNT_TEXT } from '../accountText.ts';
import { AccountCard, FormStack } from '../layout.ts';

type Preferences = Awaited<ReturnType<TesseraApi['getEmailSubscriptions']>>;

export const handle: PageHandle<Preferences | null> = {
  surface: null,
  pageClass: 'other',
  title: ACCOUNT_TEXT.emailSubscription.heading,
};

export async function loader({ api, session }: PageLoaderArgs): Promise<Preferences | null> {
  if (!session.viewer) return null;
  try {
    return await api.getEmailSubscriptions();
  } catch (error) {
    pageError(error);
  }
}

/** What each kind of email is, in the viewer's words. */
const KIND_TEXT: Record<EmailSubscriptionKind, string> = ACCOUNT_TEXT.emailSubscription.kinds;

function PreferencesForm({ initial }: { initial: Preferences }) {
  const api = useApi();
  const [ticked, setTicked] = useState<EmailSubscriptions>(initial.subscriptions);
  const [result, setResult] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    setResult(null);
    try {
      const saved = await api.updateEmailSubscriptions(ticked);
      setTicked(saved.subscriptions);
      setResult({ tone: 'success', text: ACCOUNT_TEXT.emailSubscription.saved });
    } catch (error) {
      setResult({ tone: 'error', text: serverMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <AccountCard aria-labelledby="email-heading">
      <h1 id="email-heading">{ACCOUNT_TEXT.emailSubscription.heading}</h1>
      <p>{ACCOUNT_TEXT.emailSubscription.intro(initial.email)}</p>
      <FormStack noValidate onSubmit={(event) => void submit(event)} aria-labelledby="email-heading">
        <CheckboxGroup
          label={ACCOUNT_TEXT.emailSubscription.legend}
          value={EMAIL_SUBSCRIPTION_KINDS.filter((kind) => ticked[kind])}
          onChange={(kinds) =>
            setTicked(
              (t) =>
                Object.fromEntries(
                  Object.keys(t).map((kind) => [kind, kinds.includes(kind)]),
                ) as EmailSubscriptions,
            )
          }
        >
          {EMAIL_SUBSCRIPTION_KINDS.map((kind) => (
            <Checkbox key={kind} label={KIND_TEXT[kind]} value={kind} />
          ))}
        </CheckboxGroup>
        {result ? (
          <FormAlert role={result.tone === 'error' ? 'alert' : 'status'} $tone={result.tone}>
            {result.text}
          </FormAlert>
        ) : null}
        <Button type="submit" busy={busy} fullWidth>
          {busy ? ACCOUNT_TEXT.working : ACCOUNT_TEXT.emailSubscription.save}
        </Button>
      </FormStack>
    </AccountCard>
  );
}

export function Component() {
  const data = usePageData<typeof loader>();
  if (!data)
    return (
      <LogInPage
        heading={ACCOUNT_TEXT.emailSubscription.heading}
        text={ACCOUNT_TEXT.emailSubscription.loggedOut}
      />
    );
  return <PreferencesForm initial={data} />;
}
