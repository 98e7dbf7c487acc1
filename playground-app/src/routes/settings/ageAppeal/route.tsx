/**
 * §2 /age-appeal: appeal an age decision with a birthdate (checked with the model's rule before it
 * is sent, and by the server), and the status of the viewer's latest appeal. Logged out (or a
 * bot): the log-in page.
 */
import { type AgeAppeal, useApi } from '@tessera/api';
import { AgeAppealCreateOptionsSchema } from '@tessera/model';
import { Button } from '@tessera/ui';
import { useState } from 'react';
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../app/page.ts';
import { pageError } from '../../../app/routeErrors.tsx';
import { shortDate } from '../../../shared/dates.ts';
import { TextField } from '../../../shared/form/fields.tsx';
import { FormAlert, FormResult } from '../../../shared/form/layout.tsx';
import { useServerForm } from '../../../shared/form/useServerForm.ts';
import { LogInPage } from '../../../shared/LogInPage.tsx';
import { AccountPage, SettingsForm, Subtle } from '../layout.ts';
import { AGE_APPEAL_TEXT } from '../settingsText.ts';

interface AgeAppealData {
  current: AgeAppeal | null;
}

export const handle: PageHandle<AgeAppealData | null> = {
  surface: null,
  pageClass: 'other',
  title: AGE_APPEAL_TEXT.heading,
};

export async function loader({ api, session }: PageLoaderArgs): Promise<AgeAppealData | null> {
  if (!session.viewer) return null;
  try {
    return { current: await api.getAgeAppeal() };
  } catch (error) {
    pageError(error);
  }
}

function AgeAppealPage({ current }: AgeAppealData) {
  const api = useApi();
  const [appeal, setAppeal] = useState(current);
  const [birthdate, setBirthdate] = useState('');
  const form = useServerForm<'birthdate'>({ birthdate: AGE_APPEAL_TEXT.birthdate }, AGE_APPEAL_TEXT.notSent);
  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    const value = birthdate.trim();
    if (!form.check(AgeAppealCreateOptionsSchema, { birthdate: value })) return;
    await form.submit(async () => setAppeal(await api.appealAge({ birthdate: value })), AGE_APPEAL_TEXT.sent);
  };
  const inReview = appeal?.status === 'in_review';
  return (
    <AccountPage>
      <h1>{AGE_APPEAL_TEXT.heading}</h1>
      <Subtle>{AGE_APPEAL_TEXT.intro}</Subtle>
      {appeal ? (
        <FormAlert $tone="success" role="status">
          {AGE_APPEAL_TEXT.current(AGE_APPEAL_TEXT.status[appeal.status], shortDate(appeal.created_at))}
        </FormAlert>
      ) : null}
      {inReview ? (
        <FormResult alert={form.alert} />
      ) : (
        <SettingsForm ref={form.ref} noValidate onSubmit={onSubmit} aria-label={AGE_APPEAL_TEXT.heading}>
          <TextField
            label={AGE_APPEAL_TEXT.birthdate}
            name="birthdate"
            autoComplete="bday"
            description={AGE_APPEAL_TEXT.birthdateHint}
            value={birthdate}
            onChange={setBirthdate}
            error={form.errors.birthdate}
          />
          <FormResult alert={form.alert} />
          <Button type="submit" busy={form.busy}>
            {AGE_APPEAL_TEXT.submit}
          </Button>
        </SettingsForm>
      )}
    </AccountPage>
  );
}

export function Component() {
  const data = usePageData<typeof loader>();
  if (!data) return <LogInPage heading={AGE_APPEAL_TEXT.heading} text={AGE_APPEAL_TEXT.loggedOut} />;
  return <AgeAppealPage current={data.current} />;
}
