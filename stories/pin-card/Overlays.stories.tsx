import {
  buildPath,
  FEEDBACK_NAME_MAX,
  feedbackName,
  labels,
  messages,
  unfollowMessage,
} from '@tessera/model';
import {
  APP_UPSELL_TEXT,
  getPinCardHeight,
  OPTIONS_MENU_TEXT,
  PinCard,
  VERIFIED_MERCHANT_TEXT,
} from '@tessera/pin-card';
import {
  contrastRatio,
  FEEDBACK_FADE_MS,
  FEEDBACK_OVERLAY_OPACITY,
  lightTheme,
  UNAVAILABLE_PIN_HEIGHT,
} from '@tessera/tokens';
import { expect, fn, waitFor, within } from 'storybook/test';
import type { Guidelines } from '../../.storybook/DocsPage.tsx';
import preview from '../../.storybook/preview.tsx';
import { cardArgs, cardArgTypes, cardDecorators } from './cardStory.tsx';
import { describedPin, pin, promotedPin, waitForImages } from './fixtures.ts';

/** What the card shows over itself or instead of itself: feedback overlays, placeholders, menus and dialogs. */
const meta = preview.meta({
  title: 'Pin card/Overlays',
  component: PinCard,
  decorators: cardDecorators,
  args: {
    ...cardArgs,
  },
  argTypes: cardArgTypes,
  parameters: {
    docs: {
      description: {
        component: `Everything a pin card lays over its image, or shows in its place. After a person gives feedback on a pin (reports it, unfollows where it came from, hides it) the card stays in the grid with a dark panel over the image that says what happened and what comes next. A pin that is gone leaves a grey placeholder of the same width, so the grid keeps its shape. The options menu, the blocked-link warning, the "Why am I seeing this ad?" reasons, the verified-merchant note and the app invitation open from the card as menus and dialogs.`,
      },
    },
    guidelines: {
      whenToUse: `The card shows these from its props: \`feedback\` (a feedback panel), \`unavailable\` (the placeholder), \`sharedBy\` (the line above the card), \`outbound\` (the spam check of its link). Use the feedback overlay to confirm an action on a pin in place, rather than removing the card (the grid would jump) or showing a toast (the person would lose which pin it was).`,
      states: [
        `**No feedback**: the card as usual.`,
        `**${messages.reported}**: “${messages.reportedThanks}”, with ${labels.unfollow} when the pinner can be unfollowed, and “${messages.tuneHomeFeed}”.`,
        `**Unfollowed**: one line such as “${messages.unfollowUser('{name}')}” (names cut to ${FEEDBACK_NAME_MAX} characters), and “${messages.tuneHomeFeed}”. If the unfollow fails, the card goes back to what it showed before.`,
        `**${messages.pinHiddenTitle}**: “${messages.pinHiddenText}”; a promoted pin names who paid for it instead.`,
        `Each feedback panel fades in to ${FEEDBACK_OVERLAY_OPACITY * 100} % over ${FEEDBACK_FADE_MS / 1000} s (at once with reduced motion).`,
        `**${messages.unavailable}** or **${messages.removedByCreator}**: a placeholder ${UNAVAILABLE_PIN_HEIGHT} px high instead of the card.`,
      ],
      do: [
        'Keep the card in place after feedback, with its panel: the person sees what they acted on.',
        `Offer “${messages.tuneHomeFeed}” after a report or an unfollow: it is where the feed can be tuned further.`,
        'Check outbound links for spam when the surface can; a blocked link opens the warning, never the site.',
      ],
      dont: [
        'Don’t remove a card from the grid after feedback: everything below it would move.',
        'Don’t write your own feedback texts: the panel takes them from the shared messages, so every surface says the same.',
      ],
      accessibility: [
        'The feedback panel is a status region: its text is read out politely when it appears, without moving focus.',
        `${labels.unfollow} and “${messages.tuneHomeFeed}” on the panel are a button and a link named by their text.`,
        `The blocked-link warning is an alert dialog named “${messages.spamHeading}”; the ad reasons, the verified-merchant note and the app invitation are dialogs named by their headings. Focus moves into each, Escape closes it and focus goes back.`,
        `The options menu opens from the button named “${labels.moreOptions}”; arrow keys move between its items, Enter picks one, Escape closes it.`,
        `${labels.seeMore} says whether More information is expanded and which panel it opens.`,
      ],
      related: [
        '[PinCard](?path=/docs/pin-card-pincard--docs): the card and its props.',
        '[Visitors](?path=/docs/pin-card-visitors--docs): what logged-out visitors and bots see.',
        '[Modal](?path=/docs/ui-modal--docs) and [Menu](?path=/docs/ui-menu--docs): the dialogs and the options menu.',
      ],
      propsOf: null,
    } satisfies Guidelines,
  },
});

