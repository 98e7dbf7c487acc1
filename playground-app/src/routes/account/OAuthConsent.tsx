/**
 * §2 /oauth and /app-factory-oauth: an app asks to use the viewer's account. The query says which
 * app (`client_id`), what for (`scope`) and where the answer goes (`redirect_uri`, with `state`).
 * The page names the app, lists what it asks in words, and says where the answer goes. Allow asks
 * the server for a code (POST /v3/oauth/authorize/) and goes back with it; Deny goes back with
 * error=access_denied. Both go back only to an http(s) redirect_uri (§5, the model's
 * safeHttpUrl): anything else (javascript:, data:, a relative path) shows why nothing is shared.
 */
import { useApi } from '@tessera/api';
import { buildPath, OAuthAuthorizeRequestSchema, parseOAuthScopes, safeHttpUrl } from '@tessera/model';
import { Button, ButtonLink } from '@tessera/ui';
import { useState } from 'react';
import { useLocation } from 'react-router';
import styled from 'styled-components';
import { useSession } from '../../app/session.ts';
import { serverMessage } from '../../shared/form/errors.ts';
import { FormAlert } from '../../shared/form/layout.tsx';
import { MessagePage } from '../../shared/MessagePage.ts';
import { ACCOUNT_TEXT } from './accountText.ts';
import { AccountCard } from './layout.ts';
import { browser, withNext } from './paths.ts';

const TEXT = ACCOUNT_TEXT.oauth;

const Asks = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  padding-inline-start: ${({ theme }) => theme.space[6]}px;
`;

const Choices = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space[3]}px;
  justify-content: center;
  margin-block: ${({ theme }) => theme.space[5]}px;
`;

/** `redirect_uri` with the answer's query parameters added. */
function answerUrl(redirect: URL, params: Record<string, string>): string {
  const url = new URL(redirect);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.href;
}

export function OAuthConsent({ factory = false }: { factory?: boolean }) {
  const api = useApi();
  const { viewer } = useSession();
  const { pathname, search } = useLocation();
  const query = new URLSearchParams(search);
  const clientId = query.get('client_id') ?? '';
  const redirectUri = query.get('redirect_uri') ?? '';
  const scopeText = query.get('scope') ?? '';
  const state = query.get('state');
  const redirect = safeHttpUrl(redirectUri);
  const scopes = parseOAuthScopes(scopeText);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const problem = !OAuthAuthorizeRequestSchema.shape.client_id.safeParse(clientId).success
    ? TEXT.missingClient
    : !redirect
      ? TEXT.badRedirect
      : !scopes
        ? TEXT.badScope
        : null;
  if (problem || !redirect || !scopes) {
    return (
      <MessagePage>
        <h1>{TEXT.badRequestHeading}</h1>
        <p>{problem}</p>
        <ButtonLink href={buildPath('home')}>{TEXT.home}</ButtonLink>
      </MessagePage>
    );
  }
  const withState: Record<string, string> = state === null ? {} : { state };

  async function allow() {
    setBusy(true);
    setRefusal(null);
    try {
      const { code } = await api.authorizeApp({
        client_id: clientId,
        redirect_uri: redirectUri,
        scope: scopeText,
        ...withState,
      });
      browser.assign(answerUrl(redirect as URL, { code, ...withState }));
    } catch (error) {
      setRefusal(serverMessage(error));
      setBusy(false);
    }
  }

  const deny = () => browser.assign(answerUrl(redirect, { error: 'access_denied', ...withState }));

  return (
    <AccountCard aria-labelledby="oauth-heading">
      <h1 id="oauth-heading">{TEXT.heading(clientId)}</h1>
      {factory ? <p>{TEXT.appFactory}</p> : null}
      <p>{TEXT.asks}</p>
      <Asks>
        {scopes.map((scope) => (
          <li key={scope}>{TEXT.scopes[scope]}</li>
        ))}
      </Asks>
      <p>{TEXT.returnTo(redirect.host)}</p>
      {refusal ? <FormAlert role="alert">{refusal}</FormAlert> : null}
      {viewer ? (
        <Choices>
          <Button variant="secondary" onPress={deny} disabled={busy}>
            {TEXT.deny}
          </Button>
          <Button onPress={() => void allow()} busy={busy}>
            {busy ? ACCOUNT_TEXT.working : TEXT.allow}
          </Button>
        </Choices>
      ) : (
        <>
          <p>{TEXT.loggedOut}</p>
          <Choices>
            <ButtonLink href={withNext(buildPath('login'), `${pathname}${search}`)} variant="primary">
              {ACCOUNT_TEXT.logIn}
            </ButtonLink>
          </Choices>
        </>
      )}
    </AccountCard>
  );
}
