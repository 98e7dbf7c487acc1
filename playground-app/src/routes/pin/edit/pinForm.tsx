/**
 * What the pin's edit forms (PinEditPage, and repin/'s RepinPage and SavedPinEditPage) share: a
 * save that runs one call at a time, says the toast and goes back, or keeps everything typed and
 * says why; and a delete that asks first (§8 Pin deleted! or Sorry! There was an error deleting
 * your Pin.).
 */
import { messages } from '@tessera/model';
import { useToaster } from '@tessera/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import {
  ConfirmDelete as AskedDelete,
  type DeleteFlow,
  useDeleteFlow,
} from '../../../shared/ConfirmDelete.tsx';
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
 * Deleting a pin (or the viewer's save of it) by `intent` (an entity intent: the pin reads unsaved
 * at once and comes back on a failure), asked first (shared/ConfirmDelete.tsx): then §8 Pin
 * deleted! and on to `after`, or §8's error and the page stays.
 */
export function usePinDelete(intent: () => Promise<unknown>, after: string) {
  const toaster = useToaster();
  const navigate = useNavigate();
  return useDeleteFlow(
    async () => {
      await intent();
      toaster.show({ text: messages.pinDeleted });
      navigate(after);
    },
    () => toaster.show({ text: messages.deleteError }),
  );
}

/** The question before a delete: Delete, or Keep. */
export function ConfirmDelete(props: { flow: DeleteFlow; heading: string; body: string }) {
  return <AskedDelete {...props} deleteLabel={PIN_EDIT_TEXT.delete} keepLabel={PIN_EDIT_TEXT.keep} />;
}
