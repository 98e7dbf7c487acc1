/**
 * Ids of new things (issue 32: they were `700000000000000000 + n × 7919`, so anyone could guess the
 * next pin's or upload's id). A new id is 64 random bits written as a §3 id: a digit string, here
 * always 20 digits (10^19 + the 64 bits), so it never starts with 0 and never meets the seeded
 * world's 18-digit ids.
 *
 * Where the bits come from is the backend's choice (`MockBackendOptions.ids`):
 * - `random`: the platform's cryptographic generator (`crypto.getRandomValues`); what the mock
 *   server serves (`npm start`), so one visitor's ids tell nothing about the next.
 * - `seeded` (the default): SplitMix64 of the seed's key and the state's counter, so tests,
 *   Storybook and the browser's mock get the same ids after every reset (contract cases and
 *   screenshots name them). Not secret: never what a served site uses.
 */

/** How a backend draws its new ids. */
export type IdSource = 'seeded' | 'random';

/** 10^19: added to 64 bits (< 1.85 × 10^19) it gives a 20-digit string. */
const ID_OFFSET = 10_000_000_000_000_000_000n;
const MASK_64 = (1n << 64n) - 1n;
const GAMMA = 0x9e3779b97f4a7c15n;

/** FNV-1a, 64-bit, of a text: the key of a seeded source. */
function fnv64(text: string): bigint {
  let hash = 0xcbf29ce484222325n;
  for (let i = 0; i < text.length; i++) {
    hash ^= BigInt(text.charCodeAt(i));
    hash = (hash * 0x100000001b3n) & MASK_64;
  }
  return hash;
}

/** The SplitMix64 output for the `n`th step after `key`. */
function splitMix64(key: bigint, n: bigint): bigint {
  let z = (key + n * GAMMA) & MASK_64;
  z = ((z ^ (z >> 30n)) * 0xbf58476d1ce4e5b9n) & MASK_64;
  z = ((z ^ (z >> 27n)) * 0x94d049bb133111ebn) & MASK_64;
  return z ^ (z >> 31n);
}

/** A §3 id of 64 bits. */
export const idOfBits = (bits: bigint): string => String(ID_OFFSET + (bits & MASK_64));

/** The `n`th new id (n = 1, 2, …, the state's counter) of a seeded backend of `seed`. */
export function seededId(seed: number, n: number): string {
  return idOfBits(splitMix64(fnv64(`tessera-ids:${seed}`), BigInt(n)));
}

/** A new id from the platform's cryptographic generator. */
export function randomId(): string {
  const bits = new BigUint64Array(1);
  globalThis.crypto.getRandomValues(bits);
  return idOfBits(bits[0] ?? 0n);
}
