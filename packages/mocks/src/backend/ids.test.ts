/**
 * Issue 32: ids of new things were `700000000000000000 + n × 7919`, so the next pin's or upload's id
 * could be guessed from any one. They are 64 random bits as a §3 digit string: seeded (the same
 * after every reset, for tests and stories) or random (the served site).
 */
import { isEntityId } from '@tessera/model';
import { describe, expect, it } from 'vitest';
import { createMockBackend } from './createMockBackend.ts';
import { createMockDatabase } from './database.ts';
import { idOfBits, randomId, seededId } from './ids.ts';

/** The ids a backend hands out for its first `n` new things. */
function firstIds(backend: ReturnType<typeof createMockBackend>, n: number): string[] {
  return Array.from({ length: n }, () => backend.db.newId());
}

describe('new ids', () => {
  it('are §3 ids of 20 digits, 10^19 plus the 64 bits', () => {
    expect(idOfBits(0n)).toBe('10000000000000000000');
    expect(idOfBits((1n << 64n) - 1n)).toBe('28446744073709551615');
    for (const id of [seededId(1, 1), randomId()]) {
      expect(isEntityId(id)).toBe(true);
      expect(id).toMatch(/^[12]\d{19}$/);
    }
  });

  it('seeded: the same after a reset and for the same seed, another seed another list', () => {
    const backend = createMockBackend({ seed: 1, pinCount: 30 });
    const first = firstIds(backend, 5);
    backend.reset();
    expect(firstIds(backend, 5)).toEqual(first);
    expect(first[0]).toBe(seededId(1, 1));
    expect(firstIds(createMockBackend({ seed: 2, pinCount: 30 }), 5)).not.toEqual(first);
  });

  it('have no step between them: neither a constant difference nor an order', () => {
    for (const ids of [
      firstIds(createMockBackend({ seed: 1, pinCount: 30 }), 50),
      firstIds(createMockBackend({ seed: 1, pinCount: 30, ids: 'random' }), 50),
    ]) {
      const steps = new Set(ids.slice(1).map((id, i) => BigInt(id) - BigInt(ids[i] as string)));
      expect(steps.size).toBe(49);
      const rising = ids.slice(1).filter((id, i) => BigInt(id) > BigInt(ids[i] as string)).length;
      expect(rising).toBeGreaterThan(10);
      expect(rising).toBeLessThan(39);
    }
  });

  it('random: two servers of the same seed hand out different ids', () => {
    const a = firstIds(createMockBackend({ seed: 1, pinCount: 30, ids: 'random' }), 3);
    const b = firstIds(createMockBackend({ seed: 1, pinCount: 30, ids: 'random' }), 3);
    expect(a).not.toEqual(b);
  });

  it('never hand out an id in use', () => {
    const db = createMockDatabase(undefined, 'seeded');
    const taken = seededId(db.seed, 1);
    db.state.pins[taken] = { id: taken } as never;
    expect(db.newId()).toBe(seededId(db.seed, 2));
  });
});
