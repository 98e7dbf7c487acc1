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
