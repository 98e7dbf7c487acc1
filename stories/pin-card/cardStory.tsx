/**
 * What every pin card story file starts from (PinCard, Overlays, Save, Visitors, Hover and focus,
 * SaveButton, the localisation and save-flow pages): the frame a saving card needs, the sample
 * card's args, and Controls whose callbacks are actions, never a "Set object" field (issue 17).
 */
import type { OnSave, OnUnsave, PinCardProps } from '@tessera/pin-card';
import { ToasterProvider } from '@tessera/ui';
import type { ReactNode } from 'react';
import { fn } from 'storybook/test';
import { board, pin, repinResult } from './fixtures.ts';
import { StoryEntityStore } from './storyStore.tsx';

/** The stories' entity store and the toaster a save answers in. */
export const cardDecorators = [
  (Story: () => ReactNode) => (
    <StoryEntityStore>
      <ToasterProvider>{Story()}</ToasterProvider>
    </StoryEntityStore>
  ),
];

/** A save answered as the API answers it, and an unsave that succeeds. */
export const saveArgs = {
  onSave: fn<OnSave>(async ({ pin: saved, board: target }) => repinResult(saved, target)),
  onUnsave: fn<OnUnsave>(async () => undefined),
};

/**
 * Callbacks the card only calls (it looks the same with or without them): given to every story as
 * storybook/test spies, so the Actions panel logs each call with its arguments.
 */
export const cardActions = {
  onLoginPrompt: fn(),
  onClickthrough: fn(),
  onImpression: fn(),
  onCarouselSlotImpression: fn(),
  onCarouselSwipe: fn(),
  onRenderError: fn(),
} satisfies Partial<PinCardProps>;

const NOT_GIVEN = 'not given';
const ACTION = 'action';

/**
 * A callback whose presence changes the card (onSend adds Send to the overlay, onHide adds Hide to
 * the options menu…): a choice between leaving it out, as the story does, and an action.
 */
function optionalAction(action: ReturnType<typeof fn>) {
  return {
    control: 'inline-radio' as const,
    options: [NOT_GIVEN, ACTION],
    mapping: { [NOT_GIVEN]: undefined, [ACTION]: action },
  };
}

export const cardArgTypes = {
  onSend: optionalAction(fn().mockName('onSend')),
  onOptions: optionalAction(fn().mockName('onOptions')),
  onSignupUpsell: optionalAction(fn().mockName('onSignupUpsell')),
  onHide: optionalAction(fn(async () => undefined).mockName('onHide')),
  onReport: optionalAction(fn(async () => undefined).mockName('onReport')),
  onUnfollow: optionalAction(
    fn(async () => ({ kind: 'user' as const, name: 'Quinn Abara' })).mockName('onUnfollow'),
  ),
  // Not controls here: they change nothing on an image pin of a logged-in viewer. PinCard's
  // VideoAutoplay story offers autoplayVideo, Overlays' LoggedOutContextMenu offers desktop.
  desktop: { control: false },
  autoplayVideo: { control: false },
} as const;

/** The sample pin saved to the sample board, its image loaded at once at density 1. */
export const cardArgs = {
  ...cardActions,
  pin,
  saveTarget: board,
  imageLoading: 'eager' as const,
  devicePixelRatio: 1,
  ...saveArgs,
};
