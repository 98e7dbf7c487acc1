/**
 * What every pin the site shows (a grid card or the closeup) does, wired once: the §4 clickthrough
 * with the §7 offsite spam check, the background ping and the right-click log; the feedback actions
 * (hide, report, unfollow) through the entity store; the logged-out login prompt.
 */
import { useApi, useEntityStore } from '@tessera/api';
import {
  buildPath,
  type Pin,
  personName,
  type RepinResult,
  savedPinEditPath,
  type UnfollowTarget,
} from '@tessera/model';
import type { CardFeedbackActions, OutboundOptions } from '@tessera/pin-card';
import { useToaster } from '@tessera/ui';
import { useCallback, useContext, useMemo } from 'react';
import type { PressEvent } from 'react-aria';
import { useLocation, useNavigate } from 'react-router';
import {
  forgetPlacement,
  type PlacedExperience,
  placedAt,
  placedExperienceId,
  usePlacements,
} from '../app/placements.ts';
import { type LoginPromptAction, loginLinks } from './afterLogin.ts';
import { LoginPromptContext, type LoginPromptRequest } from './loginPromptContext.ts';
import { PIN_ACTIONS_TEXT } from './pinActionsText.ts';
import { usePhone } from './usePhone.ts';

/** The anchor of the §4 clickthrough interstitial experience (display_data.anchor; the spec names none: the mock's). */
export const INTERSTITIAL_ANCHOR = 'PinClickthrough';

/**
 * The spam policy page behind the blocked-link modal's Learn more (§8): the spec gives no address;
 * ours is the settings page's policy section.
 */
export const SPAM_POLICY_HREF = buildPath('settings', { rest: 'spam-policy' });

/**
 * The outbound options of a pin. `trackingParams` (e.g. the closeup's utm_pai, §2) go with the §7
 * calls that carry client_tracking_params: the spam check, the background ping, the right-click log.
 */
export function useOutboundOptions(trackingParams?: string): OutboundOptions {
  const api = useApi();
  const placements = usePlacements();
  const interstitial = placedAt(placements, INTERSTITIAL_ANCHOR);
  return useMemo(() => {
    const tracking = trackingParams ? { client_tracking_params: trackingParams } : {};
    const status =
      (call: typeof api.markExperienceViewed) => (placed: Omit<PlacedExperience, 'experience'>) =>
        void call({ placed_experience_id: placedExperienceId(placed) }).catch(() => undefined);
    return {
      // §4 the interstitial for new users: the server places it only for users new by §5's 28-day
      // window (its clock is the mock world's, not this browser's), so being placed is being new.
      interstitialExperience: interstitial,
      isNewUser: interstitial !== null,
      onExperienceViewed: status(api.markExperienceViewed),
      onExperienceCompleted: (placed) => {
        status(api.markExperienceCompleted)(placed);
        forgetPlacement(api, placed.placementId);
      },
      checkSpam: ({ url, pinId }) =>
        api.checkOffsite({ url, check_only: true, ...(pinId ? { pin_id: pinId } : {}), ...tracking }),
      backgroundGet: ({ pin }) => void api.pingOutbound({ pin: pin.id, ...tracking }).catch(() => undefined),
      logRightClick: ({ pinId, href, slotIndex }) =>
        void api
          .logRightClick({
            pin_id: pinId,
            url: href,
            ...tracking,
            aux_data: { object_id: pinId, ...(slotIndex === undefined ? {} : { slot_index: slotIndex }) },
          })
          .catch(() => undefined),
      learnMoreHref: SPAM_POLICY_HREF,
      // §4 the quality check of logged-out visitors: the spec does not say what it checks; ours lets
      // every click through (the spam check still runs).
      qualityCheck: async () => true,
    } satisfies OutboundOptions;
  }, [api, trackingParams, interstitial]);
}

/**
 * Hide, report and unfollow through the entity store (optimistic, rolled back on failure). A hide
 * or an unfollow that fails says so in a toast (§8 a failed change rolls back; issue 18: the
 * words are ours, in pinActionsText.ts) and rejects, so the card or the closeup stays as it was.
 */
