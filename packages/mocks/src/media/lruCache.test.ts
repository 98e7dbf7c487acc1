import { describe, expect, it } from 'vitest';
import { createLruCache } from './lruCache.ts';

describe('createLruCache', () => {
  it('evicts the least recently used entry past maxEntries', () => {
    const cache = createLruCache<number>({ maxEntries: 2 });
    cache.set('a', 1);
    cache.set('b', 2);
    expect(cache.get('a')).toBe(1); // a is now the most recent
    cache.set('c', 3);
    expect(cache.get('b')).toBeUndefined();
    expect(cache.get('a')).toBe(1);
    expect(cache.get('c')).toBe(3);
    expect(cache.size).toBe(2);
  });

  it('keeps the total size at or under maxSize', () => {
    const cache = createLruCache<string>({ maxEntries: 100, maxSize: 10, sizeOf: (v) => v.length });
    cache.set('a', 'xxxx');
    cache.set('b', 'yyyy');
    expect(cache.totalSize).toBe(8);
    cache.set('c', 'zzzz');
    expect(cache.totalSize).toBe(8);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBe('yyyy');
  });

  it('does not keep a value bigger than the whole cache, and replacing a key updates the size', () => {
    const cache = createLruCache<string>({ maxEntries: 10, maxSize: 5, sizeOf: (v) => v.length });
    cache.set('big', 'xxxxxx');
    expect(cache.get('big')).toBeUndefined();
    cache.set('a', 'xx');
    cache.set('a', 'xxx');
    expect(cache.totalSize).toBe(3);
    expect(cache.size).toBe(1);
    cache.clear();
    expect(cache.size).toBe(0);
    expect(cache.totalSize).toBe(0);
  });
});
