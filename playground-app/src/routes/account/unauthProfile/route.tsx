/**
 * §2 /unauth-profile: the logged-out profile landing (page class unauth-profile): what a profile
 * gives, Log in and Sign up (both come back to the viewer's profile, /me/). A logged-in viewer has
 * one already: a link to it.
 */
import { buildPath } from '@tessera/model';
import { ButtonLink } from '@tessera/ui';
import styled from 'styled-components';
import type { PageHandle } from '../../../app/page.ts';
import { useSession } from '../../../app/session.ts';
import { PageHeader } from '../../../shared/PageHeader.ts';
import { ACCOUNT_TEXT } from '../accountText.ts';
import { withNext } from '../paths.ts';

const TEXT = ACCOUNT_TEXT.unauthProfile;

export const handle: PageHandle = { surface: null, pageClass: 'unauth-profile', title: TEXT.heading };

const Gives = styled.ul`
  max-width: 480px;
  margin: 0 auto ${({ theme }) => theme.space[4]}px;
  padding-inline: ${({ theme }) => theme.space[6]}px;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const Actions = styled.div`
  display: flex;
  justify-content: center;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-block-end: ${({ theme }) => theme.space[8]}px;
`;

export function Component() {
  const { viewer } = useSession();
  const profile = buildPath('ownProfile');
  return (
    <section aria-labelledby="unauth-profile-heading">
      <PageHeader>
        <h1 id="unauth-profile-heading">{TEXT.heading}</h1>
        <p>{viewer ? TEXT.loggedIn : TEXT.intro}</p>
      </PageHeader>
      <Gives aria-label={TEXT.givesLabel}>
        {TEXT.gives.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </Gives>
      <Actions>
        {viewer ? (
          <ButtonLink href={profile} variant="primary">
            {TEXT.goToProfile}
          </ButtonLink>
        ) : (
          <>
            <ButtonLink href={withNext(buildPath('login'), profile)} variant="primary">
              {ACCOUNT_TEXT.logIn}
            </ButtonLink>
            <ButtonLink href={withNext(buildPath('signup'), profile)}>{ACCOUNT_TEXT.signUp}</ButtonLink>
          </>
        )}
      </Actions>
    </section>
  );
}
