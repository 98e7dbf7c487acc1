/**
 * The options of every resource call of §7 (and of the readers the §2 routes need), as zod
 * schemas. `RESOURCE_CALLS` maps `Resource/action` to its schema: the mock backend validates
 * every request with it and the api client types its calls from it, so both read one definition.
 * Objects are strict about types and lenient about extra keys (callers send tracking fields).
 */
import * as z from 'zod/mini';
import '../zodMessages.ts';
import {
  BOARD_PRIVACIES,
  BOARD_SORTS,
  BOARDS_GROUP_BY,
  BULK_ACTIONS,
  DEFAULT_BOARD_SORT,
  DEFAULT_BOARDS_PRIVACY_FILTER,
  PROFILE_BOARD_FILTERS,
  SEARCH_TABS,
} from '../codes.ts';
import { BOARD_PIN_DESCRIPTION_MAX, BOARD_TITLE_MAX, FOLLOWERS_PAGE_SIZE } from '../limits.ts';
import { messages } from '../messages.ts';
import {
  AccountLockdownOptionsSchema,
  AgeAppealCreateOptionsSchema,
  PinAppealCreateOptionsSchema,
} from './account.ts';
import {
  FieldSetKeySchema,
  FlagSchema,
  HttpUrlSchema,
  IdListSchema,
  IdSchema,
  JsonTextSchema,
  PageSizeSchema,
  SafeTextSchema,
  TextSchema,
} from './fields.ts';

export const PIN_TITLE_INPUT_MAX = 100; // not shown in the spec: the longest pin title a request may set
export const PIN_ALT_TEXT_INPUT_MAX = 500; // not shown in the spec: the longest alt text a request may set (the description's 500, §9)
/** Pages of a new story pin (not shown in the spec: ours). A story has at least 2 (§5 story badge). */
export const STORY_PIN_PAGES_MIN = 2;
export const STORY_PIN_PAGES_MAX = 20;
/** The longest text of a story pin page (not shown in the spec: the pin description's 500, §9). */
export const STORY_PIN_PAGE_TEXT_MAX = BOARD_PIN_DESCRIPTION_MAX;
/** §7 BoardsResource privacy_filter values (default all). */
export const BOARDS_PRIVACY_FILTERS = [DEFAULT_BOARDS_PRIVACY_FILTER, ...BOARD_PRIVACIES] as const;
/** §2 /today/ tabs (the root is 'all'). */
export const TODAY_TABS = ['all', 'article', 'best', 'trending', 'popular', 'shop'] as const;
/** PinFeedbackResource feedback types the mock knows (values not shown in the spec). */
export const FEEDBACK_TYPES = ['hide', 'report', 'unfollow', 'not_relevant', 'seen_too_often'] as const;
/** The VIPResource upload type of §7. */
export const VIP_UPLOAD_TYPE = 'pinimage';

const Paged = { page_size: z.optional(PageSizeSchema) };
const Orbac = { orbac_subject_id: z.optional(IdSchema) };

// ---------------------------------------------------------------- pins

export const PinGetOptionsSchema = z.object({ id: IdSchema, field_set_key: FieldSetKeySchema });

/** An upload's image signature (§3 Upload signature). */
const ImageSignatureSchema = z.string().check(z.regex(/^[A-Za-z0-9_-]{6,}$/, 'must be an image signature'));

/**
 * §7 Create PinResource. With pin_id it is a repin (to board_id, section or the profile); without,
 * a new pin from image_signature (an upload), image_url or image_base64 (§5: image data must be a
 * string, else Invalid Image).
 */
