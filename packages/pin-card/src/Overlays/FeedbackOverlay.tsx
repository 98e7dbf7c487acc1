import { buildPath, feedbackName, messages } from '@tessera/model';
import { FeedbackLayer, FeedbackLink, FeedbackText, FeedbackTitle } from './Overlays.styles.ts';

/** What the viewer's feedback on a pin did (§4 feedback status, §8 texts). */
export type PinFeedback =
  | { kind: 'reported' }
  | { kind: 'unfollowed'; target: 'topic' | 'user' | 'board'; name: string }
  | { kind: 'hidden'; promoterName?: string | undefined };

const UNFOLLOW_TEXT = {
  topic: messages.unfollowTopic,
  user: messages.unfollowUser,
  board: messages.unfollowBoard,
} as const;

/** The overlay's heading and text for a feedback (§8), names cut to 32 (§5). */
export function feedbackTexts(feedback: PinFeedback): { title: string | null; text: string; tune: boolean } {
  switch (feedback.kind) {
    case 'reported':
      return { title: messages.reported, text: messages.reportedThanks, tune: true };
    case 'unfollowed':
      return { title: null, text: UNFOLLOW_TEXT[feedback.target](feedbackName(feedback.name)), tune: true };
    case 'hidden':
      return {
        title: messages.pinHiddenTitle,
        text: feedback.promoterName
          ? messages.promotedHideText(feedbackName(feedback.promoterName))
          : messages.pinHiddenText,
        tune: false,
      };
  }
}

export interface FeedbackOverlayProps {
  feedback: PinFeedback;
}

/**
 * The overlay a card shows after feedback (§2 Reported overlay, unfollow overlay, hide): fades in
 * over the image (§4), announced politely, with the "Tune your home feed" link (§2 /edit) after a
 * report or an unfollow.
 */
export function FeedbackOverlay({ feedback }: FeedbackOverlayProps) {
  const { title, text, tune } = feedbackTexts(feedback);
  return (
    <FeedbackLayer role="status" data-testid="feedback-overlay" data-feedback={feedback.kind}>
      {title ? <FeedbackTitle>{title}</FeedbackTitle> : null}
      <FeedbackText>{text}</FeedbackText>
      {tune ? <FeedbackLink href={buildPath('tuneHomeFeed')}>{messages.tuneHomeFeed}</FeedbackLink> : null}
    </FeedbackLayer>
  );
}
