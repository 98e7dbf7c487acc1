import {
  type ClickthroughClick,
  type ClickthroughContext,
  clickthroughMachine,
  type RightClickTarget,
  rightClickMachine,
  type SpamCheckReply,
  spamCheckMachine,
} from '@tessera/machines';
import {
  buildPath,
  httpHost,
  isExternalUrl,
  isHttpUrl,
  needsOutboundSpamCheck,
  type PIN_REDIRECT_QUERY,
  type Pin,
} from '@tessera/model';
import { BlockedLinkAlert } from '@tessera/ui';
import { useActorRef, useSelector } from '@xstate/react';
import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import { fromPromise } from 'xstate';

type Experience = { placementId: number; experienceId: number };

/** How the card leaves for a pin's link (§4 clickthrough and offsite spam check); all optional. */
export interface OutboundOptions {
  /** The §7 spam check (GET/POST /v3/offsite/); without it no check is made. */
  checkSpam?: (args: { url: string; pinId?: string }) => Promise<SpamCheckReply>;
  /** The spam policy page behind Learn more (§8; the spec does not give its address). */
  learnMoreHref?: string;
  /** The logged-out quality check (§4): resolve false to stop the click. */
  qualityCheck?: (click: ClickthroughClick) => Promise<boolean>;
  desktop?: boolean;
  isNewUser?: boolean;
  upsellEligible?: boolean;
  /** The viewer's placed interstitial experience, if any (§4). */
  interstitialExperience?: Experience | null;
  onExperienceViewed?: (experience: Experience) => void;
  onExperienceCompleted?: (experience: Experience) => void;
  /** Linkless options (§4): the background GET of the outbound link; the link does not open. */
  backgroundGet?: (args: { pin: Pin; url: string }) => void;
  /** The empty-href log (§4 link_navigation_empty_href). */
  onEmptyHref?: (name: string) => void;
  /** Hosts that are this site's own (not external, §5); default the page's host. */
  internalHosts?: readonly string[];
  /** Opens a URL in a new tab; default window.open with noopener,noreferrer. */
  open?: (url: string) => void;
  /**
   * The right-click log (§4, §7 POST /v3/offsite/ with clickthrough type rightClick): called when a
   * right-click on the link is followed by the page being hidden (opened in a new tab).
   */
  logRightClick?: (target: RightClickTarget) => void;
}

function openInNewTab(url: string) {
  window.open(url, '_blank', 'noopener,noreferrer');
}

/** §2 /pin_redirect with its query (domain, domainImageUrl, origin, pinCategory, pinImageUrl, redirectUrl). */
export function pinRedirectHref(pin: Pin, url: string, origin: string): string {
  const query: Record<(typeof PIN_REDIRECT_QUERY)[number], string> = {
    domain: pin.domain ?? httpHost(url) ?? '',
    domainImageUrl: pin.linkDomain?.officialUser?.imageSmallUrl ?? '',
    origin,
    pinCategory: pin.category ?? '',
    pinImageUrl: pin.images['236x']?.url ?? '',
    redirectUrl: url,
  };
  return `${buildPath('pinRedirect')}?${new URLSearchParams(query).toString()}`;
}

/**
 * The outbound link of a card: the §4 offsite spam check first (blocked → the §8 Heads up! modal),
 * then the §4 clickthrough (offline: nothing; signed-out cmd-click: the closeup in a new tab;
 * logged-out quality check; the interstitial for new or upsell-eligible users; linkless: background
 * GET), else the link opens in a new tab. Returns the link's onClick and the modal to render.
 */
