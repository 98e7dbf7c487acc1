/**
 * A form whose values go to the server as typed (the settings and safety pages): `check` runs the
 * model's schema first; `submit` sends, and a 400 that names fields puts each message, after its
 * label, under its field; either way the first invalid field takes focus (after the errors show,
 * so it is heard with its error) and the form says `notSaved`; any other refusal is said in the
 * alert (serverMessage). The typed values are the page's and always stay.
 */
import { type RefObject, useState } from 'react';
import type * as z from 'zod/mini';
import {
  type FieldErrors,
  firstInvalid,
  refusedFields,
  schemaErrors,
  serverMessage,
  useFocusFirstInvalid,
} from './errors.ts';
import type { FormResultValue } from './layout.tsx';

export interface ServerForm<K extends string> {
  errors: FieldErrors<K>;
  /** The form-level result: an error the fields do not hold, or the success text. */
  alert: FormResultValue | null;
  busy: boolean;
  /** Runs `send`; on a 400 naming fields, their messages (labelled) and focus on the first. */
  submit: (send: () => Promise<unknown>, success: string | null) => Promise<boolean>;
  /**
   * Checks `values` with the model's schema before anything is sent: false (with the messages,
   * labelled, under their fields and focus on the first) when it fails; `extra` adds the page's own.
   */
  check: (schema: z.ZodMiniType, values: object, extra?: FieldErrors<K>) => boolean;
  /** The form's ref (where the first invalid field is looked for). */
  ref: RefObject<HTMLFormElement | null>;
}

/** `labels` names each field as the form shows it, in the form's order. */
export function useServerForm<K extends string>(labels: Record<K, string>, notSaved: string): ServerForm<K> {
  const [errors, setErrors] = useState<FieldErrors<K>>({});
  const [alert, setAlert] = useState<FormResultValue | null>(null);
  const [busy, setBusy] = useState(false);
  const focus = useFocusFirstInvalid();
  const order = Object.keys(labels) as K[];
  const show = (next: FieldErrors<K>) => {
    setErrors(next);
    const first = firstInvalid(order, next);
    if (first) {
      setAlert({ tone: 'error', text: notSaved });
      focus.refused();
    }
    return first !== undefined;
  };
  const check = (schema: z.ZodMiniType, values: object, extra: FieldErrors<K> = {}) => {
    const next = schemaErrors(schema, values, labels);
    for (const key of order) if (next[key] === undefined && extra[key]) next[key] = extra[key];
    return !show(next);
  };
  const submit = async (send: () => Promise<unknown>, success: string | null) => {
    if (busy) return false;
    setBusy(true);
    setAlert(null);
    try {
      await send();
      setErrors({});
      if (success) setAlert({ tone: 'success', text: success });
      return true;
    } catch (error) {
      if (!show(refusedFields(error, labels))) setAlert({ tone: 'error', text: serverMessage(error) });
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { errors, alert, busy, submit, check, ref: focus.ref };
}
