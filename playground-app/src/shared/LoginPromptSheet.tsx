/**
 * §6 the limited-login prompt on mobile: a sheet (the ui Modal's sheet layout) saying what logging in
 * gives for the action tried, with Log in and Sign up links to /login and /signup carrying `next`
 * (/pin/{id}/repin/ after a save, /pin/{id}/edit/ after an edit, else the page) or `board_url`
 * (afterLogin.ts). The provider sits in the site layout; a navigation closes the sheet.
 */
import { ButtonLink, Modal, Text } from '@tessera/ui';
import { type ReactNode, useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { type LoginRedirect, loginLinks } from './afterLogin.ts';
import { LoginPromptContext } from './loginPromptContext.ts';
import { LOGIN_PROMPT_TEXT } from './usePinActions.ts';

export function LoginPromptProvider({ children }: { children: ReactNode }) {
  const [redirect, setRedirect] = useState<LoginRedirect | null>(null);
  const location = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page (its key) closes the sheet.
  useEffect(() => setRedirect(null), [location.key]);
  return (
    <LoginPromptContext value={setRedirect}>
      {children}
      <LimitedLoginSheet redirect={redirect} onDismiss={() => setRedirect(null)} />
    </LoginPromptContext>
  );
}

export function LimitedLoginSheet({
  redirect,
  onDismiss,
}: {
  redirect: LoginRedirect | null;
  onDismiss: () => void;
}) {
  // Kept while the sheet plays its exit.
  const [shown, setShown] = useState(redirect);
  if (redirect && redirect !== shown) setShown(redirect);
  const links = shown ? loginLinks(shown) : null;
  const text = LOGIN_PROMPT_TEXT.limited.because[shown?.action ?? 'default'];
  return (
    <Modal
      isOpen={redirect !== null}
      onDismiss={onDismiss}
      heading={LOGIN_PROMPT_TEXT.limited.heading}
      layout="sheet"
      size="sm"
      footer={
        links ? (
          <>
            <ButtonLink href={links.signUp}>{LOGIN_PROMPT_TEXT.limited.signUp}</ButtonLink>
            <ButtonLink href={links.logIn} variant="primary">
              {LOGIN_PROMPT_TEXT.limited.logIn}
            </ButtonLink>
          </>
        ) : null
      }
      data-testid="limited-login"
    >
      <Text>{text}</Text>
    </Modal>
  );
}
