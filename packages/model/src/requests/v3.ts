/**
 * The v3 REST calls of §7, the event log and the session calls: their query or body schemas, and
 * the deep-link rule (secret keys stripped from current_page_url).
 */
import { z } from 'zod';
import { FIRST_NAME_MAX } from '../limits.ts';
import { isSameSitePath } from '../urls.ts';
import { FlagSchema, IdSchema, JsonTextSchema, TextSchema } from './fields.ts';

const UrlSchema = z.url('must be a URL');

/** §7 /v3/offsite/ spam check and right-click log: pin_id or third_party_ad, url, check_only... */
export const OffsiteRequestSchema = z
  .object({
    pin_id: IdSchema.optional(),
    third_party_ad: FlagSchema.optional(),
    url: UrlSchema,
    check_only: FlagSchema.default(true),
    aux_data: JsonTextSchema.optional(),
    client_tracking_params: z.string().optional(),
  })
  .refine((o) => o.pin_id !== undefined || o.third_party_ad === true, {
    message: 'is required (or third_party_ad true)',
    path: ['pin_id'],
  });

/** The redirect statuses of the spam check (§4: blocked, suspicious, porn block; other allows). */
export const OFFSITE_STATUSES = ['allowed', 'blocked', 'suspicious', 'porn'] as const;
export type OffsiteStatus = (typeof OFFSITE_STATUSES)[number];

/** §7 PUT /v3/experiences/{placementId}%3A{experienceId}/trigger/: optional extra_context JSON string. */
export const ExperienceTriggerRequestSchema = z.object({ extra_context: JsonTextSchema.optional() });

/** §7 PUT /v3/search/{pinId}/hide/ or /unhide/: query, pin_type. */
export const SearchHideRequestSchema = z.object({
  query: TextSchema.max(200),
  pin_type: z.string().max(32).optional(),
});

/** §7 /v3/register/exists/: data email. */
export const RegisterExistsRequestSchema = z.object({ email: z.email('must be an email address') });

/** §7 GET outbound link (background ping): pin, client_tracking_params. */
export const OutboundRequestSchema = z.object({
  pin: IdSchema,
  client_tracking_params: z.string().optional(),
});

export const ATTRIBUTION_SOURCE_TYPES = ['click', 'view'] as const;

/** §7 GET attribution source (product host). */
export const AttributionSourceRequestSchema = z.object({
  source_event_id: IdSchema,
  destination: z
    .string()
    .transform((text, ctx) => {
      try {
        const value: unknown = JSON.parse(text);
        if (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string'))
          return value as string[];
      } catch {
        // reported below
      }
      ctx.addIssue({ code: 'custom', message: 'must be a JSON list of origins' });
      return z.NEVER;
    })
    .pipe(z.array(UrlSchema)),
  expiry: z.coerce.number().int().positive('must be a positive number of seconds'),
  priority: z.coerce.number().int().nonnegative(),
  source_event_type: z.enum(ATTRIBUTION_SOURCE_TYPES),
  advertiser_id: IdSchema.optional(),
  campaign_id: IdSchema.optional(),
  hostname: z.string().max(253).optional(),
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
  deeplink_path: z.string().refine(isSameSitePath, 'must be a path on this site (one leading /)'),
  current_page_url: z.string().min(1).optional(),
  install_id: z.string().max(128).optional(),
  utm_source: z.string().max(128).optional(),
  utm_medium: z.string().max(128).optional(),
  app_upsell_type: z.string().max(64).optional(),
});

/** §7 event logging fields. */
export const LoggedEventSchema = z.object({
  event_type: z.number().int().nonnegative(),
  view_type: z.number().int().nonnegative().optional(),
  view_parameter: z.number().int().nonnegative().optional(),
  component: z.number().int().nonnegative().optional(),
  element: z.number().int().nonnegative().optional(),
  object_id_str: z.string().max(128).optional(),
  event_data: z.record(z.string(), z.unknown()).optional(),
  aux_data: z.record(z.string(), z.unknown()).optional(),
  clientTrackingParams: z.string().optional(),
});
export type LoggedEvent = z.infer<typeof LoggedEventSchema>;
export const MAX_EVENTS_PER_REQUEST = 100;
export const EventBatchSchema = z.object({
  events: z.array(LoggedEventSchema).min(1, 'must not be empty').max(MAX_EVENTS_PER_REQUEST),
});

/** A username (signup, settings): not in the spec, the mock's rule. */
export const UsernameSchema = z
  .string()
  .regex(/^[a-z0-9_]{3,30}$/, 'must be 3 to 30 lowercase letters, digits or _');
/** A new password (signup, /secure/panic): not in the spec, the mock's rule. */
export const PasswordSchema = z.string().min(6, 'must be at least 6 characters').max(128);
/** The longest "about" text of a profile (not in the spec: ours). */
export const ABOUT_MAX = 500;

/** Session calls of the mock (login, signup). */
export const LoginRequestSchema = z.object({
  username_or_email: TextSchema.max(254),
  password: z.string().min(1, 'must not be empty').max(128),
});
export const SignupRequestSchema = z.object({
  email: z.email('must be an email address'),
  password: PasswordSchema,
  username: UsernameSchema.optional(),
  first_name: TextSchema.max(FIRST_NAME_MAX, `must be at most ${FIRST_NAME_MAX} characters`).optional(),
});

/** POST /v3/users/me/ (purpose not shown in §7: the mock updates the viewer's settings). */
export const UsersMeUpdateSchema = z.object({
  first_name: TextSchema.max(FIRST_NAME_MAX, `must be at most ${FIRST_NAME_MAX} characters`).optional(),
  full_name: TextSchema.max(60).optional(),
  country: z
    .string()
    .regex(/^[A-Z]{2}$/, 'must be a country code')
    .optional(),
  gender: z.string().max(32).optional(),
  // /settings (issue 14): the profile's username and about, and the privacy flags.
  username: UsernameSchema.optional(),
  about: z.string().trim().max(ABOUT_MAX, `must be at most ${ABOUT_MAX} characters`).optional(),
  exclude_from_search: FlagSchema.optional(),
  isFirstPartyAdPersonalizationEnabled: FlagSchema.optional(),
  isThirdPartyAdPersonalizationEnabled: FlagSchema.optional(),
});
/** What POST /v3/users/me/ takes (as a caller sends it). */
export type UsersMeUpdate = z.input<typeof UsersMeUpdateSchema>;