export const PinCreateOptionsSchema = z
  .object({
    pin_id: z.optional(IdSchema),
    original_pin_id: z.optional(IdSchema),
    board_id: z.optional(IdSchema),
    section_id: z.optional(IdSchema),
    section: z.optional(IdSchema),
    user_id: z.optional(IdSchema),
    clientTrackingParams: z.optional(z.string()),
    client_tracking_params: z.optional(z.string()),
    eventContext: z.optional(JsonTextSchema),
    disable_event_log_info: z.optional(FlagSchema),
    is_one_tap: z.optional(FlagSchema),
    method: z.optional(z.string().check(z.maxLength(64))),
    guid: z.optional(z.string().check(z.maxLength(128))),
    image_signature: z.optional(ImageSignatureSchema),
    image_url: z.optional(HttpUrlSchema),
    image_base64: z.optional(z.string(messages.invalidImage).check(z.minLength(1, messages.invalidImage))),
    title: z.optional(z.string().check(z.maxLength(PIN_TITLE_INPUT_MAX))),
    description: z.optional(SafeTextSchema.check(z.maxLength(BOARD_PIN_DESCRIPTION_MAX))),
    link: z.optional(HttpUrlSchema),
    /**
     * A new story pin (§3 storyPinData): its pages in order, each an uploaded image with optional
     * text. The first page's image is the pin's image (image_signature may be left out).
     */
    story_pages: z.optional(
      z
        .array(
          z.object({
            image_signature: ImageSignatureSchema,
            text: z.optional(SafeTextSchema.check(z.maxLength(STORY_PIN_PAGE_TEXT_MAX))),
          }),
        )
        .check(
          z.minLength(STORY_PIN_PAGES_MIN, `must have at least ${STORY_PIN_PAGES_MIN} pages`),
          z.maxLength(STORY_PIN_PAGES_MAX, `must have at most ${STORY_PIN_PAGES_MAX} pages`),
        ),
    ),
  })
  .check(
    z.refine(
      (o) =>
        o.pin_id !== undefined ||
        o.story_pages !== undefined ||
        o.image_signature !== undefined ||
        o.image_url !== undefined ||
        o.image_base64 !== undefined,
      {
        message: 'is required (or image_signature, image_url or image_base64 for a new Pin)',
        path: ['pin_id'],
      },
    ),
  );

export const PinUpdateOptionsSchema = z.object({
  id: IdSchema,
  title: z.optional(z.string().check(z.maxLength(PIN_TITLE_INPUT_MAX))),
  description: z.optional(SafeTextSchema.check(z.maxLength(BOARD_PIN_DESCRIPTION_MAX))),
  link: z.optional(HttpUrlSchema),
  alt_text: z.optional(SafeTextSchema.check(z.maxLength(PIN_ALT_TEXT_INPUT_MAX))),
  board_id: z.optional(IdSchema),
  section_id: z.optional(IdSchema),
});

export const PinDeleteOptionsSchema = z.object({
  id: IdSchema,
  board_id: z.optional(IdSchema),
  client_tracking_params: z.optional(z.string()),
});

// ---------------------------------------------------------------- promoting a pin (§2 /idea-ads-tool)

/*
 * §2 names the promote tools (/idea-ads-tool, /advertiser/quick-promote) and §7 says LocalesResource
 * and CountriesResource feed the ad targeting; the call that promotes, its budget and duration
 * rules are not shown (§5 "Form validation: not shown"): ours, below, one home for the form and the
 * mock server. The budget is a daily amount in US dollars.
 */
export const PROMOTE_BUDGET_MIN = 1;
export const PROMOTE_BUDGET_MAX = 10_000;
export const PROMOTE_DURATION_MIN_DAYS = 1;
export const PROMOTE_DURATION_MAX_DAYS = 90;
export const PROMOTE_INTERESTS_MAX = 10;
/** Age buckets of the targeting (§3 adTargetingAttribution matchedAgeBucket; values ours). */
export const PROMOTE_AGE_BUCKETS = ['18-24', '25-34', '35-44', '45-54', '55-64', '65+'] as const;
/** Genders of the targeting (§3 adTargetingAttribution matchedGender; values ours). */
export const PROMOTE_GENDERS = ['female', 'male', 'unspecified'] as const;

const LocaleCodeSchema = z
  .string()
  .check(z.regex(/^[a-z]{2,3}(-[A-Z]{2})?$/, 'must be locale codes such as en-US'));
const CountryCodeSchema = z.string().check(z.regex(/^[A-Z]{2}$/, 'must be country codes such as US'));

