/**
 * The account calls of the mock that §7 does not show (issue 14's account pages: business sign-up,
 * password reset and change, email preferences, the user survey, a new verification link, OAuth
 * consent). Their rules are ours; the messages are what the forms show after the field's label.
 */
import * as z from 'zod/mini';
import '../zodMessages.ts';
import { safeHttpUrl } from '../urls.ts';
import { FlagSchema, TextSchema } from './fields.ts';
import { BusinessAccountCreateOptionsSchema } from './resources.ts';
import { SignupRequestSchema } from './v3.ts';

/**
 * POST /v3/register/: the sign-up of §7 plus, from /signup/sso-business-account/…, the business name
 * (the rule of /business/convert's), which becomes the profile's full name.
 */
export const RegisterRequestSchema = z.extend(SignupRequestSchema, {
  business_name: z.optional(BusinessAccountCreateOptionsSchema.shape.business_name),
});

/** POST /v3/password/reset/: the email to send a reset link to. */
export const PasswordResetRequestSchema = z.object({ email: z.email('must be an email address') });

/**
 * POST /v3/password/change/ (§2 /pw/{username}): the current password, then a new one typed twice.
 * The spec gives no rule; ours (issue 32): a change needs the current password, so a session
 * someone else holds (a shared computer, a stolen cookie) cannot lock the owner out. A wrong one
 * is a 400 naming `current_password` (PASSWORD_NOT_RIGHT), shown on that field; nothing changes.
 */
export const PasswordChangeRequestSchema = z
  .object({
    username: TextSchema.check(z.maxLength(30)),
    current_password: z
      .string({ error: (issue) => (issue.input === undefined ? 'is required' : 'must be text') })
      .check(z.minLength(1, 'is required'), z.maxLength(128)),
    new_password: SignupRequestSchema.shape.password,
    new_password_confirm: z.string().check(z.maxLength(128)),
  })
  .check(
    z.refine((o) => o.new_password === o.new_password_confirm, {
      message: 'must be the same as the new password',
      path: ['new_password_confirm'],
    }),
  );

/** What a password change with a wrong current password answers, after the field's name. */
export const PASSWORD_NOT_RIGHT = 'is not right';

/** The emails a viewer may turn on or off (§2 /email/subscription; ours). */
export const EMAIL_SUBSCRIPTION_KINDS = ['activity', 'boards', 'recommendations', 'news'] as const;
export type EmailSubscriptionKind = (typeof EMAIL_SUBSCRIPTION_KINDS)[number];
export type EmailSubscriptions = Record<EmailSubscriptionKind, boolean>;

/** PUT /v3/email/subscription/: any of the kinds, true or false. */
export const EmailSubscriptionUpdateSchema = z.strictObject(
  Object.fromEntries(EMAIL_SUBSCRIPTION_KINDS.map((kind) => [kind, z.optional(FlagSchema)])) as Record<
    EmailSubscriptionKind,
    z.ZodMiniOptional<typeof FlagSchema>
  >,
);

/** The user survey's scale (§2 /email/user_survey; ours): 1 to 5. */
export const SURVEY_RATING_MAX = 5;
export const SURVEY_COMMENT_MAX = 500;

/** POST /v3/email/user_survey/: a rating and an optional comment. */
export const UserSurveyRequestSchema = z.object({
  rating: z.coerce
    .number('must be a number')
    .check(
      z.int('must be a whole number'),
      z.gte(1, `must be from 1 to ${SURVEY_RATING_MAX}`),
      z.lte(SURVEY_RATING_MAX, `must be from 1 to ${SURVEY_RATING_MAX}`),
    ),
  comment: z.optional(
    z
      .string()
      .check(z.trim(), z.maxLength(SURVEY_COMMENT_MAX, `must be at most ${SURVEY_COMMENT_MAX} characters`)),
  ),
});

/** What an app may ask for on §2 /oauth and /app-factory-oauth (ours). */
export const OAUTH_SCOPES = [
  'boards:read',
  'boards:write',
  'pins:read',
  'pins:write',
  'user_accounts:read',
] as const;
export type OAuthScope = (typeof OAUTH_SCOPES)[number];

/** The scopes of a `scope` query (comma or space separated), or null when one is unknown or none is given. */
export function parseOAuthScopes(scope: string | null | undefined): OAuthScope[] | null {
  const parts = (scope ?? '').split(/[\s,]+/).filter(Boolean);
  if (parts.length === 0) return null;
  const known = parts.filter((p): p is OAuthScope => (OAUTH_SCOPES as readonly string[]).includes(p));
  return known.length === parts.length ? [...new Set(known)] : null;
}

/** POST /v3/oauth/authorize/: the viewer allows an app; the answer is a code for its redirect_uri. */
export const OAuthAuthorizeRequestSchema = z.object({
  client_id: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,64}$/, 'must be 1 to 64 letters, digits, - or _')),
  redirect_uri: z
    .string()
    .check(z.refine((url) => safeHttpUrl(url) !== null, 'must be an http or https URL')),
  scope: z
    .string()
    .check(
      z.refine((scope) => parseOAuthScopes(scope) !== null, `must be some of ${OAUTH_SCOPES.join(', ')}`),
    ),
  state: z.optional(z.string().check(z.maxLength(500))),
});
