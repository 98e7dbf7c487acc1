/**
 * Issue 32: a search query past Latin-1 (an ideographic space, a line separator, a BOM inside the
 * words) that fills more than one page answered 500: its bookmark's scope went into btoa. The
 * bookmark now carries the query in UTF-8, and the next page reads it back.
 */
import { describe, expect, it } from 'vitest';
import { createMockBackend } from './createMockBackend.ts';
import { resourceGetPath, testClient } from './testClient.ts';

const client = testClient(createMockBackend({ seed: 1 }));

describe('a search query past Latin-1', () => {
  it.each(['a\u3000b', 'e\u2028e', 'a\ufeffb'])(
    '%j pages on: a bookmark, then the next page',
    async (query) => {
      const first = await client.resource<Array<{ id: string }>>(
        'GET',
        resourceGetPath('SearchResource', { query }),
      );
      expect(first.status).toBe(200);
      expect(first.bookmark).toEqual(expect.any(String));
      const next = await client.resource<Array<{ id: string }>>(
        'GET',
        resourceGetPath('SearchResource', { query }, [first.bookmark ?? '']),
      );
      expect(next.status).toBe(200);
      const firstIds = new Set(first.data?.map((pin) => pin.id));
      expect(next.data?.length).toBeGreaterThan(0);
      expect(next.data?.some((pin) => firstIds.has(pin.id))).toBe(false);
    },
  );
});