/** Create PinPromotionResource (ours): promote one of the viewer's pins with its targeting. */
export const PinPromotionCreateOptionsSchema = z.object({
  pin_id: IdSchema,
  /** LocalesResource codes; none = every language. */
  locales: z.optional(z.array(LocaleCodeSchema).check(z.maxLength(50))),
  /** CountriesResource codes; at least one. */
  countries: z
    .array(CountryCodeSchema, { error: 'must be a list of country codes' })
    .check(z.minLength(1, 'must name at least one country'), z.maxLength(50)),
  interests: z.optional(
    z
      .array(TextSchema.check(z.maxLength(50, 'must be at most 50 characters each')))
      .check(z.maxLength(PROMOTE_INTERESTS_MAX, `must be at most ${PROMOTE_INTERESTS_MAX}`)),
  ),
  age_buckets: z.optional(z.array(z.enum(PROMOTE_AGE_BUCKETS))),
  genders: z.optional(z.array(z.enum(PROMOTE_GENDERS))),
  daily_budget: z.number({ error: 'must be a number' }).check(
    z.gte(PROMOTE_BUDGET_MIN, `must be at least ${PROMOTE_BUDGET_MIN}`),
    z.lte(PROMOTE_BUDGET_MAX, `must be at most ${PROMOTE_BUDGET_MAX}`),
    z.refine((n) => Math.round(n * 100) === n * 100, 'must have at most 2 decimals'),
  ),
  duration_days: z
    .number({ error: 'must be a number' })
    .check(
      z.int('must be a whole number of days'),
      z.gte(PROMOTE_DURATION_MIN_DAYS, `must be at least ${PROMOTE_DURATION_MIN_DAYS}`),
      z.lte(PROMOTE_DURATION_MAX_DAYS, `must be at most ${PROMOTE_DURATION_MAX_DAYS}`),
    ),
});

// ---------------------------------------------------------------- boards

export const BoardGetOptionsSchema = z
  .object({
    board_id: z.optional(IdSchema),
    username: z.optional(TextSchema),
    slug: z.optional(TextSchema),
    field_set_key: FieldSetKeySchema,
  })
  .check(
    z.refine((o) => o.board_id !== undefined || (o.username !== undefined && o.slug !== undefined), {
      message: 'is required (or username and slug)',
      path: ['board_id'],
    }),
  );

export const BoardCreateOptionsSchema = z.object({
  name: TextSchema.check(z.maxLength(BOARD_TITLE_MAX, `must be at most ${BOARD_TITLE_MAX} characters`)),
  description: z.optional(SafeTextSchema.check(z.maxLength(BOARD_PIN_DESCRIPTION_MAX))),
  layout: z.optional(z.string().check(z.maxLength(32))),
  privacy: z.optional(z.enum(BOARD_PRIVACIES)),
  protected: z.optional(FlagSchema),
  return_existing: z.optional(FlagSchema),
  user_id: z.optional(IdSchema),
  username: z.optional(TextSchema),
  ...Orbac,
});

export const BoardUpdateOptionsSchema = z.object({
  board_id: IdSchema,
  name: z.optional(
    TextSchema.check(z.maxLength(BOARD_TITLE_MAX, `must be at most ${BOARD_TITLE_MAX} characters`)),
  ),
  description: z.optional(SafeTextSchema.check(z.maxLength(BOARD_PIN_DESCRIPTION_MAX))),
  privacy: z.optional(z.enum(BOARD_PRIVACIES)),
  archived: z.optional(FlagSchema),
});

export const BoardDeleteOptionsSchema = z.object({ board_id: IdSchema });

export const BoardsGetOptionsSchema = z.object({
  privacy_filter: z._default(z.enum(BOARDS_PRIVACY_FILTERS), DEFAULT_BOARDS_PRIVACY_FILTER),
  sort: z._default(z.enum(BOARD_SORTS), DEFAULT_BOARD_SORT),
  field_set_key: FieldSetKeySchema,
  filter_stories: z.optional(FlagSchema),
  username: z.optional(TextSchema),
  user_id: z.optional(IdSchema),
  ...Paged,
  group_by: z.optional(z.enum(BOARDS_GROUP_BY)),
  include_archived: z._default(FlagSchema, true),
  filter_all_pins: z.optional(FlagSchema),
  filter_shopping_list: z.optional(FlagSchema),
  filters: z.optional(z.enum(PROFILE_BOARD_FILTERS)),
  ...Orbac,
});

