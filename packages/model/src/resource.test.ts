import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import {
  BOARDS_PAGE_SIZE,
  DEFAULT_HTTP_STATUS,
  END_BOOKMARK,
  RepinResultSchema,
  type ResourceResponse,
  resourceResponseSchema,
} from './resource.ts';

describe('resource wire types (§7)', () => {
  it('keeps the spec constants', () => {
    expect(END_BOOKMARK).toBe('-end-');
    expect(DEFAULT_HTTP_STATUS).toBe(500);
    expect(BOARDS_PAGE_SIZE).toBe(25);
  });

  it('parses a response envelope and rejects a broken one', () => {
    const schema = resourceResponseSchema(z.array(z.string()));
    const ok: ResourceResponse<string[]> = {
      resource_response: { data: ['a'], error: null, bookmark: END_BOOKMARK, http_status: 200 },
      bookmarks: [END_BOOKMARK],
    };
    expect(schema.parse(ok)).toEqual(ok);
    const failed = {
      resource_response: {
        data: null,
        error: { message: 'Nope', http_status: 400 },
        bookmark: null,
        http_status: 400,
      },
    };
    expect(schema.parse(failed)).toEqual(failed);
    expect(
      schema.safeParse({ resource_response: { data: [1], error: null, bookmark: null, http_status: 200 } })
        .success,
    ).toBe(false);
  });

  it('parses a repin result; board null is a profile save', () => {
    expect(RepinResultSchema.parse({ id: 'p2', pinner: { id: 'u1' }, board: null }).board).toBeNull();
    const onBoard = RepinResultSchema.parse({
      id: 'p2',
      pinner: { id: 'u1' },
      board: { id: 'b1', url: '/demo/recipes/', name: 'Recipes' },
      section: { id: 's1', slug: 'soups', title: 'Soups' },
    });
    expect(onBoard.section?.title).toBe('Soups');
    expect(RepinResultSchema.safeParse({ id: 'p2', pinner: { id: 'u1' } }).success).toBe(false);
  });
});
