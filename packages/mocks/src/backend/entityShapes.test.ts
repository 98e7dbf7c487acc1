/** What the readers answer validates against the entity schemas of @tessera/model (§3). */
import {
  AggregatedCommentSchema,
  BoardInviteSchema,
  BoardSchema,
  BoardSectionSchema,
  ConversationMessageSchema,
  InviteSchema,
  NotificationSchema,
  PinSchema,
  PlacementsSchema,
  TopicSchema,
  UploadSchema,
  UserSchema,
} from '@tessera/model';
import { beforeEach, describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { PLACEMENTS } from '../fixtures/society.ts';
import { createMockBackend } from './createMockBackend.ts';
import { resourceGetPath, testClient } from './testClient.ts';

const backend = createMockBackend({ seed: 1 });
beforeEach(() => backend.reset());

const { json } = testClient(backend);

async function call(
  resource: string,
  action: string,
  options: Record<string, unknown> = {},
): Promise<unknown> {
  const { body } =
    action === 'get'
      ? await json('GET', resourceGetPath(resource, options))
      : await json('POST', `/resource/${resource}/${action}/`, { options });
  expect(body.resource_response.error).toBeNull();
  return body.resource_response.data;
}

function expectAll(schema: z.ZodMiniType, items: unknown) {
  expect(Array.isArray(items) && items.length > 0).toBe(true);
  for (const item of items as unknown[]) {
    const parsed = schema.safeParse(item);
    expect(parsed.success, JSON.stringify(parsed.error?.issues)).toBe(true);
  }
}

describe('entity shapes of the readers', () => {
  it('pins of every feed are Pins; users Users; boards Boards', async () => {
    const board = backend.db.boardsOf('demo')[0]?.id;
    for (const [resource, options] of [
      ['HomefeedResource', { page_size: 100 }],
      ['VideosFeedResource', {}],
      ['ShoppingFeedResource', {}],
      ['TodayResource', {}],
      ['BoardFeedResource', { board_id: board }],
      ['SearchResource', { query: 'a', scope: 'idea_pins' }],
    ] as const) {
      expectAll(PinSchema, await call(resource, 'get', options));
    }
    expectAll(UserSchema, await call('SearchResource', 'get', { query: 'a', scope: 'users' }));
    expectAll(BoardSchema, await call('BoardsResource', 'get'));
  });

  it('sections, invites, topics, experiences, uploads, invite metadata, messages and news match their schemas', async () => {
    const section = Object.values(backend.db.state.sections)[0];
    expectAll(BoardSectionSchema, await call('BoardSectionsResource', 'get', { board_id: section?.boardId }));
    expectAll(BoardInviteSchema, await call('BoardInviteResource', 'get'));
    expectAll(TopicSchema, await call('TopicsResource', 'get'));
    expect(PlacementsSchema.safeParse(await call('UserExperiencePlatformResource', 'get')).success).toBe(
      true,
    );
    expect(
      PlacementsSchema.safeParse(
        await call('UserExperienceResource', 'get', { placement_ids: Object.values(PLACEMENTS) }),
      ).success,
    ).toBe(true);
    expect(UploadSchema.safeParse(await call('VIPResource', 'create', { type: 'pinimage' })).success).toBe(
      true,
    );
    expect(
      InviteSchema.safeParse(await call('InviteCodeMetadataResource', 'get', { invite_code: 'BOARD-JOIN' }))
        .success,
    ).toBe(true);
    const conversation = backend.db.state.conversations[0];
    expectAll(
      ConversationMessageSchema,
      await call('ConversationMessagesResource', 'get', { conversation_id: conversation?.id }),
    );
    expectAll(NotificationSchema, await call('NewsHubResource', 'get'));
    const commented = backend.db.state.homefeed.find((id) => id) ?? '';
    await call('AggregatedCommentResource', 'create', { pin_id: commented, text: 'Nice' });
    expectAll(
      AggregatedCommentSchema,
      await call('AggregatedCommentsResource', 'get', { pin_id: commented }),
    );
  });
});
