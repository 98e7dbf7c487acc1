/**
 * The rules of a form's errors, one home for the site:
 *
 * - validation runs on submit (the model's schema speaks: "Password must be at least 6
 *   characters", the field's label then the issue's message); each field with a problem shows it
 *   under itself and the first one takes focus; the typed values stay as they are;
 * - a 400 that names fields (the mock's "Invalid signup: email: must be …", read back with the
 *   model's `issuesByField`) puts each message under its field the same way;
 * - any other refusal says the server's message (§8: else "Sorry! Something went wrong on our end.").
 */
import { isResourceRequestError } from '@tessera/api';
import { issuesByField, messages } from '@tessera/model';
import { useEffect, useRef, useState } from 'react';
import type * as z from 'zod/mini';

/** The inline errors of a form, by field. */
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

/** §8: the server's message, else `fallback` ("Sorry! Something went wrong on our end."). */
export function serverMessage(error: unknown, fallback: string = messages.saveError): string {
  return isResourceRequestError(error) && error.message ? error.message : fallback;
}

/**
 * The messages of the model's schema for `values`, each after its field's label ("First name must
 * be at most 30 characters"); the first issue of a field is kept; only the fields in `labels`.
 */
export function schemaErrors<K extends string>(
  schema: z.ZodMiniType,
  values: unknown,
  labels: Record<K, string>,
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  const result = schema.safeParse(values);
  if (!result.success) {
    for (const issue of result.error.issues) {
      const key = String(issue.path[0]) as K;
      if (Object.hasOwn(labels, key) && errors[key] === undefined)
        errors[key] = `${labels[key]} ${issue.message}`;
    }
  }
  return errors;
}

/**
 * The inline errors of a form of text values: an empty required field says so (`required`), then
 * the schema speaks for the rest (blank values are left out of what it reads).
 */
export function fieldErrors<K extends string>(
  schema: z.ZodMiniType,
  values: Readonly<Record<string, string>>,
  labels: Record<K, string>,
  required: Partial<Record<K, string>>,
): FieldErrors<K> {
  const errors: FieldErrors<K> = {};
  for (const [key, message] of Object.entries(required) as [K, string][]) {
    if ((values[key] ?? '').trim() === '') errors[key] = message;
  }
  const body = Object.fromEntries(Object.entries(values).filter(([, v]) => v.trim() !== ''));
  const fromSchema = schemaErrors(schema, body, labels);
  for (const key of Object.keys(fromSchema) as K[]) errors[key] ??= fromSchema[key];
  return errors;
}

/**
 * The fields a refusal names (a 400 of the server), each after its label; {} when it names none of
 * `labels` (then the form says serverMessage).
 */
export function refusedFields<K extends string>(error: unknown, labels: Record<K, string>): FieldErrors<K> {
  if (!isResourceRequestError(error) || error.http_status !== 400) return {};
  const errors: FieldErrors<K> = {};
  for (const [key, message] of Object.entries(issuesByField(error.message))) {
    if (Object.hasOwn(labels, key)) errors[key as K] = `${labels[key as K]} ${message}`;
  }
  return errors;
}

/** The first field (in the form's order) that has an error, for focus. */
export function firstInvalid<K extends string>(order: readonly K[], errors: FieldErrors<K>): K | undefined {
  return order.find((key) => errors[key] !== undefined);
}

/**
 * After a refused submit, focus goes to the first control marked invalid in the form, so the
 * keyboard and a screen reader land on what to fix (its error is its description). Call
 * `refused()` after setting the errors; the form takes `ref`.
 */
export function useFocusFirstInvalid() {
  const ref = useRef<HTMLFormElement>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (attempt > 0) ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [attempt]);
  return { ref, refused: () => setAttempt((n) => n + 1) };
}