export const BoardFeedOptionsSchema = z.object({ board_id: IdSchema, ...Paged });
export const BoardSectionsOptionsSchema = z.object({ board_id: IdSchema });
export const BoardSectionCreateOptionsSchema = z.object({
  board_id: IdSchema,
  name: TextSchema.check(z.maxLength(BOARD_TITLE_MAX, `must be at most ${BOARD_TITLE_MAX} characters`)),
});
export const BoardSectionDeleteOptionsSchema = z.object({ section_id: IdSchema });
/** /boardsection/{id}/edit (§2): a section by its id (ours: the spec names no call), with its board. */
export const BoardSectionGetOptionsSchema = z.object({ section_id: IdSchema });
/** /boardsection/{id}/edit (§2): rename a section. */
export const BoardSectionUpdateOptionsSchema = z.object({
  section_id: IdSchema,
  name: TextSchema.check(z.maxLength(BOARD_TITLE_MAX, `must be at most ${BOARD_TITLE_MAX} characters`)),
});
export const SectionFeedOptionsSchema = z.object({ section_id: IdSchema, ...Paged });

export const BoardInviteGetOptionsSchema = z.object({ board_id: z.optional(IdSchema) });
export const BoardInviteCreateOptionsSchema = z.object({ board_id: IdSchema, invited_user_id: IdSchema });
/** §7 Delete BoardInviteResource: board_id, invited_user_id. Accepting is an update. */
export const BoardInviteDeleteOptionsSchema = z.object({ board_id: IdSchema, invited_user_id: IdSchema });
export const BoardInviteUpdateOptionsSchema = z.object({ board_id: IdSchema });
export const BoardCollaboratorGetOptionsSchema = z.object({ board_id: IdSchema });
/** §7 Delete BoardCollaboratorResource: as the invite plus field_set_key boardEdit. */
export const BoardCollaboratorDeleteOptionsSchema = z.object({
  board_id: IdSchema,
  invited_user_id: IdSchema,
  field_set_key: FieldSetKeySchema,
});

/** §7 Delete BulkEditResource: board_id, section_id, pin_ids, orbac_subject_id. */
export const BulkEditDeleteOptionsSchema = z.object({
  board_id: IdSchema,
  section_id: z.optional(IdSchema),
  pin_ids: IdListSchema,
  ...Orbac,
});
/** §3 bulk move and copy (bulkMove, bulkCopy) of saved pins to another board or section. */
export const BulkEditUpdateOptionsSchema = z.object({
  action: z.enum(
    BULK_ACTIONS.filter((a) => a === 'bulkMove' || a === 'bulkCopy') as ['bulkMove', 'bulkCopy'],
  ),
  board_id: IdSchema,
  pin_ids: IdListSchema,
  to_board_id: IdSchema,
  to_section_id: z.optional(IdSchema),
  ...Orbac,
});
export const BulkEditSelectAllDeleteOptionsSchema = z.object({
  board_id: IdSchema,
  section_id: z.optional(IdSchema),
  ...Orbac,
});

// ---------------------------------------------------------------- users

export const UserGetOptionsSchema = z.object({
  field_set_key: FieldSetKeySchema,
  user_id: z.optional(IdSchema),
  username: z.optional(TextSchema),
});
export const UserBlockOptionsSchema = z.object({
  blocked_user_id: IdSchema,
  block_source: z.optional(z.string().check(z.maxLength(64))),
  block_context: z.optional(z.string().check(z.maxLength(64))),
  ...Orbac,
});
/** §7 Create UserStateResource: state, value (a JSON scalar). */
export const UserStateCreateOptionsSchema = z.object({
  state: TextSchema.check(
    z.maxLength(64),
    z.regex(/^[A-Za-z0-9_]+$/, 'must be a state name (letters, digits, _)'),
  ),
  value: z.union([z.string().check(z.maxLength(1000)), z.number(), z.boolean(), z.null()]),
});
export const UserStateGetOptionsSchema = z.object({ state: z.optional(TextSchema.check(z.maxLength(64))) });
/** §7 UserFollowResource: options "not shown beyond resource name"; the mock takes the user to (un)follow as user_id. */
export const UserFollowOptionsSchema = z.object({ user_id: IdSchema });
export const InterestFollowOptionsSchema = z
  .object({ interest_id: z.optional(IdSchema), interest_list: z.optional(IdListSchema) })
  .check(
    z.refine((o) => o.interest_id !== undefined || o.interest_list !== undefined, {
      message: 'is required (or interest_list)',
      path: ['interest_id'],
    }),
  );
