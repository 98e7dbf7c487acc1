/**
 * Field schemas shared by the request schemas of §7: ids, flags and JSON text as callers really
 * send them (ids as strings or numbers, flags as booleans or 'true'/'false', JSON as text).
 */
import * as z from 'zod/mini';
import '../zodMessages.ts';
import { hasUnsafeLink, isHttpUrl } from '../urls.ts';

/**
 * The id rule, once: an entity id is a string of digits (§3 ids are numeric strings such as
 * "700000000000007919"), at most MAX_ID_DIGITS long. Anything else — `__proto__`, `constructor`,
 * names, paths — is refused before any lookup, so no request can reach a record by a made-up key.
 */
export const MAX_ID_DIGITS = 32;
export const ID_PATTERN = /^[0-9]+$/;
export const isEntityId = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= MAX_ID_DIGITS && ID_PATTERN.test(value);

/** An entity id: a digit string, or a whole number (sent as a number by some callers); output is a string. */
const StringIdSchema = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'must not be empty'),
    z.maxLength(MAX_ID_DIGITS, 'is too long'),
    z.regex(ID_PATTERN, 'must be an id (digits only)'),
  );

/** zod's own text for a missing field or a wrong type in a union is "Invalid input": say what is wanted. */
const expected = (what: string) => (issue: { input?: unknown }) =>
  issue.input === undefined ? 'is required' : `must be ${what}`;

export const IdSchema = z.union(
  [
    StringIdSchema,
    z.pipe(
      z
        .number()
        .check(
          z.int('must be a whole number'),
          z.nonnegative('must not be negative'),
          z.lte(Number.MAX_SAFE_INTEGER, 'must be a safe integer'),
        ),
      z.transform(String),
    ),
  ],
  { error: expected('an id: a string or a whole number') },
);

/** A yes/no option: true/false, or the text 'true'/'false' (query strings). */
export const FlagSchema = z.union(
  [
    z.boolean(),
    z.pipe(
      z.enum(['true', 'false']),
      z.transform((v) => v === 'true'),
    ),
  ],
  {
    error: expected('true or false'),
  },
);

/** Text that must parse as JSON (§7 aux_data, extra_context, client_tracking_params...). An object is accepted too. */
export const JsonTextSchema = z.union(
  [
    z.string().check(
      z.refine((text) => {
        try {
          JSON.parse(text);
          return true;
        } catch {
          return false;
        }
      }, 'must be JSON text'),
    ),
    z.record(z.string(), z.unknown()),
  ],
  { error: expected('JSON text') },
);

/** A list of ids, or the same as comma-separated text. */
export const IdListSchema = z.union(
  [
    z.array(IdSchema).check(z.minLength(1, 'must not be empty'), z.maxLength(500, 'has too many ids')),
    z.pipe(
      z.pipe(
        z.string().check(z.trim(), z.minLength(1, 'must not be empty')),
        z.transform((text) => text.split(',').map((id) => id.trim())),
      ),
      z.array(StringIdSchema).check(z.maxLength(500, 'has too many ids')),
    ),
  ],
  { error: expected('a list of ids') },
);

/** A page size: a whole number from 1 to 100 (text digits accepted). */
export const MAX_RESOURCE_PAGE_SIZE = 100;
export const PageSizeSchema = z.coerce
  .number('must be a number')
  .check(
    z.int('must be a whole number'),
    z.gte(1, 'must be at least 1'),
    z.lte(MAX_RESOURCE_PAGE_SIZE, `must be at most ${MAX_RESOURCE_PAGE_SIZE}`),
  );

/** Free text that is present and not blank. */
export const TextSchema = z.string().check(z.trim(), z.minLength(1, 'must not be empty'));

/** `field_set_key`: which fields the caller wants (the mock answers the full entity for any). */
export const FieldSetKeySchema = z.optional(z.string().check(z.maxLength(64)));

/**
 * One readable message for a failed parse: `where: path: problem; path: problem` (at most 3),
 * so a 400 says exactly which option is wrong.
 */
export function describeIssues(where: string, error: z.core.$ZodError): string {
  const parts = error.issues.slice(0, 3).map((issue) => {
    const path = issue.path.map(String).join('.');
    // zod says "expected string, received undefined" for a missing field: say it plainly.
    const message =
      issue.code === 'invalid_type' && issue.message.endsWith('received undefined')
        ? 'is required'
        : issue.message;
    return path ? `${path}: ${message}` : message;
  });
  const more = error.issues.length > 3 ? ` (and ${error.issues.length - 3} more)` : '';
  return `Invalid ${where}: ${parts.join('; ')}${more}`;
}

/**
 * The other way round of `describeIssues`: the message of each field in a 400's text
 * ("Invalid … request: first_name: must be …; about: …"), by field name, for a form's inline
 * errors. Text that names no field gives {}.
 */
export function issuesByField(message: string): Record<string, string> {
  const start = message.indexOf(': ');
  if (!message.startsWith('Invalid ') || start < 0) return {};
  const out: Record<string, string> = {};
  for (const part of message
    .slice(start + 2)
    .replace(/ \(and \d+ more\)$/, '')
    .split('; ')) {
    const match = /^([A-Za-z_][\w.]*): (.+)$/.exec(part);
    if (match?.[1] && match[2] && !Object.hasOwn(out, match[1])) out[match[1]] = match[2];
  }
  return out;
}

/** §5 a pin's link (and an image URL): an http or https URL, nothing else (no `javascript:`, `data:`…). */
export const HttpUrlSchema = z
  .url('must be a URL')
  .check(z.refine(isHttpUrl, 'must be an http or https URL'));

/** Free text people write (descriptions, messages): no link with an unsafe scheme in it. */
export const SafeTextSchema = z
  .string()
  .check(
    z.refine(
      (text) => !hasUnsafeLink(text),
      'must not contain a javascript:, vbscript:, data: or file: link',
    ),
  );
