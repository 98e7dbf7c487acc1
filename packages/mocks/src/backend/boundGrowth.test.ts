/** The state stays bounded under any use (issue 18): sessions and stored uploads have caps. */
import { describe, expect, it } from 'vitest';
import { createWorld } from '../fixtures/world.ts';
import { boundGrowth, MAX_SESSIONS, MAX_STORED_UPLOAD_BYTES, stateFromWorld } from './database.ts';

describe('boundGrowth', () => {
  it(`keeps the newest ${MAX_SESSIONS} sessions`, () => {
    const state = stateFromWorld(createWorld({ seed: 1, pinCount: 10 }));
    for (let i = 0; i < MAX_SESSIONS + 5; i++) state.sessions[`s-${i}`] = 'u';
    boundGrowth(state);
    expect(Object.keys(state.sessions)).toHaveLength(MAX_SESSIONS);
    expect(state.sessions['s-0']).toBeUndefined();
    expect(state.sessions[`s-${MAX_SESSIONS + 4}`]).toBe('u');
  });

  it('drops the oldest uploads once their files pass the byte cap', () => {
    const state = stateFromWorld(createWorld({ seed: 1, pinCount: 10 }));
    const third = Math.ceil(MAX_STORED_UPLOAD_BYTES / 3) + 1;
    for (const id of [
      '700000000000000001',
      '700000000000000002',
      '700000000000000003',
      '700000000000000004',
    ]) {
      state.uploads[id] = { id, userId: 'u', status: 'succeeded', key: 'k', base64: 'x'.repeat(third) };
    }
    boundGrowth(state);
    expect(Object.keys(state.uploads)).toEqual(['700000000000000003', '700000000000000004']);
  });
});