/** Waits for the feedback overlay's fade (about 1 s) so the a11y check sees its final colours. */
const faded = async (canvasElement: HTMLElement) => {
  await waitForImages(canvasElement);
  await waitFor(
    () => {
      const layer = canvasElement.querySelector('[data-testid="feedback-overlay"]') as HTMLElement;
      expect(layer.getAnimations({ subtree: true }).every((a) => a.playState === 'finished')).toBe(true);
    },
    { timeout: 3000 },
  );
};

/** Reported: "Reported" and the thanks, with Tune your home feed. */
export const Reported = meta.story({
  args: { feedback: { kind: 'reported' } },
  play: async ({ canvas, canvasElement }) => {
    await faded(canvasElement);
    await expect(canvas.getByText(messages.reported)).toBeVisible();
    await expect(canvas.getByText(messages.reportedThanks)).toBeVisible();
    await expect(canvas.getByRole('link', { name: messages.tuneHomeFeed })).toHaveAttribute(
      'href',
      buildPath('tuneHomeFeed'),
    );
  },
});

/** A computed `rgb(r, g, b)` colour as #rrggbb; an `rgba(…)` (see-through) colour fails the story. */
function opaqueHex(computed: string): string {
  const match = /^rgb\((\d+), (\d+), (\d+)\)$/.exec(computed);
  if (!match) throw new Error(`Not an opaque colour: ${computed}`);
  return `#${match
    .slice(1)
    .map((part) => Number(part).toString(16).padStart(2, '0'))
    .join('')}`;
}

/**
 * Reported, in the dark theme: the overlay stays dark over the image (the light theme's toast ink,
 * never the dark theme's pale one), and its heading, text and link sit on a solid panel of that ink,
 * so the image, which shows faintly through the 80 % backdrop, never shows behind the words.
 */
export const ReportedDarkTheme = meta.story({
  args: { feedback: { kind: 'reported' } },
  globals: { theme: 'dark' },
  play: async ({ canvas, canvasElement }) => {
    await faded(canvasElement);
    const panel = canvas.getByTestId('feedback-message');
    const fill = opaqueHex(getComputedStyle(panel).backgroundColor);
    await expect(fill).toBe(lightTheme.color.toastBackground);
    const box = panel.getBoundingClientRect();
    for (const words of [
      canvas.getByRole('heading', { name: messages.reported }),
      canvas.getByText(messages.reportedThanks),
      canvas.getByRole('link', { name: messages.tuneHomeFeed }),
    ]) {
      const inner = words.getBoundingClientRect();
      await expect(inner.top >= box.top && inner.bottom <= box.bottom).toBe(true);
      await expect(inner.left >= box.left && inner.right <= box.right).toBe(true);
      const ink = opaqueHex(getComputedStyle(words).color);
      await expect(contrastRatio(ink, fill)).toBeGreaterThanOrEqual(4.5);
    }
  },
});

/** Unfollowed a topic. */
export const UnfollowedTopic = meta.story({
  args: { feedback: { kind: 'unfollowed', target: 'topic', name: 'Mountain towns' } },
  play: async ({ canvas, canvasElement }) => {
    await faded(canvasElement);
    await expect(canvas.getByText(messages.unfollowTopic('Mountain towns'))).toBeVisible();
  },
});

/** Unfollowed a person. */
export const UnfollowedUser = meta.story({
  args: { feedback: { kind: 'unfollowed', target: 'user', name: 'Quinn Abara' } },
  play: async ({ canvas, canvasElement }) => {
    await faded(canvasElement);
    await expect(canvas.getByText(messages.unfollowUser('Quinn Abara'))).toBeVisible();
  },
});