export function useOutboundLink({
  pin,
  loggedIn,
  options = {},
  onClickthrough,
}: {
  pin: Pin;
  loggedIn: boolean;
  options?: OutboundOptions | undefined;
  onClickthrough?: ((args: { pin: Pin; url: string }) => void) | undefined;
}): {
  onClick: (event: MouseEvent<HTMLAnchorElement>) => void;
  onContextMenu: (event: MouseEvent<HTMLAnchorElement>) => void;
  modal: ReactNode;
} {
  const latest = useRef({ pin, options, onClickthrough });
  latest.current = { pin, options, onClickthrough };
  const open = (url: string) => (latest.current.options.open ?? openInNewTab)(url);
  const experienceOf = ({ context }: { context: ClickthroughContext }) => context.interstitialExperience;

  const clickthrough = useActorRef(
    clickthroughMachine.provide({
      actors: {
        qualityCheck: fromPromise<boolean, ClickthroughClick>(({ input }) =>
          latest.current.options.qualityCheck
            ? latest.current.options.qualityCheck(input)
            : Promise.resolve(true),
        ),
      },
      actions: {
        openCloseupInNewTab: () => open(buildPath('pin', { id: latest.current.pin.id })),
        openInterstitial: ({ context }) =>
          open(pinRedirectHref(latest.current.pin, context.click?.href ?? '', window.location.origin)),
        markExperienceViewed: (args) => {
          const experience = experienceOf(args);
          if (experience) latest.current.options.onExperienceViewed?.(experience);
        },
        markExperienceCompleted: (args) => {
          const experience = experienceOf(args);
          if (experience) latest.current.options.onExperienceCompleted?.(experience);
        },
        backgroundGet: ({ context }) =>
          latest.current.options.backgroundGet?.({ pin: latest.current.pin, url: context.click?.href ?? '' }),
        onTap: ({ context }) =>
          latest.current.onClickthrough?.({ pin: latest.current.pin, url: context.click?.href ?? '' }),
        openLink: ({ context }) => {
          const url = context.click?.href ?? '';
          // Only an http(s) link ever opens, whatever the spam check answered (§5, issue 18).
          if (!isHttpUrl(url)) return;
          open(url);
          latest.current.onClickthrough?.({ pin: latest.current.pin, url });
        },
      },
    }),
    {
      input: {
        loggedIn,
        desktop: options.desktop ?? true,
        isNewUser: options.isNewUser ?? false,
        upsellEligible: options.upsellEligible ?? false,
        interstitialExperience: options.interstitialExperience ?? null,
      },
    },
  );
  // The viewer's facts may arrive after the card (the placements are read once the page is up):
  // the machine decides the next click with them.
  const { desktop, isNewUser, upsellEligible, interstitialExperience } = options;
  useEffect(() => {
    clickthrough.send({
      type: 'VIEWER',
      loggedIn,
      desktop: desktop ?? true,
      isNewUser: isNewUser ?? false,
      upsellEligible: upsellEligible ?? false,
      interstitialExperience: interstitialExperience ?? null,
    });
  }, [clickthrough, loggedIn, desktop, isNewUser, upsellEligible, interstitialExperience]);

  const modifier = useRef(false);
  const spam = useActorRef(
    spamCheckMachine.provide({
      actors: {
        spamCheck: fromPromise<SpamCheckReply, { url: string; pinId?: string }>(({ input }) => {
          const check = latest.current.options.checkSpam;
          return check ? check(input) : Promise.resolve({ redirect_status: null });
        }),
      },
      actions: {
        logEmptyHref: (_args, name) => latest.current.options.onEmptyHref?.(name),
        navigate: (_args, url: string) =>
          clickthrough.send({
            type: 'CLICK',
            pinId: latest.current.pin.id,
            href: url,
            online: typeof navigator === 'undefined' ? true : navigator.onLine,
            modifier: modifier.current,
            hasPromoter: Boolean(latest.current.pin.promoter),
            linkless: Boolean(latest.current.pin.isGoLinkless && latest.current.options.backgroundGet),
          }),
      },
    }),
  );
  const rightClick = useActorRef(
    rightClickMachine.provide({
      actions: {
        logRightClick: (_args, target: RightClickTarget) => latest.current.options.logRightClick?.(target),
      },
    }),
  );
  const logsRightClicks = options.logRightClick !== undefined;
  useEffect(() => {
    if (!logsRightClicks) return;
    const onVisibility = () => rightClick.send({ type: 'VISIBILITY_CHANGE' });
    document.addEventListener('visibilitychange', onVisibility);
    return () => document.removeEventListener('visibilitychange', onVisibility);
  }, [logsRightClicks, rightClick]);
  const onContextMenu = (event: MouseEvent<HTMLAnchorElement>) => {
    const href = event.currentTarget.getAttribute('href');
    if (logsRightClicks && href) rightClick.send({ type: 'RIGHT_CLICK', hovered: true, pinId: pin.id, href });
  };

  const blocked = useSelector(spam, (snapshot) =>
    snapshot.matches('blocked') ? snapshot.context.blocked : null,
  );

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const href = event.currentTarget.getAttribute('href');
    const hosts = options.internalHosts ?? (typeof window === 'undefined' ? [] : [window.location.hostname]);
    const offsite = href !== null && isExternalUrl(href, hosts);
    modifier.current = event.metaKey || event.ctrlKey;
    // A modifier click on a non-offsite link is left to the browser (§4); everything else is ours.
    if (!(modifier.current && !offsite)) event.preventDefault();
    spam.send({
      type: 'LINK_CLICK',
      href,
      pinId: pin.id,
      offsite:
        offsite &&
        options.checkSpam !== undefined &&
        needsOutboundSpamCheck({ pin, offsite, relevantToPage: true }),
      modifier: modifier.current,
    });
  };

  const modal = (
    <BlockedLinkAlert
      isOpen={blocked !== null}
      onDismiss={() => spam.send({ type: 'OKAY' })}
      serverMessage={blocked?.message ?? ''}
      hostname={blocked?.hostname ?? ''}
      learnMoreHref={options.learnMoreHref ?? ''}
    />
  );
  return { onClick, onContextMenu, modal };
}
