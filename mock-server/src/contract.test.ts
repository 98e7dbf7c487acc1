/**
 * The contract of the mock API (packages/mocks/src/testing/contractCases.ts) through the Express
 * server with supertest: the same cases as through MSW, so both serve the same API.
 */
import { createMockBackend } from '@tessera/mocks';
import type { ResourceResponse } from '@tessera/model';
import request from 'supertest';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTRACT_CASES } from '../../packages/mocks/src/testing/contractCases.ts';
import { createSiteServer } from './testing.ts';

const backend = createMockBackend({ seed: 1 });
const app = createSiteServer({ backend, staticDir: '/nonexistent' });
beforeEach(() => backend.reset());

describe('the API contract through Express', () => {
  it.each(CONTRACT_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    for (const first of c.before ?? []) {
      const m = first.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
      const sent =
        first.body === undefined
          ? await request(app)[m](first.path)
          : await request(app)
              [m](first.path)
              .send(first.body as object);
      expect(sent.status).toBeLessThan(300);
    }
    const method = c.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    let call = request(app)[method](c.path).set('Accept', 'application/json');
    for (const [name, value] of Object.entries(c.headers ?? {})) call = call.set(name, value);
    const response = c.body === undefined ? await call : await call.send(c.body as object);
    const body = response.body as ResourceResponse<unknown>;
    expect(response.status, JSON.stringify(body.resource_response?.error)).toBe(c.status);
    expect(response.headers['content-type']).toMatch(/application\/json/);
    if (c.status >= 400) {
      expect(body.resource_response.error?.http_status).toBe(c.status);
      if (c.error) expect(body.resource_response.error?.message).toMatch(c.error);
    } else {
      expect(body.resource_response.error).toBeNull();
      if (c.data) expect(c.data(body.resource_response.data)).toBe(true);
    }
  });
});
