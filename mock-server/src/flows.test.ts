import { readFileSync } from 'node:fs';
import { createMockBackend, DEMO_ACCOUNTS } from '@tessera/mocks';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createSiteServer } from './testing.ts';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');
const backend = createMockBackend({ seed: 1, pinCount: 40 });

describe('mock-server/README.md', () => {
  it('lists every route of the backend', () => {
    for (const route of backend.routes) {
      // README paths name parameters {likeThis}; the routes use :likeThis.
      const path = route.path
        .replace(/:([A-Za-z]+)/g, '{$1}')
        .replace('{placed}', '{placementId}%3A{experienceId}');
      expect(readme, `${route.method} ${route.path}`).toContain(`\`${path}\``);
    }
  });

  it('documents every demo account with its password, and the passwords work', async () => {
    const app = createSiteServer({ backend, staticDir: '/nonexistent' });
    for (const account of DEMO_ACCOUNTS) {
      expect(readme).toMatch(
        new RegExp(`\\|\\s*\`${account.username}\`\\s*\\|\\s*\`${account.password}\`\\s*\\|`),
      );
      const agent = request.agent(app);
      await agent
        .post('/v3/login/')
        .send({ username_or_email: account.username, password: account.password })
        .expect(200);
      const me = await agent.get('/v3/users/me/').expect(200);
      expect(me.body.resource_response.data.username).toBe(account.username);
      await agent.post('/v3/logout/').expect(200);
      await agent.get('/v3/users/me/').expect(401);
    }
  });
});

describe('the event log, readable by tests (§7)', () => {
  it('keeps logged events and server records, filtered by event_type, until cleared', async () => {
    const app = createSiteServer({ backend, staticDir: '/nonexistent' });
    backend.reset();
    await request(app)
      .post('/v3/events/')
      .send({ events: [{ event_type: 18, view_type: 5, object_id_str: '1' }, { event_type: 101 }] })
      .expect(200);
    const board = Object.values(backend.db.state.boards).find(
      (b) => b.username !== 'demo' && b.privacy !== 'secret',
    );
    await request(app).put(`/v3/boards/${board?.id}/follow/`).expect(200);
    const all = await request(app).get('/__mock/events').expect(200);
    expect(all.body.resource_response.data.map((e: { event_type: number }) => e.event_type)).toEqual([
      18, 101, 26,
    ]);
    const impressions = await request(app).get('/__mock/events?event_type=18').expect(200);
    expect(impressions.body.resource_response.data).toMatchObject([
      { event_type: 18, view_type: 5, source: 'client' },
    ]);
    await request(app).delete('/__mock/events').expect(200);
    expect((await request(app).get('/__mock/events')).body.resource_response.data).toEqual([]);
  });
});

describe('the upload flow through Express (§7 VIPResource)', () => {
  it('create, multipart POST of the parameters and the file, poll until succeeded, make a pin of it', async () => {
    const app = createSiteServer({ backend, staticDir: '/nonexistent' });
    backend.reset();
    const created = await request(app)
      .post('/resource/VIPResource/create/')
      .send({ options: { type: 'pinimage' } })
      .expect(201);
    const { upload_id, upload_url, upload_parameters } = created.body.resource_response.data;
    let post = request(app).post(upload_url);
    for (const [name, value] of Object.entries(upload_parameters as Record<string, string>))
      post = post.field(name, value);
    await post
      .attach('file', Buffer.from([0xff, 0xd8, 0xff, 0xd9]), { filename: 'a.jpg', contentType: 'image/jpeg' })
      .expect(201);
    const poll = () =>
      request(app).get(
        `/resource/VIPResource/get/?data=${encodeURIComponent(JSON.stringify({ options: { upload_ids: [upload_id] } }))}`,
      );
    expect((await poll()).body.resource_response.data[upload_id].status).toBe('processing');
    const done = (await poll()).body.resource_response.data[upload_id];
    expect(done.status).toBe('succeeded');
    const pin = await request(app)
      .post('/resource/PinResource/create/')
      .send({ options: { image_signature: done.signature } })
      .expect(201);
    expect(pin.body.resource_response.data.imageSignature).toBe(done.signature);
    const file = await request(app).get(`/media/uploads/${upload_id}`).expect(200);
    expect(file.headers['content-type']).toBe('image/jpeg');
  });
});
