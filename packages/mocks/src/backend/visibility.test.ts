/**
 * Issue 32, who may see what. Secret boards stay secret: demo's pin on their secret board leaked to newbie and to
 * logged-out visitors (PinResource/get gave its title, link and board), and comments, repins and
 * feedback on it succeeded. It exists only for the board's owner and collaborators: 404 for
 * everyone else, on reads and writes alike. An uploaded file (sequential ids, readable by anyone,
 * in a pin or not) is its uploader's alone.
 */
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
  it('is read by its uploader only', async () => {
    const demoId = backend.db.viewer().id;
    backend.db.state.uploads.u1 = {
      id: 'u1',
      userId: demoId,
      status: 'succeeded',
      key: 'k',
      base64: 'iVBORw0KGgo=',
      contentType: 'image/png',
    };
    expect((await client.send('GET', '/media/uploads/u1')).status).toBe(200);
    const loggedOut = `${SESSION_COOKIE}=${LOGGED_OUT_SESSION}`;
    for (const cookie of [loggedOut, await newbieCookie()]) {
      expect((await client.send('GET', '/media/uploads/u1', undefined, { cookie })).status).toBe(404);
    }
  });
});
