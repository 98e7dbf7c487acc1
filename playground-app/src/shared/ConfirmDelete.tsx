/**
 * A delete asked first, as the edit pages have it (a pin, a save, a board, a section): `ask` opens
 * the question; its Delete closes it and runs the delete, `deleting` while it runs (and on, as the
 * page leaves); a refusal is the page's to say, and `deleting` goes back.
 */
import { ModalAlert, Text } from '@tessera/ui';
import { useState } from 'react';

export interface DeleteFlow {
  confirming: boolean;
  deleting: boolean;
  ask: () => void;
  dismiss: () => void;
  remove: () => void;
}

/**
 * `act` deletes (null: it cannot yet, and Delete only closes the question); `onStart` runs as it
 * begins, `onFailure` with what `act` threw.
 */
export function useDeleteFlow(
  act: (() => Promise<void>) | null,
  onFailure: (error: unknown) => void,
  onStart?: () => void,
): DeleteFlow {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = async () => {
    setConfirming(false);
    if (!act) return;
    setDeleting(true);
    onStart?.();
    try {
      await act();
    } catch (error) {
      onFailure(error);
      setDeleting(false);
    }
  };
  return {
    confirming,
    deleting,
    ask: () => setConfirming(true),
    dismiss: () => setConfirming(false),
    remove: () => void remove(),
  };
}

/** The question: its heading and body, the delete's label and the label that keeps. */
export function ConfirmDelete({
  flow,
  heading,
  body,
  deleteLabel,
  keepLabel,
}: {
  flow: DeleteFlow;
  heading: string;
  body: string;
  deleteLabel: string;
  keepLabel: string;
}) {
  return (
    <ModalAlert
      isOpen={flow.confirming}
      onDismiss={flow.dismiss}
      heading={heading}
      primaryAction={{ label: deleteLabel, onPress: flow.remove }}
      secondaryAction={{ label: keepLabel, onPress: flow.dismiss }}
    >
      <Text>{body}</Text>
    </ModalAlert>
  );
}
