import { describe, expect, it } from 'vitest';
import { filesOfShard, parseShard } from './shard.ts';

describe('--shard=i/n', () => {
  it('reads i/n and refuses anything else', () => {
    expect(parseShard('2/3')).toEqual({ index: 2, total: 3 });
    expect(parseShard(undefined)).toBeUndefined();
    expect(parseShard('')).toBeUndefined();
    for (const bad of ['0/3', '4/3', '1/0', '1', 'a/b', '1/2/3']) {
      expect(() => parseShard(bad)).toThrow(/--shard takes i\/n/);
    }
  });

  it('deals every file to exactly one shard', () => {
    const files = ['e', 'a', 'd', 'c', 'b'];
    const shards = [1, 2, 3].map((index) => filesOfShard(files, { index, total: 3 }));
    expect(shards.map((set) => [...set])).toEqual([['a', 'd'], ['b', 'e'], ['c']]);
    expect(shards.flatMap((set) => [...set]).sort()).toEqual([...files].sort());
    expect([...filesOfShard(files, undefined)]).toEqual(files);
  });
});
