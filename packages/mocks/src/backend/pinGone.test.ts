/** Issue 30 item 5: a pin its creator removed is gone (410) on PinResource get, as the page's status; a pin that never was is 404. */
import { describe, expect, it } from 'vitest';
import { createMockBackend } from './createMockBackend.ts';
import { resourceGetPath, testClient } from './testClient.ts';

describe('PinResource get of a missing pin', () => {
  it('410 where its creator removed it, 404 where it never was', async () => {
    const backend = createMockBackend({ seed: 1 });
    const client = testClient(backend);
    const id = backend.db.state.homefeed[0] ?? '';
    expect((await client.resource('GET', resourceGetPath('PinResource', { id }))).status).toBe(200);
    backend.db.state.deletedPins[id] = true;
    const removed = await client.resource('GET', resourceGetPath('PinResource', { id }));
    expect(removed.status).toBe(410);
    expect(backend.pageStatus(new Request(`http://x/pin/${id}/`))).toBe(410);
    expect((await client.resource('GET', resourceGetPath('PinResource', { id: '123' }))).status).toBe(404);
  });
});
