import { describe, expect, it } from 'vitest';
import { browserWorkers } from './browserWorkers.ts';

describe('browserWorkers', () => {
  it('one worker per two cores, at least one', () => {
    expect([1, 2, 3, 4, 8].map((cores) => browserWorkers(undefined, cores))).toEqual([1, 1, 1, 2, 4]);
  });

  it('a whole number asked for wins; anything else is ignored', () => {
    expect(browserWorkers('3', 2)).toBe(3);
    expect(['', '0', '-1', '1.5', 'many'].map((asked) => browserWorkers(asked, 4))).toEqual([2, 2, 2, 2, 2]);
  });
});
