/**
 * §2 /secure/panic: lock the account when someone else may be using it. A new password (twice,
 * checked with the model's rule), then a confirmation; confirmed, the server ends every session
 * of the viewer and sets the password (AccountLockdownResource), and this browser logs out and
 * goes home. Logged out (or a bot): the log-in page.
 */
import { useApi } from '@tessera/api';
import { AccountLockdownOptionsSchema } from '@tessera/model';
import { Button, Modal } from '@tessera/ui';
import { useState } from 'react';
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../app/page.ts';
import { logOut } from '../../../app/session.ts';
import { TextField } from '../../../shared/form/fields.tsx';
import { FormResult } from '../../../shared/form/layout.tsx';
import { useServerForm } from '../../../shared/form/useServerForm.ts';
import { LogInPage } from '../../../shared/LogInPage.tsx';
import { AccountPage, SettingsForm, Subtle } from '../layout.ts';
import { pageReload } from '../SettingsPage.tsx';
import { PANIC_TEXT } from '../settingsText.ts';

export const handle: PageHandle<{ loggedIn: boolean }> = {
  surface: null,
  pageClass: 'other',
  title: PANIC_TEXT.heading,
};

export function loader({ session }: PageLoaderArgs) {
  return { loggedIn: session.viewer !== null };
}

type PanicField = 'new_password' | 'confirm_password';

function PanicPage() {
  const api = useApi();
  const [values, setValues] = useState<Record<PanicField, string>>({
    new_password: '',
    confirm_password: '',
  });
  const [confirming, setConfirming] = useState(false);
  const form = useServerForm<PanicField>(
    { new_password: PANIC_TEXT.newPassword, confirm_password: PANIC_TEXT.confirmPassword },
    PANIC_TEXT.notLocked,
  );
  const set = (key: PanicField) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const mismatch = values.new_password !== values.confirm_password ? PANIC_TEXT.mismatch : undefined;
    if (
      form.check(
        AccountLockdownOptionsSchema,
        { new_password: values.new_password },
        { confirm_password: mismatch },
      )
    )
      setConfirming(true);
  };
  const lock = async () => {
    setConfirming(false);
    const ok = await form.submit(() => api.lockAccount({ new_password: values.new_password }), null);
    if (!ok) return;
    // The server has ended this session too; logging out clears it here, then the home page.
    await logOut(api, () => pageReload.goTo('/')).catch(() => pageReload.goTo('/'));
  };
  return (
    <AccountPage>
      <h1>{PANIC_TEXT.heading}</h1>
      <Subtle>{PANIC_TEXT.intro}</Subtle>
      <SettingsForm ref={form.ref} noValidate onSubmit={onSubmit} aria-label={PANIC_TEXT.heading}>
        <TextField
          label={PANIC_TEXT.newPassword}
          name="new_password"
          type="password"
          autoComplete="new-password"
          description={PANIC_TEXT.newPasswordHint}
          value={values.new_password}
          onChange={set('new_password')}
          error={form.errors.new_password}
        />
        <TextField
          label={PANIC_TEXT.confirmPassword}
          name="confirm_password"
          type="password"
          autoComplete="new-password"
          value={values.confirm_password}
          onChange={set('confirm_password')}
          error={form.errors.confirm_password}
        />
        <FormResult alert={form.alert} />
        <Button type="submit" busy={form.busy}>
          {PANIC_TEXT.lock}
        </Button>
      </SettingsForm>
      <Modal
        isOpen={confirming}
        onDismiss={() => setConfirming(false)}
        heading={PANIC_TEXT.confirmHeading}
        role="alertdialog"
        footer={
          <>
            <Button variant="secondary" onPress={() => setConfirming(false)}>
              {PANIC_TEXT.cancel}
            </Button>
            <Button onPress={() => void lock()}>{PANIC_TEXT.confirm}</Button>
          </>
        }
      >
        <p>{PANIC_TEXT.confirmText}</p>
      </Modal>
    </AccountPage>
  );
}

export function Component() {
  const { loggedIn } = usePageData<typeof loader>();
  if (!loggedIn) return <LogInPage heading={PANIC_TEXT.heading} text={PANIC_TEXT.loggedOut} />;
  return <PanicPage />;
}