export function useFeedbackActions(): CardFeedbackActions {
  const { actions } = useEntityStore();
  const toaster = useToaster();
  return useMemo(() => {
    if (!actions) return {};
    const saying = async <T>(change: Promise<T>, text: string): Promise<T> => {
      try {
        return await change;
      } catch (error) {
        toaster.show({ text });
        throw error;
      }
    };
    return {
      onHide: async ({ pin }: { pin: Pin }) => {
        await saying(actions.hide(pin), PIN_ACTIONS_TEXT.hideFailed);
      },
      onReport: async ({ pin }: { pin: Pin }) => {
        await actions.report(pin);
      },
      onUnfollow: async ({ pin }: { pin: Pin }): Promise<UnfollowTarget> => {
        const name = personName(pin.pinner);
        await saying(actions.unfollowFromPin(pin, name), PIN_ACTIONS_TEXT.unfollowFailed(name));
        return { kind: 'user', name };
      },
    };
  }, [actions, toaster]);
}

/**
 * The save toast's Change and Organize (§2, §4): the saved-pin edit of this save,
 * /pin/{saved id}/repin/?isEditingPin=true&pinBoardId=…&isFromToast=true&originalPinId={pin}.
 */
export function useEditSave() {
  const navigate = useNavigate();
  return useCallback(
    ({ pin, result }: { pin: Pin; result: RepinResult }) =>
      void navigate(
        savedPinEditPath({
          pinId: result.id,
          pinBoardId: result.board?.id ?? null,
          isFromToast: true,
          originalPinId: pin.id,
        }),
      ),
    [navigate],
  );
}

/**
 * The login prompt's words (§1 "a login or signup prompt", §6 the limited-login prompt on mobile;
 * the spec gives no text: ours). `text` and `action` are the desktop toast's; `limited` the mobile
 * sheet's, with what logging in gives for each §6 action.
 */
export const LOGIN_PROMPT_TEXT = {
  text: 'Log in to save pins, follow people and comment.',
  action: 'Log in',
  limited: {
    heading: 'Log in to continue',
    logIn: 'Log in',
    signUp: 'Sign up',
    because: {
      follow: 'Log in or sign up to follow people, boards and topics.',
      save: 'Log in or sign up to save this Pin to one of your boards.',
      send: 'Log in or sign up to send Pins to your friends.',
      edit: 'Log in or sign up to edit your Pins.',
      hide: 'Log in or sign up to hide Pins and tune your home feed.',
      create: 'Log in or sign up to create your own Pins.',
      shareProfile: 'Log in or sign up to share your profile.',
      createBoard: 'Log in or sign up to create boards for your ideas.',
      default: 'Log in or sign up to save pins, follow people and comment.',
    } satisfies Record<LoginPromptAction | 'default', string>,
  },
} as const;

/**
 * A logged-out visitor's Save, Follow, Send, Edit, Hide, Create, Share profile or Create board
 * (§1, §6). On a phone (below the site's md breakpoint, as the grids) the limited-login sheet with
 * Log in / Sign up links that bring the visitor back (afterLogin.ts); elsewhere a toast whose Log in
 * goes to the login page with the same way back.
 */
export function useLoginPrompt() {
  const toaster = useToaster();
  const navigate = useNavigate();
  const phone = usePhone();
  const openSheet = useContext(LoginPromptContext);
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  // A button's onPress may be the prompt itself: its press event asks for nothing in particular.
  return (asked?: LoginPromptRequest | PressEvent) => {
    const request = asked && 'pointerType' in asked ? undefined : asked;
    const redirect = {
      here,
      ...(request?.action ? { action: request.action } : {}),
      ...(request?.pin ? { pinId: request.pin.id } : {}),
      ...(request?.boardUrl ? { boardUrl: request.boardUrl } : {}),
    };
    if (phone && openSheet) {
      openSheet(redirect);
      return;
    }
    toaster.show({
      text: LOGIN_PROMPT_TEXT.text,
      action: { label: LOGIN_PROMPT_TEXT.action, onPress: () => void navigate(loginLinks(redirect).logIn) },
    });
  };
}
