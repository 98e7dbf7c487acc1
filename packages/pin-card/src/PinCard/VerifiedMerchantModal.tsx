import { Modal, Text } from '@tessera/ui';
import { VERIFIED_MERCHANT_TEXT } from './VerifiedMerchant.tsx';

/** The verified-merchant modal (§2), in a module of its own: the badge loads it when first pressed. */
export function VerifiedMerchantModal({
  name,
  isOpen,
  onDismiss,
}: {
  name: string;
  isOpen: boolean;
  onDismiss: () => void;
}) {
  return (
    <Modal isOpen={isOpen} onDismiss={onDismiss} heading={VERIFIED_MERCHANT_TEXT.label} size="sm">
      <Text>{VERIFIED_MERCHANT_TEXT.body(name)}</Text>
    </Modal>
  );
}
