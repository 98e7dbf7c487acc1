/**
 * §2 /offsite/?token&url&pin&isThirdPartyAd&csr&client_tracking_params&aux_data: navigation to a
 * pin's website through the site. The §7 offsite call (check_only false: it records the click and
 * answers the spam check); allowed → the page replaces itself with the website, blocked (§4:
 * blocked, suspicious, porn) → the §8 warning with Okay and no navigation. A url that is not http(s)
 * never opens, nor one the server refuses (a url that is not the pin's own link), and the page says
 * which of the two it is.
 */

import { isResourceRequestError } from '@tessera/api';
import { httpHost, isHttpUrl, labels, messages, spamCheckVerdict } from '@tessera/model';
import { Button, Link } from '@tessera/ui';
import { useEffect } from 'react';
import { useNavigate, useRevalidator } from 'react-router';
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../app/page.ts';
import { SPAM_POLICY_HREF } from '../../../shared/usePinActions.ts';
import { Actions, BackButton, LeaveFrame } from '../LeavePage.tsx';
import { LEAVE_TEXT } from '../leaveText.ts';

export type OffsiteData =
  | { kind: 'badLink' }
  | { kind: 'notPinLink' }
  | { kind: 'allowed'; url: string; domain: string }
  | { kind: 'blocked' }
  | { kind: 'failed' };

export const handle: PageHandle<OffsiteData> = { surface: null, pageClass: 'other', title: LEAVE_TEXT.title };

export async function loader({ route, api }: PageLoaderArgs): Promise<OffsiteData> {
  const { url = '', pin, isThirdPartyAd, client_tracking_params, aux_data } = route.query;
  // §7: the check takes the pin (or a third-party ad's flag); a url without either is no pin's link.
  if (!isHttpUrl(url)) return { kind: 'badLink' };
  if (!pin && isThirdPartyAd !== 'true') return { kind: 'notPinLink' };
  try {
    const check = await api.checkOffsite({
      url,
      check_only: false,
      ...(pin ? { pin_id: pin } : {}),
      ...(isThirdPartyAd === 'true' ? { third_party_ad: true } : {}),
      ...(client_tracking_params ? { client_tracking_params } : {}),
      ...(aux_data ? { aux_data } : {}),
    });
    if (spamCheckVerdict(check.redirect_status) === 'blocked') return { kind: 'blocked' };
    // Only the url asked for opens, whatever the answer says (§5, issue 18).
    return { kind: 'allowed', url, domain: httpHost(url) ?? url };
  } catch (error) {
    // 400: the server refused the link (not the pin's own, issue 32): never opened, not retried.
    if (isResourceRequestError(error) && error.http_status === 400) return { kind: 'notPinLink' };
    return { kind: 'failed' };
  }
}

/** Leaves for the website (a replace: Back from it skips this page). */
function Opening({ url, domain }: { url: string; domain: string }) {
  useEffect(() => {
    window.location.replace(url);
  }, [url]);
  return (
    <LeaveFrame>
      <h1>{LEAVE_TEXT.opening(domain)}</h1>
      <p>
        <Link href={url} rel="noopener noreferrer nofollow">
          {LEAVE_TEXT.openByHand(domain)}
        </Link>
      </p>
    </LeaveFrame>
  );
}

export function Component() {
  const data = usePageData<typeof loader>();
  const navigate = useNavigate();
  const revalidator = useRevalidator();
  switch (data.kind) {
    case 'allowed':
      return <Opening url={data.url} domain={data.domain} />;
    case 'blocked':
      return (
        <LeaveFrame role="alert">
          <h1>{messages.spamHeading}</h1>
          <p>{messages.spamBlockedLabel}</p>
          <Actions>
            <Link href={SPAM_POLICY_HREF}>{messages.learnMore}</Link>
            <Button variant="primary" onPress={() => void navigate(-1)}>
              {labels.okay}
            </Button>
          </Actions>
        </LeaveFrame>
      );
    case 'failed':
      return (
        <LeaveFrame role="alert">
          <h1>{LEAVE_TEXT.title}</h1>
          <p>{LEAVE_TEXT.checkFailed}</p>
          <Actions>
            <BackButton label={LEAVE_TEXT.back} />
            <Button variant="primary" onPress={() => void revalidator.revalidate()}>
              {LEAVE_TEXT.tryAgain}
            </Button>
          </Actions>
        </LeaveFrame>
      );
    default:
      return (
        <LeaveFrame>
          <h1>{LEAVE_TEXT.badLinkHeading}</h1>
          <p>{data.kind === 'notPinLink' ? LEAVE_TEXT.notPinLinkBody : LEAVE_TEXT.badLinkBody}</p>
          <BackButton label={LEAVE_TEXT.back} />
        </LeaveFrame>
      );
  }
}
