/**
 * Issue 32, who may see what. Secret boards stay secret: demo's pin on their secret board leaked to newbie and to
 * logged-out visitors (PinResource/get gave its title, link and board), and comments, repins and
 * feedback on it succeeded. It exists only for the board's owner and collaborators: 404 for
 * everyone else, on reads and writes alike. An uploaded file (sequential ids, readable by anyone,
 * in a pin or not) is its uploader's alone.
 */
import { imagePath, type Pin } from '@tessera/model';
import { describe, expect, it } from 'vitest';
import { NEWBIE_USERNAME } from '../fixtures/world.ts';
import { LOGGED_OUT_SESSION, SESSION_COOKIE } from './context.ts';
import { createMockBackend } from './createMockBackend.ts';
import { resourceGetPath, testClient } from './testClient.ts';

const backend = createMockBackend({ seed: 1 });
const client = testClient(backend);
const post = (name: string, action: string, options: Record<string, unknown>, cookie = '') =>
  client.resource('POST', `/resource/${name}/${action}/`, { options }, cookie ? { cookie } : {});

async function newbieCookie(): Promise<string> {
  const login = await client.send('POST', '/v3/login/', {
    username_or_email: NEWBIE_USERNAME,
    password: 'newbie',
  });
  return login.headers.get('set-cookie')?.split(';')[0] ?? '';
}

describe('a pin on a secret board', () => {
  it('is there for its owner and not found for anyone else, read or written', async () => {
    const secret = Object.values(backend.db.state.boards).find(
      (board) => board.privacy === 'secret' && board.username === 'demo',
    );
    expect(secret).toBeDefined();
    const made = await post('PinResource', 'create', {
      image_url: 'https://example.com/gift.jpg',
      title: 'A gift',
      board_id: secret?.id,
    });
    expect(made.status).toBeLessThan(300);
    const pinId = (made.data as { id: string }).id;
    const read = (cookie = '') =>
      client.resource(
        'GET',
        resourceGetPath('PinResource', { id: pinId }),
        undefined,
        cookie ? { cookie } : {},
      );
    expect((await read()).status).toBe(200);

    const loggedOut = `${SESSION_COOKIE}=${LOGGED_OUT_SESSION}`;
    const newbie = await newbieCookie();
    for (const cookie of [loggedOut, newbie]) {
      const answer = await read(cookie);
      expect(answer.status).toBe(404);
      expect(JSON.stringify(answer)).not.toContain('A gift');
    }
    expect(
      (await post('AggregatedCommentResource', 'create', { pin_id: pinId, text: 'Hi' }, newbie)).status,
    ).toBe(404);
    expect((await post('PinResource', 'create', { pin_id: pinId }, newbie)).status).toBe(404);
    expect(
      (await post('PinFeedbackResource', 'update', { pin_id: pinId, feedback_type: 'hide' }, newbie)).status,
    ).toBe(404);
  });
});

describe('an uploaded file', () => {
  it('is its uploader’s until a pin shows it, then whoever sees the pin sees the file itself', async () => {
    // A PNG header declaring 768 × 400 (the server reads the size, never decodes the pixels).
    const png = [
      0x89, 0x50, 0x4e, 0x47, 13, 10, 26, 10, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 0, 0, 3, 0, 0, 0, 1, 144,
    ];
    const signature = 'ab'.repeat(16);
    backend.db.state.uploads.u1 = {
      id: 'u1',
      userId: backend.db.viewer().id,
      status: 'succeeded',
      key: 'k',
      signature,
      base64: btoa(String.fromCharCode(...png)),
      contentType: 'image/png',
      width: 768,
      height: 400,
    };
    const imageUrl = `/media/${imagePath(signature, '236x')}`;
    const newbie = await newbieCookie();
    const status = async (path: string, cookie = '') =>
      (await client.send('GET', path, undefined, cookie ? { cookie } : {})).status;
    expect(await status('/media/uploads/u1')).toBe(200);
    expect(await status('/media/uploads/u1', newbie)).toBe(404);
    expect(await status(imageUrl, newbie)).toBe(404);

    // Issue 30: the pin shows the uploaded file, at the file's own size.
    const made = await post('PinResource', 'create', { image_signature: signature, title: 'Mine' });
    const pin = made.data as Pin;
    expect(pin.images?.orig).toMatchObject({ width: 768, height: 400 });
    expect(pin.images?.['236x']).toMatchObject({ url: imageUrl, width: 236, height: 123 });
    const served = await client.send('GET', imageUrl, undefined, { cookie: newbie });
    expect(served.headers.get('content-type')).toBe('image/png');
    expect([...new Uint8Array(await served.arrayBuffer())]).toEqual(png);
    expect(await status('/media/uploads/u1', newbie)).toBe(200);
  });
});
