/**
 * The benchmark's workload, shared by the driver and every page: seeded cards 236 px wide, gap 14,
 * heights 150–600, in a 1280 × 800 viewport. Same seed, same cards, for every contender and run.
 */
export const CARD_WIDTH = 236;
export const GAP = 14;
export const MIN_HEIGHT = 150;
export const MAX_HEIGHT = 600;
export const COLUMNS = 5;
/** Five columns of 236 with gaps of 14: the container every contender gets. */
export const GRID_WIDTH = COLUMNS * CARD_WIDTH + (COLUMNS - 1) * GAP;
export const VIEWPORT = { width: 1280, height: 800 } as const;
export const SIZES = [1_000, 10_000, 50_000] as const;
export const SEED = 20_251_122;

export interface Card {
  id: string;
  height: number;
  hue: number;
}

/** mulberry32: a small, fast, seeded PRNG. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

export function makeCards(count: number, seed = SEED): Card[] {
  const next = random(seed);
  return Array.from({ length: count }, (_, i) => ({
    id: `c${i}`,
    height: MIN_HEIGHT + Math.floor(next() * (MAX_HEIGHT - MIN_HEIGHT + 1)),
    hue: Math.floor(next() * 360),
  }));
}
