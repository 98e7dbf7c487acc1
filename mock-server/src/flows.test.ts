import { readFileSync } from 'node:fs';
import { createMockBackend, DEMO_ACCOUNTS } from '@tessera/mocks';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { createServer } from './createServer.ts';

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
    const app = createServer({ backend, staticDir: '/nonexistent' });
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
    const app = createServer({ backend, staticDir: '/nonexistent' });
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
