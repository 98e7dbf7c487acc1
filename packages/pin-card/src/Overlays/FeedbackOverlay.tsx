import type { PinFeedback } from '@tessera/api';
import { buildPath, hideText, labels, messages, type Pin, unfollowMessage } from '@tessera/model';
import { Button } from '@tessera/ui';
import {
  FeedbackLayer,
  FeedbackLink,
  FeedbackMessage,
  FeedbackText,
  FeedbackTitle,
} from './Overlays.styles.ts';

/** What the viewer's feedback on a pin did (§4 feedback status, §8 texts): the entity store's. */
export type { PinFeedback };

/** The overlay's heading and text for a feedback (§8, the model's unfollowMessage and hideText; names cut to 32, §5). */
export function feedbackTexts(
  feedback: PinFeedback,
  pin: Partial<Pin>,
): { title: string | null; text: string; tune: boolean } {
  switch (feedback.kind) {
    case 'reported':
      return { title: messages.reported, text: messages.reportedThanks, tune: true };
    case 'unfollowed':
      return {
        title: null,
        text: unfollowMessage({ kind: feedback.target, name: feedback.name }),
        tune: true,
      };
    case 'hidden':
      return { title: messages.pinHiddenTitle, text: hideText(pin), tune: false };
  }
}

export interface FeedbackOverlayProps {
  feedback: PinFeedback;
  /** The pin (a promoted pin's hide text names its promoter). */
  pin?: Partial<Pin>;
  /** Unfollow from the Reported overlay (§4: the Unfollow button runs a feedback action). */
  onUnfollow?: (() => void) | undefined;
}

/**
 * The overlay a card shows after feedback (§2 Reported overlay, unfollow overlay, hide): fades in
 * over the image (§4), announced politely, with the "Tune your home feed" link (§2 /edit) after a
 * report or an unfollow.
 */
export function FeedbackOverlay({ feedback, pin = {}, onUnfollow }: FeedbackOverlayProps) {
  const { title, text, tune } = feedbackTexts(feedback, pin);
  return (
    <FeedbackLayer role="status" data-testid="feedback-overlay" data-feedback={feedback.kind}>
      <FeedbackMessage data-testid="feedback-message">
        {title ? <FeedbackTitle>{title}</FeedbackTitle> : null}
        <FeedbackText>{text}</FeedbackText>
        {onUnfollow && feedback.kind === 'reported' ? (
          <Button variant="secondary" size="sm" onPress={onUnfollow}>
            {labels.unfollow}
          </Button>
        ) : null}
        {tune ? <FeedbackLink href={buildPath('tuneHomeFeed')}>{messages.tuneHomeFeed}</FeedbackLink> : null}
      </FeedbackMessage>
    </FeedbackLayer>
  );
}
