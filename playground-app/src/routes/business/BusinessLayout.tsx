/**
 * The one layout of the business pages (§2 /business/): who may enter (a logged-out visitor logs
 * in, a personal account gets the way to /business/convert), and for a business account the
 * business's header (its name, verified merchant, followers), the nav of every sub-page of the
 * family (dashboard … ad-accounts/cee-migration) and of the other business tools, and the page.
 */
import type { BusinessAccount } from '@tessera/api';
import { buildPath, type User } from '@tessera/model';
import { ButtonLink, VerifiedBadge } from '@tessera/ui';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { LogInPage } from '../../shared/LogInPage.tsx';
import { MessagePage } from '../../shared/MessagePage.ts';
import { type BusinessGate, type BusinessPlace, businessName, subPagePath } from './businessData.ts';
import { BUSINESS_PAGE_NAMES, BUSINESS_SUB_PAGE_NAMES, BUSINESS_TEXT } from './businessText.ts';

const Frame = styled.div`
  display: grid;
  grid-template-columns: 240px minmax(0, 1fr);
  gap: ${({ theme }) => theme.space[6]}px;
  max-width: 1200px;
  margin: 0 auto;
  padding: ${({ theme }) => theme.space[6]}px ${({ theme }) => theme.space[4]}px;
  box-sizing: border-box;
  @media (max-width: 767px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Nav = styled.nav`
  h2 {
    font-size: ${({ theme }) => theme.font.size.sm}px;
    color: ${({ theme }) => theme.color.textSubtle};
    margin: ${({ theme }) => theme.space[4]}px 0 ${({ theme }) => theme.space[2]}px;
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]}px;
  }
  a {
    display: block;
    min-height: 24px;
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
    border-radius: ${({ theme }) => theme.radius.md}px;
    color: ${({ theme }) => theme.color.text};
    text-decoration: none;
  }
  a:hover {
    background: ${({ theme }) => theme.color.secondary};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.selected};
    color: ${({ theme }) => theme.color.onSelected};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
  }
  a:focus-visible {
    outline: none;
    box-shadow: 0 0 0 2px ${({ theme }) => theme.color.focusRing};
  }
`;

const Header = styled.header`
  margin-bottom: ${({ theme }) => theme.space[5]}px;
  h1 {
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
    font-size: ${({ theme }) => theme.font.size.xl}px;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space[2]}px;
    color: ${({ theme }) => theme.color.textSubtle};
  }
`;

/** The body of a business page: its sections, with subtle paragraphs. */
export const BusinessSection = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  margin-bottom: ${({ theme }) => theme.space[6]}px;
  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg}px;
  }
  p {
    margin: 0;
    color: ${({ theme }) => theme.color.textSubtle};
    overflow-wrap: anywhere;
  }
`;

/** The way in for a personal account: what business tools are, and the path to /business/convert. */
export function NotBusinessPage({ viewer }: { viewer: User }) {
  return (
    <MessagePage>
      <h1>{BUSINESS_TEXT.notBusinessHeading}</h1>
      <p>{BUSINESS_TEXT.notBusiness(viewer.username)}</p>
      <ButtonLink href={buildPath('businessConvert')}>{BUSINESS_TEXT.convertLink}</ButtonLink>
    </MessagePage>
  );
}

/**
 * The business tools beside the sub-pages (§2), in the nav. /business/catalogs/{userBizId}/ shows
 * what the catalogs sub-page shows: it is reached from commerce integrations, not listed twice.
 */
const MORE_PAGES = [
  'businessHub',
  'businessCommerceIntegrations',
  'businessInvite',
  'businessScheduleCall',
] as const satisfies ReadonlyArray<keyof typeof BUSINESS_PAGE_NAMES>;

function BusinessNav({ place }: { place: BusinessPlace }) {
  return (
    <Nav aria-label={BUSINESS_TEXT.nav}>
      <ul>
        {(Object.keys(BUSINESS_SUB_PAGE_NAMES) as (keyof typeof BUSINESS_SUB_PAGE_NAMES)[]).map((subPage) => (
          <li key={subPage}>
            <NavLink to={subPagePath(place.family, place.id, subPage)} end>
              {BUSINESS_SUB_PAGE_NAMES[subPage]}
            </NavLink>
          </li>
        ))}
      </ul>
      <h2>{BUSINESS_TEXT.morePages}</h2>
      <ul>
        {MORE_PAGES.map((page) => (
          <li key={page}>
            <NavLink to={buildPath(page)} end>
              {BUSINESS_PAGE_NAMES[page]}
            </NavLink>
          </li>
        ))}
      </ul>
    </Nav>
  );
}

export interface BusinessLayoutProps {
  gate: BusinessGate;
  /** Where the page sits (the nav's family and id); other business pages use the viewer's business-access. */
  place?: BusinessPlace;
  /** The page's name (its h1). */
  heading: string;
  children: (account: BusinessAccount, viewer: User) => ReactNode;
}

/** A business page: the gate, then the business's header, the nav and the page. */
export function BusinessLayout({ gate, place, heading, children }: BusinessLayoutProps) {
  if (gate.state === 'loggedOut') {
    return <LogInPage heading={BUSINESS_TEXT.loggedOutHeading} text={BUSINESS_TEXT.loggedOut} />;
  }
  if (gate.state === 'notBusiness') return <NotBusinessPage viewer={gate.viewer} />;
  const { account, viewer } = gate;
  const where = place ?? { family: 'businessAccess', id: account.user_biz_id, subPage: null };
  return (
    <Frame>
      <BusinessNav place={where} />
      <div>
        <Header>
          <h1>{heading}</h1>
          <p>
            <span>{businessName(account, viewer)}</span>
            {account.verified_merchant ? (
              <>
                <VerifiedBadge size="sm" />
                <span>{BUSINESS_TEXT.verifiedMerchant}</span>
              </>
            ) : (
              <span>{BUSINESS_TEXT.notVerifiedMerchant}</span>
            )}
            <span>{BUSINESS_TEXT.followers(account.follower_count)}</span>
          </p>
        </Header>
        {children(account, viewer)}
      </div>
    </Frame>
  );
}
