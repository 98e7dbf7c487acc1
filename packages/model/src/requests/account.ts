/**
 * The account pages' calls (issue 14: /settings, /appealed-pin/, /reports-and-violations/,
 * /age-appeal, /secure/panic). The spec names no call for them: these are ours, with the same
 * discipline as the §7 ones (the mock validates with them, a 400 names the field). The other
 * account pages' calls (password reset, email, OAuth) are in accountPages.ts.
 */
import * as z from 'zod/mini';
import '../zodMessages.ts';
import { IdSchema, TextSchema } from './fields.ts';
import { PasswordSchema } from './v3.ts';

/** Where an appeal (pin or age) is: ours. */
export const APPEAL_STATUSES = ['in_review', 'approved', 'rejected'] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

/** The longest reason of a pin appeal (not in the spec: ours). */
export const APPEAL_REASON_MAX = 500;

/** Create PinAppealResource: appeal a decision about one of the viewer's pins. */
export const PinAppealCreateOptionsSchema = z.object({
  pin_id: IdSchema,
  reason: TextSchema.check(z.maxLength(APPEAL_REASON_MAX, `must be at most ${APPEAL_REASON_MAX} characters`)),
});

/** The earliest birth year an age appeal takes (not in the spec: ours). */
export const BIRTH_YEAR_MIN = 1900;

/** Today's date, YYYY-MM-DD (UTC). */
const today = () => new Date().toISOString().slice(0, 10);

/** A birthdate: a real calendar day, YYYY-MM-DD, from BIRTH_YEAR_MIN up to today. */
export const BirthdateSchema = z
  .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be a date') })
  .check(
    z.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)'),
    z.refine((text) => {
      const date = new Date(`${text}T00:00:00Z`);
      return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
    }, 'must be a real date'),
    z.refine((text) => Number(text.slice(0, 4)) >= BIRTH_YEAR_MIN, `must be in ${BIRTH_YEAR_MIN} or later`),
    z.refine((text) => text <= today(), 'must not be in the future'),
  );

/** Create AgeAppealResource (/age-appeal): the viewer's birthdate. */
export const AgeAppealCreateOptionsSchema = z.object({ birthdate: BirthdateSchema });

/** Create AccountLockdownResource (/secure/panic): every session of the viewer ends; a new password. */
export const AccountLockdownOptionsSchema = z.object({ new_password: PasswordSchema });