export const UserPinsOptionsSchema = z.object({ username: TextSchema, ...Paged });
/** UserSavedPinsResource: `boardless` keeps the saves to the profile only (§2 BoardlessPins). */
export const UserSavedPinsOptionsSchema = z.extend(UserPinsOptionsSchema, {
  boardless: z.optional(FlagSchema),
});
/**
 * §2 profile followers / following lists. The spec names no call: ours, UserFollowersResource and
 * UserFollowingResource get, paged by bookmark at most §9's 50 followers a page.
 */
export const UserFollowListOptionsSchema = z.object({
  username: TextSchema,
  page_size: z.optional(
    PageSizeSchema.check(z.lte(FOLLOWERS_PAGE_SIZE, `must be at most ${FOLLOWERS_PAGE_SIZE}`)),
  ),
});
/**
 * §2 /edit (Tune your home feed): the topics and boards the viewer follows. The spec names no call:
 * ours, UserFollowedTopicsResource and UserFollowedBoardsResource get, the viewer's own (logged in),
 * paged by bookmark at most 50 a page like the people lists (the people they follow:
 * UserFollowingResource).
 */
export const UserFollowedOptionsSchema = z.object({
  page_size: z.optional(
    PageSizeSchema.check(z.lte(FOLLOWERS_PAGE_SIZE, `must be at most ${FOLLOWERS_PAGE_SIZE}`)),
  ),
});
export const FollowingFeedOptionsSchema = z.object({ ...Paged });

// ---------------------------------------------------------------- feedback, experiences, invites

export const PinFeedbackOptionsSchema = z.object({
  feedback_type: z.union([z.enum(FEEDBACK_TYPES), z.number().check(z.int(), z.nonnegative())]),
  pin_id: IdSchema,
});

/** "{placementId}:{experienceId}" (sent as {placement}%3A{experience} in paths). */
export const PlacedExperienceIdSchema = z
  .string()
  .check(z.regex(/^\d+:\d+$/, 'must be {placementId}:{experienceId}'));
const ExperienceContext = {
  extra_context: z.optional(JsonTextSchema),
  targeting: z.optional(JsonTextSchema),
};
export const PlacementIdsSchema = z.union([
  z.array(z.coerce.number().check(z.int(), z.nonnegative())).check(z.minLength(1, 'must not be empty')),
  z.pipe(
    z.string().check(z.regex(/^\d+(,\d+)*$/, 'must be placement ids')),
    z.transform((text) => text.split(',').map(Number)),
  ),
]);
export const UserExperienceGetOptionsSchema = z.object({
  placement_ids: PlacementIdsSchema,
  ...ExperienceContext,
});
export const UserExperienceDeleteOptionsSchema = z.object({
  placed_experience_id: PlacedExperienceIdSchema,
  ...ExperienceContext,
});
export const UserExperiencePlatformOptionsSchema = z.object({
  ...ExperienceContext,
  multiExperiencePlatform: z.optional(FlagSchema),
});
export const UserExperienceStatusOptionsSchema = z.object({
  placed_experience_id: PlacedExperienceIdSchema,
  ...ExperienceContext,
});
export const InviteCodeMetadataOptionsSchema = z.object({
  invite_code: TextSchema.check(z.maxLength(64), z.regex(/^[A-Za-z0-9_-]+$/, 'must be an invite code')),
});

// ---------------------------------------------------------------- uploads

export const VipCreateOptionsSchema = z.object({
  type: z.literal(VIP_UPLOAD_TYPE, `must be ${VIP_UPLOAD_TYPE}`),
});
export const VipGetOptionsSchema = z.object({ upload_ids: IdListSchema });

// ---------------------------------------------------------------- readers of §2

