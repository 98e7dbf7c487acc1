import { messages } from '@tessera/model';
import { UNAVAILABLE_PIN_HEIGHT } from '@tessera/tokens';
import { FeedbackText, FeedbackTitle, UnavailableBox } from './Overlays.styles.ts';

export interface UnavailablePinProps {
  /** The creator removed the pin: "Removed by the creator" under "Unavailable". */
  removedByCreator?: boolean;
  /** The whole screen (a closeup) instead of a card of UNAVAILABLE_PIN_HEIGHT (§2). */
  fullScreen?: boolean;
  /** Card width; default fills its column. */
  width?: number;
}

/** The unavailable-pin placeholder (§2): "Unavailable" / "Removed by the creator", card height 314 or full screen. */
export function UnavailablePin({ removedByCreator = false, fullScreen = false, width }: UnavailablePinProps) {
  return (
    <UnavailableBox
      $fullScreen={fullScreen}
      data-testid="unavailable-pin"
      style={fullScreen ? undefined : { height: UNAVAILABLE_PIN_HEIGHT, ...(width ? { width } : {}) }}
    >
      <FeedbackTitle>{messages.unavailable}</FeedbackTitle>
      {removedByCreator ? <FeedbackText>{messages.removedByCreator}</FeedbackText> : null}
    </UnavailableBox>
  );
}
