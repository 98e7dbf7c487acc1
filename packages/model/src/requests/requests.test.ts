import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import { BOARD_PIN_DESCRIPTION_MAX, BOARD_TITLE_MAX, FIRST_NAME_MAX } from '../limits.ts';
import { messages } from '../messages.ts';
import {
  describeIssues,
  FlagSchema,
  IdListSchema,
  IdSchema,
  isEntityId,
  JsonTextSchema,
  MAX_ID_DIGITS,
  PageSizeSchema,
} from './fields.ts';
import * as requests from './index.ts';
import {
  BoardCreateOptionsSchema,
  BoardGetOptionsSchema,
  BoardsGetOptionsSchema,
  ConversationMessageCreateOptionsSchema,
  InterestFollowOptionsSchema,
  PinCreateOptionsSchema,
  PlacementIdsSchema,
  RESOURCE_CALL_NAMES,
  RESOURCE_CALLS,
  SearchOptionsSchema,
  TopicFeedOptionsSchema,
  TopicGetOptionsSchema,
  UserStateCreateOptionsSchema,
} from './resources.ts';
import {
  AttributionSourceRequestSchema,
  DEEPLINK_SECRET_KEYS,
  DeeplinkRequestSchema,
  EventBatchSchema,
  OffsiteRequestSchema,
  SignupRequestSchema,
  stripSecretQuery,
} from './v3.ts';

const fails = (schema: z.ZodMiniType, input: unknown) => {
  const result = schema.safeParse(input);
  if (result.success) throw new Error(`Expected ${JSON.stringify(input)} to fail`);
  return describeIssues('input', result.error);
};

describe('field schemas', () => {
  it('are all exported from the requests index', () => {
    expect(requests.RESOURCE_CALLS).toBe(RESOURCE_CALLS);
    expect(requests.stripSecretQuery).toBe(stripSecretQuery);
    expect(requests.IdSchema).toBe(IdSchema);
  });

  it('reads ids as strings from strings or whole numbers, and says what is wrong otherwise', () => {
    expect(IdSchema.parse(' 42 ')).toBe('42');
    expect(IdSchema.parse(42)).toBe('42');
    expect(fails(z.object({ id: IdSchema }), {})).toBe('Invalid input: id: is required');
    expect(fails(z.object({ id: IdSchema }), { id: 1.5 })).toBe(
      'Invalid input: id: must be an id: a string or a whole number',
    );
    expect(fails(z.object({ id: IdSchema }), { id: 'a b' })).toMatch(/must be an id \(digits only\)/);
    expect(IdSchema.safeParse(-1).success).toBe(false);
    expect(IdSchema.safeParse(2 ** 60).success).toBe(false);
    expect(IdSchema.safeParse('1'.repeat(MAX_ID_DIGITS + 1)).success).toBe(false);
    expect(IdSchema.safeParse('1'.repeat(MAX_ID_DIGITS)).success).toBe(true);
  });

  it('refuses every name of Object.prototype and any non-digit text as an id, before any lookup', () => {
    for (const name of Object.getOwnPropertyNames(Object.prototype)) {
      expect(IdSchema.safeParse(name).success, name).toBe(false);
      expect(isEntityId(name), name).toBe(false);
    }
    expect(isEntityId('700000000000007919')).toBe(true);
    expect(isEntityId('12a')).toBe(false);
    expect(isEntityId(42)).toBe(false);
    expect(isEntityId('1'.repeat(MAX_ID_DIGITS + 1))).toBe(false);
  });

  it('reads flags from booleans and the texts true and false', () => {
    expect(FlagSchema.parse(true)).toBe(true);
    expect(FlagSchema.parse('false')).toBe(false);
    expect(FlagSchema.parse('true')).toBe(true);
    expect(fails(z.object({ f: FlagSchema }), { f: 'yes' })).toBe('Invalid input: f: must be true or false');
  });

  it('accepts JSON text or an object', () => {
    expect(JsonTextSchema.parse('{"a":1}')).toBe('{"a":1}');
    expect(JsonTextSchema.parse({ a: 1 })).toEqual({ a: 1 });
    expect(fails(z.object({ j: JsonTextSchema }), { j: '{not json' })).toMatch(/j: must be JSON text/);
    expect(fails(z.object({ j: JsonTextSchema }), { j: 5 })).toMatch(/j: must be JSON text/);
  });

  it('reads id lists from arrays or comma-separated text', () => {
    expect(IdListSchema.parse(['1', 2])).toEqual(['1', '2']);
    expect(IdListSchema.parse('1, 2,3')).toEqual(['1', '2', '3']);
    expect(IdListSchema.safeParse([]).success).toBe(false);
    expect(IdListSchema.safeParse('').success).toBe(false);
    expect(fails(z.object({ ids: IdListSchema }), { ids: 7 })).toMatch(/ids: must be a list of ids/);
  });

  it('bounds page sizes from 1 to 100 (digits in text accepted)', () => {
    expect(PageSizeSchema.parse('25')).toBe(25);
    for (const bad of [0, 101, 2.5, 'ten']) expect(PageSizeSchema.safeParse(bad).success).toBe(false);
  });

  it('describes at most three issues and counts the rest', () => {
    const schema = z.object({ a: z.string(), b: z.string(), c: z.string(), d: z.string() });
    expect(fails(schema, {})).toBe(
      'Invalid input: a: is required; b: is required; c: is required (and 1 more)',
    );
    expect(fails(z.string().check(z.minLength(2)), 'x')).toMatch(/^Invalid input: Too small/);
  });
});