export const HomefeedOptionsSchema = z.object({ ...Paged, field_set_key: FieldSetKeySchema });
export const RelatedPinsOptionsSchema = z.object({ pin_id: IdSchema, ...Paged });
export const SearchOptionsSchema = z.object({
  query: TextSchema.check(z.maxLength(200)),
  scope: z._default(z.enum(SEARCH_TABS), 'pins'),
  ...Paged,
});
/** Issue 30, ours (the spec shows no typeahead call): what the header's field suggests for `query` ('' on an empty focus). */
export const SearchSuggestionsOptionsSchema = z.object({
  query: z._default(z.string().check(z.trim(), z.maxLength(200)), ''),
});
/** Issue 30, ours: a logged-in viewer's completed search, kept on the server (§3 completed searches: query, scope). */
export const RecentSearchCreateOptionsSchema = z.object({
  query: TextSchema.check(z.maxLength(200)),
  scope: z._default(z.enum(SEARCH_TABS), 'pins'),
});
export const TopicGetOptionsSchema = z
  .object({ id: z.optional(IdSchema), url_name: z.optional(TextSchema) })
  .check(
    z.refine((o) => o.id !== undefined || o.url_name !== undefined, {
      message: 'is required (or url_name)',
      path: ['id'],
    }),
  );
export const TopicFeedOptionsSchema = z
  .object({ id: z.optional(IdSchema), url_name: z.optional(TextSchema), ...Paged })
  .check(
    z.refine((o) => o.id !== undefined || o.url_name !== undefined, {
      message: 'is required (or url_name)',
      path: ['id'],
    }),
  );
export const CategoryFeedOptionsSchema = z.object({
  category: z.optional(TextSchema.check(z.maxLength(64))),
  ...Paged,
});
/**
 * /ideas/{interest}/{id} and /videos/{category}/{id} (§2): a category feed, optionally of one interest
 * (§3 interest/topic id, the path's id); an unknown interest is 404.
 */
export const InterestFeedOptionsSchema = z.extend(CategoryFeedOptionsSchema, {
  interest_id: z.optional(IdSchema),
});
export const TodayOptionsSchema = z.object({ tab: z._default(z.enum(TODAY_TABS), 'all'), ...Paged });
export const NoOptionsSchema = z.object({});
export const PagedOptionsSchema = z.object({ ...Paged });
export const ConversationMessagesGetOptionsSchema = z.object({ conversation_id: IdSchema, ...Paged });
/** /pin/{id}/comments (§2): a pin's comments; the longest comment is not shown in the spec (the mock takes 500). */
export const COMMENT_INPUT_MAX = 500;
export const PinCommentsOptionsSchema = z.object({ pin_id: IdSchema, ...Paged });
export const PinCommentCreateOptionsSchema = z.object({
  pin_id: IdSchema,
  text: TextSchema.check(z.maxLength(COMMENT_INPUT_MAX, `must be at most ${COMMENT_INPUT_MAX} characters`)),
});
export const ConversationMessageCreateOptionsSchema = z
  .object({
    conversation_id: z.optional(IdSchema),
    user_id: z.optional(IdSchema),
    text: z._default(SafeTextSchema.check(z.maxLength(2000)), ''),
    pin_id: z.optional(IdSchema),
  })
  .check(
    z.refine((o) => o.conversation_id !== undefined || o.user_id !== undefined, {
      message: 'is required (or user_id)',
      path: ['conversation_id'],
    }),
    z.refine((o) => o.text.trim() !== '' || o.pin_id !== undefined, {
      message: 'is required (or pin_id)',
      path: ['text'],
    }),
  );

// ---------------------------------------------------------------- business (§2 /business/, §6 partner)

/**
 * §2 the business area. §6 gives the partner (a business account) analytics on its own public and
 * protected pins and shows no business permissions: the calls are ours. BusinessAccountResource
 * get answers the viewer's business account (or that they have none); create converts the viewer's
 * account (/business/convert) under a business name (its longest not shown in the spec: ours, as a
 * board title, §9 50).
 */