/** Unfollowed a board, its long name cut to 32 characters. */
export const UnfollowedBoard = meta.story({
  args: {
    feedback: { kind: 'unfollowed', target: 'board', name: 'Weekend escapes and long summer road trips' },
  },
  play: async ({ canvas, canvasElement }) => {
    await faded(canvasElement);
    await expect(
      canvas.getByText(messages.unfollowBoard(feedbackName('Weekend escapes and long summer road trips'))),
    ).toBeVisible();
  },
});

/** Hidden: Pin hidden, Got it!… */
export const Hidden = meta.story({
  args: { feedback: { kind: 'hidden' } },
  play: async ({ canvas, canvasElement }) => {
    await faded(canvasElement);
    await expect(canvas.getByText(messages.pinHiddenTitle)).toBeVisible();
    await expect(canvas.getByText(messages.pinHiddenText)).toBeVisible();
  },
});

/** A hidden promoted pin: the promoter paid to have it shown. */
export const HiddenPromoted = meta.story({
  args: { pin: promotedPin, feedback: { kind: 'hidden' } },
  play: async ({ canvas, canvasElement }) => {
    await faded(canvasElement);
    await expect(canvas.getByText(messages.promotedHideText('Northwind Outdoor'))).toBeVisible();
  },
});

/** The unavailable placeholder: card height 314. */
export const Unavailable = meta.story({
  args: { unavailable: {} },
  play: async ({ canvas }) => {
    const box = canvas.getByTestId('unavailable-pin');
    await expect(box).toHaveTextContent(messages.unavailable);
    await expect(box.getBoundingClientRect().height).toBe(UNAVAILABLE_PIN_HEIGHT);
  },
});

/** Removed by the creator. */
export const RemovedByCreator = meta.story({
  args: { unavailable: { removedByCreator: true } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(messages.removedByCreator)).toBeVisible();
  },
});

/** "{name} shared this idea with you" above the card, counted in the card's height. */
export const SharedThisIdea = meta.story({
  args: { sharedBy: { first_name: 'Rosa' } },
  play: async ({ canvas, canvasElement, args }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getByText(messages.sharedThisIdea('Rosa'))).toBeVisible();
    await expect(canvas.getByTestId('pin-card').getBoundingClientRect().height).toBe(
      getPinCardHeight(args.pin, 236, { sharedBy: { first_name: 'Rosa' } }),
    );
  },
});

/** See more opens More information: the description (made safe) and the annotation tags. */
export const MoreInformation = meta.story({
  args: { pin: describedPin },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitForImages(canvasElement);
    const seeMore = canvas.getByRole('button', { name: labels.seeMore });
    await userEvent.click(seeMore);
    await expect(seeMore).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('heading', { name: labels.moreInformation })).toBeVisible();
    await expect(await canvas.findByText('tomatoes')).toBeVisible();
    await expect(await canvas.findByRole('link', { name: 'the blog' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
    await expect(canvas.getByRole('link', { name: 'Summer recipes' })).toBeVisible();
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
    await expect((window as unknown as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
});

/** The spam check blocks the link: Heads up!, the server's message, the hostname, Okay. */
export const BlockedLink = meta.story({
  args: {
    forceOverlay: true,
    outbound: {
      checkSpam: async () => ({
        redirect_status: 'blocked',
        message: 'This link goes to a site that spreads spam.',
      }),
      learnMoreHref: '/policy/spam/',
      open: fn(),
    },
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForImages(canvasElement);
    await userEvent.click(canvas.getByRole('link', { name: /^mapsandmugs/ }));
    const body = within(canvasElement.ownerDocument.body);
    const alert = await body.findByRole('alertdialog', { name: messages.spamHeading });
    await expect(alert).toHaveTextContent(messages.spamBlockedLabel);
    await expect(body.getByTestId('blocked-hostname')).toHaveTextContent('mapsandmugs.example');
    await expect(args.outbound?.open).not.toHaveBeenCalled();
    await waitFor(() => {
      for (let element: HTMLElement | null = alert; element; element = element.parentElement) {
        expect(getComputedStyle(element).opacity).toBe('1');
      }
    });
  },
});

/** The options menu: Report, then Unfollow from the Reported overlay. */
export const ReportThenUnfollow = meta.story({
  args: {
    forceOverlay: true,
    onReport: fn(async () => undefined),
    onUnfollow: fn(async () => ({ kind: 'user' as const, name: 'Quinn Abara' })),
  },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForImages(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: labels.moreOptions }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: OPTIONS_MENU_TEXT.report }));
    await expect(args.onReport).toHaveBeenCalledWith({ pin: args.pin });
    await userEvent.click(await canvas.findByRole('button', { name: labels.unfollow }));
    await expect(
      await canvas.findByText(unfollowMessage({ kind: 'user', name: 'Quinn Abara' })),
    ).toBeVisible();
    await faded(canvasElement);
  },
});

