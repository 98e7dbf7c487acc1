import { Modal, Text, VerifiedBadge } from '@tessera/ui';
import { useState } from 'react';
import styled from 'styled-components';

/** The verified-merchant badge's words: the spec shows the badge and its modal (§2) but no text; ours. */
export const VERIFIED_MERCHANT_TEXT = {
  label: 'Verified merchant',
  body: (name: string) => `${name} is a verified merchant: their shop and products were checked.`,
} as const;

const BadgeButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: 24px;
  min-height: 24px;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  cursor: pointer;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    border-radius: ${({ theme }) => theme.radius.pill}px;
  }
`;

/** §2 the verified-merchant badge that opens its modal. */
export function VerifiedMerchant({ name }: { name: string }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <BadgeButton
        type="button"
        aria-label={VERIFIED_MERCHANT_TEXT.label}
        aria-haspopup="dialog"
        onClick={() => setOpen(true)}
        data-testid="verified-merchant"
      >
        <VerifiedBadge size="sm" />
      </BadgeButton>
      <Modal isOpen={open} onDismiss={() => setOpen(false)} heading={VERIFIED_MERCHANT_TEXT.label} size="sm">
        <Text>{VERIFIED_MERCHANT_TEXT.body(name)}</Text>
      </Modal>
    </>
  );
}
