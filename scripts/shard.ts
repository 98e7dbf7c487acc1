/**
 * One home for `--shard=i/n` (issue 26: the suite split across machines). scripts/test.ts reads it
 * from its arguments (or TESSERA_SHARD) and hands it to each runner; the visual test, one file
 * Vitest cannot split, deals its story files out itself with `filesOfShard`.
 */
export interface Shard {
  /** 1-based. */
  index: number;
  total: number;
}

export function parseShard(value: string | undefined): Shard | undefined {
  if (value === undefined || value === '') return undefined;
  const match = /^(\d+)\/(\d+)$/.exec(value);
  const index = Number(match?.[1]);
  const total = Number(match?.[2]);
  if (!match || total < 1 || index < 1 || index > total) {
    throw new Error(`--shard takes i/n with 1 ≤ i ≤ n, as --shard=2/3; not ${value}`);
  }
  return { index, total };
}

/** This shard's files: the sorted files dealt out in turn (all of them without a shard). */
export function filesOfShard(files: string[], shard: Shard | undefined): Set<string> {
  if (!shard) return new Set(files);
  return new Set([...files].sort().filter((_, i) => i % shard.total === shard.index - 1));
}