export const BUSINESS_NAME_INPUT_MAX = BOARD_TITLE_MAX;
export const BusinessAccountCreateOptionsSchema = z.object({
  business_name: TextSchema.check(
    z.maxLength(BUSINESS_NAME_INPUT_MAX, `must be at most ${BUSINESS_NAME_INPUT_MAX} characters`),
  ),
});
/** What BusinessPinsResource lists: the pins the business promotes (§3 promoter), its products (§3 richMetadata products). */
export const BUSINESS_PIN_LISTS = ['promoted', 'products'] as const;
export const BusinessPinsOptionsSchema = z.object({ list: z.enum(BUSINESS_PIN_LISTS), ...Paged });
/**
 * The windows of BusinessPinStatsResource, in days: §5 speaks of 30-day realtime stats (the
 * creator analytics link); 7 is ours.
 */
export const BUSINESS_STATS_DAYS = [7, 30] as const;
export const BusinessPinStatsOptionsSchema = z.object({
  days: z._default(
    z.literal(BUSINESS_STATS_DAYS, { error: `must be one of ${BUSINESS_STATS_DAYS.join(', ')}` }),
    30,
  ),
  ...Paged,
});

/**
 * Every resource call: `Resource/action` → the schema of its options. The HTTP method is GET for
 * get and POST for the others (PUT/PATCH for update and DELETE for delete are accepted too, §7
 * generic API resource).
 */
