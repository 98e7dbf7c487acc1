/**
 * Seeded pseudo-random numbers: mulberry32, a tiny 32-bit generator with a good spread, plus the
 * helpers the fixtures use. The same seed always gives the same sequence, on every platform.
 */

export type RandomSource = () => number;

/** mulberry32: returns floats in [0, 1). */
export function mulberry32(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** FNV-1a hash of a string to an unsigned 32-bit integer (to seed a generator from a name). */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

export interface Random {
  /** Float in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** Float in [min, max). */
  float(min: number, max: number): number;
  /** True with the given probability. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: [[item, weight], ...]. */
  weighted<T>(items: ReadonlyArray<readonly [T, number]>): T;
  /** A shuffled copy (Fisher-Yates). */
  shuffle<T>(items: readonly T[]): T[];
  /** `length` lowercase hex digits. */
  hex(length: number): string;
  /** A digit string of `length` digits, not starting with 0 (ids shaped like the spec's numeric ids). */
  digits(length: number): string;
}

export function createRandom(seed: number | string): Random {
  const next = mulberry32(typeof seed === 'string' ? hashString(seed) : seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    float: (min, max) => min + next() * (max - min),
    chance: (probability) => next() < probability,
    pick<T>(items: readonly T[]): T {
      if (items.length === 0) throw new RangeError('Cannot pick from an empty list');
      return items[int(0, items.length - 1)] as T;
    },
    weighted<T>(items: ReadonlyArray<readonly [T, number]>): T {
      const total = items.reduce((sum, [, weight]) => sum + weight, 0);
      let r = next() * total;
      for (const [item, weight] of items) {
        r -= weight;
        if (r < 0) return item;
      }
      const last = items[items.length - 1];
      if (!last) throw new RangeError('Cannot pick from an empty list');
      return last[0];
    },
    shuffle<T>(items: readonly T[]): T[] {
      const out = [...items];
      for (let i = out.length - 1; i > 0; i--) {
        const j = int(0, i);
        [out[i], out[j]] = [out[j] as T, out[i] as T];
      }
      return out;
    },
    hex(length) {
      let out = '';
      for (let i = 0; i < length; i++) out += int(0, 15).toString(16);
      return out;
    },
    digits(length) {
      let out = String(int(1, 9));
      for (let i = 1; i < length; i++) out += String(int(0, 9));
      return out;
    },
  };
}
