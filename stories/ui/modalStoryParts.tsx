/**
 * What the Modal and ModalAlert stories share: queries over the whole document (a modal renders
 * in a portal, outside the story's canvas), the wait for a modal to settle, and the blocked-link
 * alert in its own state.
 */
import { BlockedLinkAlert } from '@tessera/ui';
import { useState } from 'react';
import { expect, waitFor, within } from 'storybook/test';

/** Queries over the document's body, where the modal's portal is. */
export const body = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

/** Waits until the modal has finished appearing (the mobileModal machine's `shown`), so axe sees it settled. */
export async function settled(modal: HTMLElement) {
  await waitFor(() => expect(modal.closest('[data-state]')).toHaveAttribute('data-state', 'shown'), {
    timeout: 3000,
  });
}

/** The §8 spam blocked modal, open until it is answered. */
export function BlockedLinkDemo() {
  const [open, setOpen] = useState(true);
  return (
    <BlockedLinkAlert
      isOpen={open}
      layout="dialog"
      onDismiss={() => setOpen(false)}
      serverMessage="This link goes to a site that is known for spam or unsafe content."
      hostname="spam.example"
      learnMoreHref="https://help.example/spam-policy"
    />
  );
}