describe('resource call options (§7)', () => {
  it('has a schema for every call name, named Resource/action', () => {
    expect(RESOURCE_CALL_NAMES.length).toBeGreaterThan(50);
    for (const name of RESOURCE_CALL_NAMES) {
      expect(name).toMatch(/^[A-Z][A-Za-z]+Resource\/(get|create|update|delete)$/);
      expect(RESOURCE_CALLS[name]).toBeDefined();
    }
  });

  it('BoardsResource: the defaults of §7 (privacy_filter all, sort last_pinned_to, include_archived true)', () => {
    expect(BoardsGetOptionsSchema.parse({})).toEqual({
      privacy_filter: 'all',
      sort: 'last_pinned_to',
      include_archived: true,
    });
    expect(BoardsGetOptionsSchema.safeParse({ sort: 'random' }).success).toBe(false);
    expect(BoardsGetOptionsSchema.safeParse({ group_by: 'visibility', filters: 'SECRET' }).success).toBe(
      true,
    );
  });

  it('PinResource create: a repin, or a new pin from an image; image data must be a string (§5)', () => {
    expect(PinCreateOptionsSchema.parse({ pin_id: 1, board_id: '2' })).toMatchObject({
      pin_id: '1',
      board_id: '2',
    });
    expect(PinCreateOptionsSchema.safeParse({ image_signature: 'abcdef123' }).success).toBe(true);
    expect(fails(PinCreateOptionsSchema, {})).toMatch(/pin_id: is required \(or image_signature/);
    expect(fails(PinCreateOptionsSchema, { image_base64: 5 })).toContain(messages.invalidImage);
    expect(
      fails(PinCreateOptionsSchema, { pin_id: '1', description: 'x'.repeat(BOARD_PIN_DESCRIPTION_MAX + 1) }),
    ).toMatch(/description/);
  });

  it('BoardResource: get by id or by username and slug; create with a title of at most 50 (§9)', () => {
    expect(BoardGetOptionsSchema.safeParse({ username: 'demo', slug: 'x' }).success).toBe(true);
    expect(fails(BoardGetOptionsSchema, { username: 'demo' })).toMatch(/board_id: is required/);
    expect(BoardCreateOptionsSchema.safeParse({ name: 'x'.repeat(BOARD_TITLE_MAX) }).success).toBe(true);
    expect(fails(BoardCreateOptionsSchema, { name: 'x'.repeat(BOARD_TITLE_MAX + 1) })).toMatch(/at most 50/);
    expect(fails(BoardCreateOptionsSchema, { name: '   ' })).toMatch(/must not be empty/);
  });

  it('needs one of two fields where the call takes either', () => {
    expect(fails(InterestFollowOptionsSchema, {})).toMatch(/interest_id: is required/);
    expect(InterestFollowOptionsSchema.safeParse({ interest_list: '1,2' }).success).toBe(true);
    expect(fails(TopicGetOptionsSchema, {})).toMatch(/id: is required/);
    expect(fails(TopicFeedOptionsSchema, {})).toMatch(/id: is required/);
    expect(TopicFeedOptionsSchema.safeParse({ url_name: 'travel' }).success).toBe(true);
    expect(fails(ConversationMessageCreateOptionsSchema, { text: 'hi' })).toMatch(
      /conversation_id: is required/,
    );
    expect(fails(ConversationMessageCreateOptionsSchema, { user_id: '1' })).toMatch(/text: is required/);
    expect(ConversationMessageCreateOptionsSchema.safeParse({ user_id: '1', pin_id: '2' }).success).toBe(
      true,
    );
  });

  it('reads placement ids from a list or comma-separated text', () => {
    expect(PlacementIdsSchema.parse('1,2')).toEqual([1, 2]);
    expect(PlacementIdsSchema.parse(['3'])).toEqual([3]);
    expect(PlacementIdsSchema.safeParse('a,b').success).toBe(false);
  });

  it('search: a query and a tab of §2 (default pins); user state: a named scalar', () => {
    expect(SearchOptionsSchema.parse({ query: 'pasta' })).toEqual({ query: 'pasta', scope: 'pins' });
    expect(SearchOptionsSchema.safeParse({ query: 'x', scope: 'nope' }).success).toBe(false);
    expect(UserStateCreateOptionsSchema.safeParse({ state: 'has seen', value: 1 }).success).toBe(false);
    expect(UserStateCreateOptionsSchema.safeParse({ state: 'seen_tip', value: null }).success).toBe(true);
  });
});

describe('v3 requests (§7)', () => {
  it('offsite: pin_id or third_party_ad, a URL, check_only default true', () => {
    expect(OffsiteRequestSchema.parse({ pin_id: '1', url: 'https://a.example/' })).toMatchObject({
      check_only: true,
    });
    expect(
      OffsiteRequestSchema.safeParse({
        third_party_ad: 'true',
        url: 'https://a.example/',
        check_only: 'false',
      }).success,
    ).toBe(true);
    expect(fails(OffsiteRequestSchema, { url: 'https://a.example/' })).toMatch(/pin_id: is required/);
    expect(fails(OffsiteRequestSchema, { pin_id: '1', url: 'nope' })).toMatch(/url: must be a URL/);
  });

  it('attribution source: destination is a JSON list of origins', () => {
    const base = { source_event_id: '1', expiry: '604800', priority: '2', source_event_type: 'click' };
    expect(
      AttributionSourceRequestSchema.parse({ ...base, destination: '["https://shop.example"]' }).destination,
    ).toEqual(['https://shop.example']);
    expect(fails(AttributionSourceRequestSchema, { ...base, destination: 'shop' })).toMatch(
      /JSON list of origins/,
    );
    expect(fails(AttributionSourceRequestSchema, { ...base, destination: '[]' })).toMatch(
      /JSON list of origins/,
    );
    expect(AttributionSourceRequestSchema.safeParse({ ...base, destination: '["x"]' }).success).toBe(false);
  });

  it('deep links strip the secret query keys of §7 from current_page_url', () => {
    expect(DEEPLINK_SECRET_KEYS).toEqual([
      'access_token',
      'new_password',
      'new_password_confirm',
      'password',
      'next',
    ]);
    expect(
      stripSecretQuery(
        '/pw/reset?access_token=a&new_password=b&new_password_confirm=c&password=d&next=/x&keep=1#h',
      ),
    ).toBe('/pw/reset?keep=1#h');
    expect(stripSecretQuery('https://tessera.example/a?password=x&q=1')).toBe(
      'https://tessera.example/a?q=1',
    );
    expect(DeeplinkRequestSchema.safeParse({ deeplink_path: 'pin/1' }).success).toBe(false);
    // current_page_url is a URL or a path; anything else is refused (a 400 naming it, not a 500).
    for (const current_page_url of ['https://tessera.example/a', '/pin/1/'])
      expect(DeeplinkRequestSchema.safeParse({ deeplink_path: '/pin/1/', current_page_url }).success).toBe(
        true,
      );
    expect(
      DeeplinkRequestSchema.safeParse({ deeplink_path: '/pin/1/', current_page_url: 'http://[' }).success,
    ).toBe(false);
  });

  it('events: one to 100 events with a numeric event_type', () => {
    expect(EventBatchSchema.safeParse({ events: [{ event_type: 18, view_type: 5 }] }).success).toBe(true);
    expect(EventBatchSchema.safeParse({ events: [] }).success).toBe(false);
    expect(EventBatchSchema.safeParse({ events: [{ event_type: 'x' }] }).success).toBe(false);
  });

  it('signup: an email, a password of 6 or more, a first name of at most 30 (§9)', () => {
    expect(SignupRequestSchema.safeParse({ email: 'a@b.example', password: 'secret' }).success).toBe(true);
    expect(SignupRequestSchema.safeParse({ email: 'a', password: 'secret' }).success).toBe(false);
    expect(SignupRequestSchema.safeParse({ email: 'a@b.example', password: 'short' }).success).toBe(false);
    expect(
      SignupRequestSchema.safeParse({
        email: 'a@b.example',
        password: 'secret',
        first_name: 'x'.repeat(FIRST_NAME_MAX + 1),
      }).success,
    ).toBe(false);
  });
});
