/**
 * Clickthrough of a pin (SPEC §4). A CLICK decides, in this order (`clickthroughDecision`):
 * 1. offline → nothing opens;
 * 2. cmd/ctrl-click on desktop by a signed-out visitor → the closeup in a new tab
 *    (`openCloseupInNewTab`);
 * 3. a logged-out visitor → the quality check first (`qualityCheck` actor; `false` stops the
 *    click, a failed check lets it through), then steps 4–6;
 * 4. a new or upsell-eligible user with an interstitial experience and no promoter → the redirect
 *    interstitial in a new tab (`openInterstitial`), and the experience is marked viewed and
 *    completed (`markExperienceViewed`, `markExperienceCompleted`);
 * 5. linkless options → a background GET of the outbound link (`backgroundGet`) and the tap
 *    callback (`onTap`);
 * 6. otherwise the link opens directly (`openLink`).
 * The actions and the `qualityCheck` actor are supplied by the caller.
 */
import { assign, fromPromise, setup } from 'xstate';

export interface ClickthroughInput {
  loggedIn: boolean;
  desktop?: boolean;
  isNewUser?: boolean;
  upsellEligible?: boolean;
  /** The placed interstitial experience, if the user has one. */
  interstitialExperience?: { placementId: number; experienceId: number } | null;
}

export interface ClickthroughClick {
  pinId: string;
  href: string;
  online: boolean;
  /** Cmd (mac) or ctrl was held. */
  modifier?: boolean;
  /** The pin has a promoter (promoted pins never get the interstitial). */
  hasPromoter?: boolean;
  /** Linkless options: a background GET instead of navigation. */
  linkless?: boolean;
}

export type ClickthroughEvent =
  | ({ type: 'CLICK' } & ClickthroughClick)
  /**
   * What the machine knows of the viewer changed after it started (e.g. the placements arrived
   * after the card mounted): the next click decides with it.
   */
  | ({ type: 'VIEWER' } & ClickthroughInput);

export interface ClickthroughContext extends Required<ClickthroughInput> {
  click: ClickthroughClick | null;
}

export type ClickthroughDecision =
  | 'nothing'
  | 'closeupInNewTab'
  | 'qualityCheck'
  | 'interstitial'
  | 'backgroundGet'
  | 'open';

/** §4 what a click does; `checked` = the logged-out quality check has passed. */
export function clickthroughDecision(
  context: Omit<ClickthroughContext, 'click'>,
  click: ClickthroughClick,
  checked = false,
): ClickthroughDecision {
  if (!click.online) return 'nothing';
  if (!context.loggedIn && context.desktop && click.modifier) return 'closeupInNewTab';
  if (!context.loggedIn && !checked) return 'qualityCheck';
  if (
    (context.isNewUser || context.upsellEligible) &&
    context.interstitialExperience !== null &&
    !click.hasPromoter
  )
    return 'interstitial';
  if (click.linkless) return 'backgroundGet';
  return 'open';
}

/** Steps 4–6: the transitions once the click may open. */
const proceed = (checked: boolean) => {
  // a fresh CLICK is remembered first, so the actions read it from the context
  const first = checked ? [] : (['rememberClick'] as const);
  return [
    {
      guard: { type: 'decides' as const, params: { to: 'interstitial' as const, checked } },
      target: '#clickthrough.idle',
      actions: [...first, 'openInterstitial', 'markExperienceViewed', 'markExperienceCompleted'] as const,
    },
    {
      guard: { type: 'decides' as const, params: { to: 'backgroundGet' as const, checked } },
      target: '#clickthrough.idle',
      actions: [...first, 'backgroundGet', 'onTap'] as const,
    },
    { target: '#clickthrough.idle', actions: [...first, 'openLink'] as const },
  ];
};

const clickOf = (context: ClickthroughContext, event: unknown): ClickthroughClick | null => {
  const e = event as { type: string };
  if (e.type !== 'CLICK') return context.click;
  const { type: _type, ...click } = event as { type: 'CLICK' } & ClickthroughClick;
  return click;
};

export const clickthroughMachine = setup({
  types: {
    input: {} as ClickthroughInput,
    context: {} as ClickthroughContext,
    events: {} as ClickthroughEvent,
  },
  actors: {
    /** The logged-out quality check: resolves false to stop the click. */
    qualityCheck: fromPromise<boolean, ClickthroughClick>(() => Promise.resolve(true)),
  },
  actions: {
    rememberClick: assign({ click: ({ context, event }) => clickOf(context, event) }),
    rememberViewer: assign(({ event }) => {
      const { type: _type, ...viewer } = event as { type: 'VIEWER' } & ClickthroughInput;
      return {
        loggedIn: viewer.loggedIn,
        desktop: viewer.desktop ?? true,
        isNewUser: viewer.isNewUser ?? false,
        upsellEligible: viewer.upsellEligible ?? false,
        interstitialExperience: viewer.interstitialExperience ?? null,
      };
    }),
    openCloseupInNewTab: (_args: { context: ClickthroughContext }) => {},
    openInterstitial: (_args: { context: ClickthroughContext }) => {},
    markExperienceViewed: (_args: { context: ClickthroughContext }) => {},
    markExperienceCompleted: (_args: { context: ClickthroughContext }) => {},
    backgroundGet: (_args: { context: ClickthroughContext }) => {},
    onTap: (_args: { context: ClickthroughContext }) => {},
    openLink: (_args: { context: ClickthroughContext }) => {},
  },
  guards: {
    decides: ({ context, event }, params: { to: ClickthroughDecision; checked: boolean }) => {
      const click = clickOf(context, event);
      return click !== null && clickthroughDecision(context, click, params.checked) === params.to;
    },
    stopped: ({ event }) => (event as unknown as { output: boolean }).output === false,
  },
}).createMachine({
  id: 'clickthrough',
  context: ({ input }) => ({
    loggedIn: input.loggedIn,
    desktop: input.desktop ?? true,
    isNewUser: input.isNewUser ?? false,
    upsellEligible: input.upsellEligible ?? false,
    interstitialExperience: input.interstitialExperience ?? null,
    click: null,
  }),
  initial: 'idle',
  states: {
    idle: {
      on: {
        // Between clicks only: a click being checked finishes with what it started with.
        VIEWER: { actions: 'rememberViewer' },
        CLICK: [
          { guard: { type: 'decides', params: { to: 'nothing', checked: false } } },
          {
            guard: { type: 'decides', params: { to: 'closeupInNewTab', checked: false } },
            actions: ['rememberClick', 'openCloseupInNewTab'],
          },
          {
            guard: { type: 'decides', params: { to: 'qualityCheck', checked: false } },
            target: 'qualityChecking',
            actions: 'rememberClick',
          },
          ...proceed(false),
        ],
      },
    },
    qualityChecking: {
      invoke: {
        id: 'qualityCheck',
        src: 'qualityCheck',
        input: ({ context }) => context.click as ClickthroughClick,
        onDone: [{ guard: 'stopped', target: 'idle' }, ...proceed(true)],
        // our check failing must not strand the visitor: the click goes on
        onError: [...proceed(true)],
      },
    },
  },
});
