import { adReasons, adTargetingSummary, type Pin } from '@tessera/model';
import { Modal, Text } from '@tessera/ui';
import styled from 'styled-components';
import { OPTIONS_MENU_TEXT } from './OptionsMenu.tsx';

const List = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space[4]}px;
`;

export interface AdReasonsModalProps {
  pin: Pin;
  isOpen: boolean;
  onDismiss: () => void;
}

/**
 * The ad-reasons modal (§2, §6, §8): why the ad shows (the model's adReasons: promoter or
 * partnership, partner personalization) and the targeting summary (§5, up to 4 matched fields; the
 * spec gives no wording for the fields, so each is shown by its name and value).
 */
export function AdReasonsModal({ pin, isOpen, onDismiss }: AdReasonsModalProps) {
  const reasons = adReasons(pin);
  const summary = adTargetingSummary(pin.adTargetingAttribution);
  return (
    <Modal
      isOpen={isOpen}
      onDismiss={onDismiss}
      heading={OPTIONS_MENU_TEXT.whyThisAd}
      size="sm"
      data-testid="ad-reasons"
    >
      <List>
        {reasons.map((reason) => (
          <li key={reason}>
            <Text>{reason}</Text>
          </li>
        ))}
        {summary.map(([field, value]) => (
          <li key={field} data-testid="ad-targeting">
            <Text color="subtle">{value === true ? field : `${field}: ${value}`}</Text>
          </li>
        ))}
      </List>
    </Modal>
  );
}