/** A promoted pin's ad reasons: who paid, partner personalization, the targeting summary. */
export const AdReasons = meta.story({
  args: {
    forceOverlay: true,
    pin: {
      ...promotedPin,
      adTargetingAttribution: {
        isThirdPartyAdPersonalizationEnabled: true,
        matchedInterest: 'Hiking',
        matchedLocale: 'en-GB',
      },
    },
  },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitForImages(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: labels.moreOptions }));
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(await body.findByRole('menuitem', { name: OPTIONS_MENU_TEXT.whyThisAd }));
    const dialog = await body.findByRole('dialog', { name: OPTIONS_MENU_TEXT.whyThisAd });
    await expect(dialog).toHaveTextContent(messages.reasonPromoted('Northwind Outdoor'));
    await expect(dialog).toHaveTextContent(messages.reasonPersonalizedByPartner);
    await waitFor(() => {
      for (let element: HTMLElement | null = dialog; element; element = element.parentElement) {
        expect(getComputedStyle(element).opacity).toBe('1');
      }
    });
  },
});

/**
 * Logged out on desktop: right-click opens Open / Save; Save asks to log in. The `desktop` control
 * is offered here: turned off (a phone), a right click on the card opens no menu of the card's own.
 */
export const LoggedOutContextMenu = meta.story({
  args: { visitor: 'unauthenticated', desktop: true },
  argTypes: { desktop: { control: 'boolean' } },
  play: async ({ canvas, canvasElement, userEvent, args }) => {
    await waitForImages(canvasElement);
    await userEvent.pointer({ keys: '[MouseRight]', target: canvas.getByTestId('pin-card') });
    const menu = await within(canvasElement.ownerDocument.body).findByRole('menu');
    await userEvent.click(within(menu).getByRole('menuitem', { name: labels.save }));
    await expect(args.onLoginPrompt).toHaveBeenCalledWith({ pin: args.pin, action: 'save' });
  },
  tags: ['no-screenshot'],
});

/** The verified-merchant badge opens its modal. */
export const VerifiedMerchantModal = meta.story({
  args: { pin: { ...pin, pinner: { ...(pin.pinner ?? { id: 'merchant' }), isVerifiedMerchant: true } } },
  play: async ({ canvas, canvasElement, userEvent }) => {
    await waitForImages(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: VERIFIED_MERCHANT_TEXT.label }));
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: VERIFIED_MERCHANT_TEXT.label,
    });
    await expect(dialog).toHaveTextContent(VERIFIED_MERCHANT_TEXT.body(pin.pinner?.fullName ?? ''));
    await waitFor(() => {
      for (let element: HTMLElement | null = dialog; element; element = element.parentElement) {
        expect(getComputedStyle(element).opacity).toBe('1');
      }
    });
  },
});

/** Logged out, where the app invitation is allowed: an image click opens the app-upsell modal. */
export const AppUpsell = meta.story({
  args: { visitor: 'unauthenticated', appUpsell: { allowed: true, onOpenApp: fn(), onShown: fn() } },
  play: async ({ canvasElement, userEvent, args }) => {
    await waitForImages(canvasElement);
    await userEvent.click(canvasElement.querySelector('a[aria-hidden="true"]') as HTMLElement);
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', {
      name: APP_UPSELL_TEXT.heading,
    });
    await expect(args.appUpsell?.onShown).toHaveBeenCalled();
    await waitFor(() => {
      for (let element: HTMLElement | null = dialog; element; element = element.parentElement) {
        expect(getComputedStyle(element).opacity).toBe('1');
      }
    });
  },
});

/** Send with the app-upsell icon. */
export const ShareWithAppIcon = meta.story({
  args: { forceOverlay: true, onSend: fn(), appUpsell: { allowed: false, onOpenApp: fn(), shareIcon: true } },
  play: async ({ canvas, canvasElement }) => {
    await waitForImages(canvasElement);
    await expect(canvas.getByTestId('send-app-icon')).toBeVisible();
  },
});
