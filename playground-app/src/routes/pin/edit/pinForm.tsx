/**
 * What the pin's edit forms (PinEditPage, and repin/'s RepinPage and SavedPinEditPage) share: a
 * save that runs one call at a time, says the toast and goes back, or keeps everything typed and
 * says why; and a delete that asks first (§8 Pin deleted! or Sorry! There was an error deleting
 * your Pin.).
 */
import { savedChanges, useEntityStore, write } from '@tessera/api';
import { messages, type Pin } from '@tessera/model';
import { ModalAlert, Text, useToaster } from '@tessera/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { PIN_EDIT_TEXT } from './pinEditText.ts';

/** Why a call failed, in words for people (the server's message when it gave one). */
export function failureText(error: unknown): string {
  return error instanceof Error && error.message ? error.message : messages.saveError;
}

/**
 * The form's save: `save(call, failed)` runs `call` (which answers the toast's words), then shows
 * the toast and goes to `back`; a refusal is `refused` (`failed` of the server's words, or the
 * generic save error) and the form stays as typed. The caller checks `busy` before it validates.
 */
export function usePinSave(back: string) {
  const toaster = useToaster();
  const navigate = useNavigate();
  const [refused, setRefused] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const save = async (call: () => Promise<string>, failed: (why: string) => string) => {
    setRefused(null);
    setBusy(true);
    try {
      toaster.show({ text: await call() });
      navigate(back);
    } catch (error) {
      setRefused(failed(failureText(error)));
      setBusy(false);
    }
  };
  return { refused, setRefused, busy, save };
}

/**
 * Deleting `pin` (or the viewer's save of it) by `call` once asked: `ask` opens the question, the
 * dialog (`ConfirmDelete`) deletes; then §8 Pin deleted! and on to `after`, or §8's error and the
 * page stays.
 */
export function usePinDelete(pin: Pin, call: () => Promise<unknown>, after: string) {
  const { store } = useEntityStore();
  const toaster = useToaster();
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = async () => {
    setConfirming(false);
    setDeleting(true);
    try {
      await call();
      write(store, savedChanges(store, pin, null));
      toaster.show({ text: messages.pinDeleted });
      navigate(after);
    } catch {
      toaster.show({ text: messages.deleteError });
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

/** The question before a delete: Delete, or Keep. */
export function ConfirmDelete({
  flow,
  heading,
  body,
}: {
  flow: ReturnType<typeof usePinDelete>;
  heading: string;
  body: string;
}) {
  return (
    <ModalAlert
      isOpen={flow.confirming}
      onDismiss={flow.dismiss}
      heading={heading}
      primaryAction={{ label: PIN_EDIT_TEXT.delete, onPress: flow.remove }}
      secondaryAction={{ label: PIN_EDIT_TEXT.keep, onPress: flow.dismiss }}
    >
      <Text>{body}</Text>
    </ModalAlert>
  );
}
