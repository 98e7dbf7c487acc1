/**
 * §2 /pin_redirect?domain&domainImageUrl&origin&pinCategory&pinImageUrl&redirectUrl: the
 * interstitial before leaving for a pin's website (§4 clickthrough: new or upsell-eligible users with
 * the interstitial experience land here, in a new tab). It shows where the link goes, the pin's
 * image and the domain's, Continue (the link itself, only an http(s) address) and Back. The name
 * shown is the host of that address, never the `domain` parameter.
 */
import { httpHost, isHttpUrl, PIN_REDIRECT_QUERY } from '@tessera/model';
import { Avatar, ButtonLink } from '@tessera/ui';
import styled from 'styled-components';
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../app/page.ts';
import { Actions, BackButton, LeaveFrame } from '../LeavePage.tsx';
import { LEAVE_TEXT } from '../leaveText.ts';

type RedirectQuery = Record<(typeof PIN_REDIRECT_QUERY)[number], string>;

export interface PinRedirectData {
  query: RedirectQuery;
  /** The address Continue opens; null when redirectUrl is not an http(s) address. */
  url: string | null;
  domain: string;
  /** The `domain` parameter, when it names another site than the one Continue opens. */
  mismatch: string | null;
}

export const handle: PageHandle<PinRedirectData> = {
  surface: null,
  pageClass: 'other',
  title: LEAVE_TEXT.title,
};

export function loader({ route }: PageLoaderArgs): PinRedirectData {
  const query = Object.fromEntries(
    PIN_REDIRECT_QUERY.map((key) => [key, route.query[key] ?? '']),
  ) as RedirectQuery;
  const url = isHttpUrl(query.redirectUrl) ? query.redirectUrl : null;
  // The page names the host Continue opens, taken from that address: the `domain` parameter is
  // only what the link says about itself (`domain=trusted-bank.example` with an evil.example
  // address said "You are leaving for trusted-bank.example", issue 32), so it is not shown.
  const domain = url ? (httpHost(url) ?? '') : '';
  // When the link's word for its site is another site, the page says so (issue 32).
  const claimed = query.domain.trim().toLowerCase().replace(/\.$/, '');
  const mismatch = url !== null && claimed !== '' && claimed !== domain ? claimed : null;
  return { query, url, domain, mismatch };
}

const PinImage = styled.img`
  max-width: 236px;
  max-height: 320px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  object-fit: cover;
`;

const Domain = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
`;

export function Component() {
  const { query, url, domain, mismatch } = usePageData<typeof loader>();
  if (!url) {
    return (
      <LeaveFrame>
        <h1>{LEAVE_TEXT.badLinkHeading}</h1>
        <p>{LEAVE_TEXT.badLinkBody}</p>
        <BackButton label={LEAVE_TEXT.back} />
      </LeaveFrame>
    );
  }
  return (
    <LeaveFrame>
      {/* The pin the link belongs to; the heading names where it goes. */}
      {isHttpUrl(query.pinImageUrl) || query.pinImageUrl.startsWith('/') ? (
        <PinImage src={query.pinImageUrl} alt="" />
      ) : null}
      <h1>{LEAVE_TEXT.heading(domain)}</h1>
      <Domain>
        <Avatar
          name={domain}
          size="sm"
          {...(isHttpUrl(query.domainImageUrl) ? { src: query.domainImageUrl } : {})}
        />
        {domain}
      </Domain>
      {mismatch ? <p role="alert">{LEAVE_TEXT.domainMismatch(mismatch, domain)}</p> : null}
      <p>{LEAVE_TEXT.body}</p>
      <Actions>
        <BackButton label={LEAVE_TEXT.back} />
        <ButtonLink href={url} variant="primary" rel="noopener noreferrer nofollow">
          {LEAVE_TEXT.continue(domain)}
        </ButtonLink>
      </Actions>
    </LeaveFrame>
  );
}
