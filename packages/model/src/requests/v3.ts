/**
 * The v3 REST calls of §7, the event log and the session calls: their query or body schemas, and
 * the deep-link rule (secret keys stripped from current_page_url).
 */
import * as z from 'zod/mini';
import '../zodMessages.ts';
import { FIRST_NAME_MAX } from '../limits.ts';
import { isSameSitePath } from '../urls.ts';
import { FlagSchema, IdSchema, JsonTextSchema, TextSchema } from './fields.ts';

const UrlSchema = z.url('must be a URL');

/** §7 /v3/offsite/ spam check and right-click log: pin_id or third_party_ad, url, check_only... */
export const OffsiteRequestSchema = z
  .object({
    pin_id: z.optional(IdSchema),
    third_party_ad: z.optional(FlagSchema),
    url: UrlSchema,
    check_only: z._default(FlagSchema, true),
    aux_data: z.optional(JsonTextSchema),
    client_tracking_params: z.optional(z.string()),
  })
  .check(
    z.refine((o) => o.pin_id !== undefined || o.third_party_ad === true, {
      message: 'is required (or third_party_ad true)',
      path: ['pin_id'],
    }),
  );

/** The redirect statuses of the spam check (§4: blocked, suspicious, porn block; other allows). */
export const OFFSITE_STATUSES = ['allowed', 'blocked', 'suspicious', 'porn'] as const;
export type OffsiteStatus = (typeof OFFSITE_STATUSES)[number];

/** §7 PUT /v3/experiences/{placementId}%3A{experienceId}/trigger/: optional extra_context JSON string. */
export const ExperienceTriggerRequestSchema = z.object({ extra_context: z.optional(JsonTextSchema) });

/** §7 PUT /v3/search/{pinId}/hide/ or /unhide/: query, pin_type. */
export const SearchHideRequestSchema = z.object({
  query: TextSchema.check(z.maxLength(200)),
  pin_type: z.optional(z.string().check(z.maxLength(32))),
});

/** §7 /v3/register/exists/: data email. */
export const RegisterExistsRequestSchema = z.object({ email: z.email('must be an email address') });

/** §7 GET outbound link (background ping): pin, client_tracking_params. */
export const OutboundRequestSchema = z.object({
  pin: IdSchema,
  client_tracking_params: z.optional(z.string()),
});

export const ATTRIBUTION_SOURCE_TYPES = ['click', 'view'] as const;

/** §7 GET attribution source (product host). */
export const AttributionSourceRequestSchema = z.object({
  source_event_id: IdSchema,
  destination: z.pipe(
    z.pipe(
      z.string(),
      z.transform((text, ctx) => {
        try {
          const value: unknown = JSON.parse(text);
          if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string'))
            return value as string[];
        } catch {
          // reported below
        }
        ctx.issues.push({ code: 'custom', message: 'must be a JSON list of origins', input: text });
        return z.NEVER;
      }),
    ),
    z.array(UrlSchema),
  ),
  expiry: z.coerce.number().check(z.int(), z.positive('must be a positive number of seconds')),
  priority: z.coerce.number().check(z.int(), z.nonnegative()),
  source_event_type: z.enum(ATTRIBUTION_SOURCE_TYPES),
  advertiser_id: z.optional(IdSchema),
  campaign_id: z.optional(IdSchema),
  hostname: z.optional(z.string().check(z.maxLength(253))),
});

/** §7 deep link navigation: query keys stripped from current_page_url. */
export const DEEPLINK_SECRET_KEYS = [
  'access_token',
  'new_password',
  'new_password_confirm',
  'password',
  'next',
] as const;

/** current_page_url without the secret query keys of §7 (relative URLs stay relative). */
export function stripSecretQuery(url: string): string {
  const parsed = new URL(url, 'http://relative.invalid');
  for (const key of DEEPLINK_SECRET_KEYS) parsed.searchParams.delete(key);
  const relative = parsed.origin === 'http://relative.invalid';
  return relative ? `${parsed.pathname}${parsed.search}${parsed.hash}` : parsed.toString();
}

