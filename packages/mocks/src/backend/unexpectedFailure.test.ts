/**
 * Issue 32: the backend's own failure (a bug, a broken state) reached the page verbatim ("The mock
 * backend failed: Invalid character"). It answers 500 without a message, so the site shows §8's
 * own text, and the exception goes to the server's log.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createMockBackend } from './createMockBackend.ts';
import { resourceGetPath, testClient } from './testClient.ts';

const backend = createMockBackend({ seed: 1 });
const client = testClient(backend);
afterEach(() => {
  vi.restoreAllMocks();
  backend.reset();
});

describe("the backend's own failure", () => {
  it('answers 500 with no message and logs the exception', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = new Error('internal detail: state.pins is broken');
    vi.spyOn(backend.db, 'userByName').mockImplementation(() => {
      throw broken;
    });
    const answer = await client.resource('GET', resourceGetPath('UserResource', { username: 'demo' }));
    expect(answer.status).toBe(500);
    expect(answer.error?.message).toBe('');
    expect(JSON.stringify(answer)).not.toContain('internal detail');
    expect(log).toHaveBeenCalledWith(expect.any(String), broken);
  });
});