export const RESOURCE_CALLS = {
  'HomefeedResource/get': HomefeedOptionsSchema,
  'PinResource/get': PinGetOptionsSchema,
  'PinResource/create': PinCreateOptionsSchema,
  'PinResource/update': PinUpdateOptionsSchema,
  'PinResource/delete': PinDeleteOptionsSchema,
  // ours: §2 /idea-ads-tool, /advertiser/quick-promote (the spec names no call).
  'PinPromotionResource/create': PinPromotionCreateOptionsSchema,
  'RelatedPinsResource/get': RelatedPinsOptionsSchema,
  'AggregatedCommentsResource/get': PinCommentsOptionsSchema,
  'AggregatedCommentResource/create': PinCommentCreateOptionsSchema,
  'BoardResource/get': BoardGetOptionsSchema,
  'BoardResource/create': BoardCreateOptionsSchema,
  'BoardResource/update': BoardUpdateOptionsSchema,
  'BoardResource/delete': BoardDeleteOptionsSchema,
  'BoardsResource/get': BoardsGetOptionsSchema,
  'BoardFeedResource/get': BoardFeedOptionsSchema,
  'BoardSectionsResource/get': BoardSectionsOptionsSchema,
  'BoardSectionResource/create': BoardSectionCreateOptionsSchema,
  'BoardSectionResource/update': BoardSectionUpdateOptionsSchema,
  'BoardSectionResource/get': BoardSectionGetOptionsSchema,
  'BoardSectionResource/delete': BoardSectionDeleteOptionsSchema,
  'SectionFeedResource/get': SectionFeedOptionsSchema,
  'BoardInviteResource/get': BoardInviteGetOptionsSchema,
  'BoardInviteResource/create': BoardInviteCreateOptionsSchema,
  'BoardInviteResource/update': BoardInviteUpdateOptionsSchema,
  'BoardInviteResource/delete': BoardInviteDeleteOptionsSchema,
  'BoardCollaboratorResource/get': BoardCollaboratorGetOptionsSchema,
  'BoardCollaboratorResource/delete': BoardCollaboratorDeleteOptionsSchema,
  'BulkEditResource/update': BulkEditUpdateOptionsSchema,
  'BulkEditResource/delete': BulkEditDeleteOptionsSchema,
  'BulkEditSelectAllResource/delete': BulkEditSelectAllDeleteOptionsSchema,
  'UserResource/get': UserGetOptionsSchema,
  'UserPinsResource/get': UserPinsOptionsSchema,
  'UserSavedPinsResource/get': UserSavedPinsOptionsSchema,
  'UserFollowersResource/get': UserFollowListOptionsSchema,
  'UserFollowingResource/get': UserFollowListOptionsSchema,
  // ours: the spec names no call (§2 /edit lists the topics and boards the viewer follows).
  'UserFollowedTopicsResource/get': UserFollowedOptionsSchema,
  'UserFollowedBoardsResource/get': UserFollowedOptionsSchema,
  'UserTriedPinsResource/get': UserPinsOptionsSchema,
  'UserBlockResource/create': UserBlockOptionsSchema,
  'UserBlockResource/delete': UserBlockOptionsSchema,
  'UserStateResource/get': UserStateGetOptionsSchema,
  'UserStateResource/create': UserStateCreateOptionsSchema,
  'UserFollowResource/create': UserFollowOptionsSchema,
  'UserFollowResource/delete': UserFollowOptionsSchema,
  'InterestFollowResource/create': InterestFollowOptionsSchema,
  'InterestFollowResource/delete': InterestFollowOptionsSchema,
  'FollowingFeedResource/get': FollowingFeedOptionsSchema,
  'PinFeedbackResource/update': PinFeedbackOptionsSchema,
  'UserExperienceResource/get': UserExperienceGetOptionsSchema,
  'UserExperienceResource/delete': UserExperienceDeleteOptionsSchema,
  'UserExperiencePlatformResource/get': UserExperiencePlatformOptionsSchema,
  'UserExperienceViewedResource/update': UserExperienceStatusOptionsSchema,
  'UserExperienceCompletedResource/update': UserExperienceStatusOptionsSchema,
  'InviteCodeMetadataResource/get': InviteCodeMetadataOptionsSchema,
  'VIPResource/create': VipCreateOptionsSchema,
  'VIPResource/get': VipGetOptionsSchema,
  'LocalesResource/get': NoOptionsSchema,
  'CountriesResource/get': NoOptionsSchema,
  'SearchResource/get': SearchOptionsSchema,
  // ours (issue 30): the header's suggestions and the viewer's recent searches (clear: delete).
  'SearchSuggestionsResource/get': SearchSuggestionsOptionsSchema,
  'RecentSearchesResource/create': RecentSearchCreateOptionsSchema,
  'RecentSearchesResource/delete': NoOptionsSchema,
  'TopicsResource/get': PagedOptionsSchema,
  'TopicResource/get': TopicGetOptionsSchema,
  'TopicFeedResource/get': TopicFeedOptionsSchema,
  'IdeasResource/get': InterestFeedOptionsSchema,
  'VideosFeedResource/get': InterestFeedOptionsSchema,
  'ShoppingFeedResource/get': CategoryFeedOptionsSchema,
  'TodayResource/get': TodayOptionsSchema,
  'NewsHubResource/get': PagedOptionsSchema,
  // ours (issue 30): the viewer opened their notifications; every one of them is seen.
  'NewsHubSeenResource/create': NoOptionsSchema,
  'ConversationsResource/get': PagedOptionsSchema,
  'ConversationMessagesResource/get': ConversationMessagesGetOptionsSchema,
  'ConversationMessagesResource/create': ConversationMessageCreateOptionsSchema,
  // ours (§2 business area, §6 partner): the spec shows no business calls.
  'BusinessAccountResource/get': NoOptionsSchema,
  'BusinessAccountResource/create': BusinessAccountCreateOptionsSchema,
  'BusinessPinsResource/get': BusinessPinsOptionsSchema,
  'BusinessPinStatsResource/get': BusinessPinStatsOptionsSchema,
  // ours (issue 14, the account pages): the viewer's blocked people, appeals, reports, lockdown.
  'UserBlockResource/get': PagedOptionsSchema,
  'PinAppealResource/get': NoOptionsSchema,
  'PinAppealResource/create': PinAppealCreateOptionsSchema,
  'UserReportsResource/get': NoOptionsSchema,
  'AgeAppealResource/get': NoOptionsSchema,
  'AgeAppealResource/create': AgeAppealCreateOptionsSchema,
  'AccountLockdownResource/create': AccountLockdownOptionsSchema,
} as const;

export type ResourceCallName = keyof typeof RESOURCE_CALLS;
/** The options a caller passes to a call (before defaults). */
export type ResourceCallInput<N extends ResourceCallName> = z.input<(typeof RESOURCE_CALLS)[N]>;
/** The options a handler receives (after defaults and coercion). */
export type ResourceCallOptions<N extends ResourceCallName> = z.output<(typeof RESOURCE_CALLS)[N]>;
export const RESOURCE_CALL_NAMES = Object.keys(RESOURCE_CALLS) as ResourceCallName[];