/** §7 deep link navigation query. */
export const DeeplinkRequestSchema = z.object({
  deeplink_path: z.string().check(z.refine(isSameSitePath, 'must be a path on this site (one leading /)')),
  current_page_url: z.optional(
    z.string().check(
      z.minLength(1),
      z.refine((url) => URL.canParse(url, 'http://relative.invalid'), 'must be a URL or a path'),
    ),
  ),
  install_id: z.optional(z.string().check(z.maxLength(128))),
  utm_source: z.optional(z.string().check(z.maxLength(128))),
  utm_medium: z.optional(z.string().check(z.maxLength(128))),
  app_upsell_type: z.optional(z.string().check(z.maxLength(64))),
});

/** §7 event logging fields. */
export const LoggedEventSchema = z.object({
  event_type: z.number().check(z.int(), z.nonnegative()),
  view_type: z.optional(z.number().check(z.int(), z.nonnegative())),
  view_parameter: z.optional(z.number().check(z.int(), z.nonnegative())),
  component: z.optional(z.number().check(z.int(), z.nonnegative())),
  element: z.optional(z.number().check(z.int(), z.nonnegative())),
  object_id_str: z.optional(z.string().check(z.maxLength(128))),
  event_data: z.optional(z.record(z.string(), z.unknown())),
  aux_data: z.optional(z.record(z.string(), z.unknown())),
  clientTrackingParams: z.optional(z.string()),
});
export type LoggedEvent = z.infer<typeof LoggedEventSchema>;
export const MAX_EVENTS_PER_REQUEST = 100;
export const EventBatchSchema = z.object({
  events: z
    .array(LoggedEventSchema)
    .check(z.minLength(1, 'must not be empty'), z.maxLength(MAX_EVENTS_PER_REQUEST)),
});

/** A username (signup, settings): not in the spec, the mock's rule. */
export const UsernameSchema = z
  .string()
  .check(z.regex(/^[a-z0-9_]{3,30}$/, 'must be 3 to 30 lowercase letters, digits or _'));
/** A new password (signup, /secure/panic): not in the spec, the mock's rule. */
export const PasswordSchema = z
  .string()
  .check(z.minLength(6, 'must be at least 6 characters'), z.maxLength(128));
/** The longest "about" text of a profile (not in the spec: ours). */
export const ABOUT_MAX = 500;

/** Session calls of the mock (login, signup). */
export const LoginRequestSchema = z.object({
  username_or_email: TextSchema.check(z.maxLength(254)),
  password: z.string().check(z.minLength(1, 'must not be empty'), z.maxLength(128)),
});
export const SignupRequestSchema = z.object({
  email: z.email('must be an email address'),
  password: PasswordSchema,
  username: z.optional(UsernameSchema),
  first_name: z.optional(
    TextSchema.check(z.maxLength(FIRST_NAME_MAX, `must be at most ${FIRST_NAME_MAX} characters`)),
  ),
});

/** POST /v3/users/me/ (purpose not shown in §7: the mock updates the viewer's settings). */
export const UsersMeUpdateSchema = z.object({
  first_name: z.optional(
    TextSchema.check(z.maxLength(FIRST_NAME_MAX, `must be at most ${FIRST_NAME_MAX} characters`)),
  ),
  full_name: z.optional(TextSchema.check(z.maxLength(60))),
  country: z.optional(z.string().check(z.regex(/^[A-Z]{2}$/, 'must be a country code'))),
  gender: z.optional(z.string().check(z.maxLength(32))),
  // /settings (issue 14): the profile's username and about, and the privacy flags.
  username: z.optional(UsernameSchema),
  about: z.optional(
    z.string().check(z.trim(), z.maxLength(ABOUT_MAX, `must be at most ${ABOUT_MAX} characters`)),
  ),
  exclude_from_search: z.optional(FlagSchema),
  isFirstPartyAdPersonalizationEnabled: z.optional(FlagSchema),
  isThirdPartyAdPersonalizationEnabled: z.optional(FlagSchema),
});
/** What POST /v3/users/me/ takes (as a caller sends it). */
export type UsersMeUpdate = z.input<typeof UsersMeUpdateSchema>;
