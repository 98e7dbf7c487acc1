/** The contract of the mock API (testing/contractCases.ts) through MSW in Node. */
import type { ResourceResponse } from '@tessera/model';
import { matchRequestUrl } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTRACT_CASES, type ContractCase } from '../testing/contractCases.ts';
import { createMockBackend } from './createMockBackend.ts';
import { testClient } from './testClient.ts';

const backend = createMockBackend({ seed: 1 });
beforeEach(() => backend.reset());

const client = testClient(backend);
const send = (c: Pick<ContractCase, 'method' | 'path' | 'body' | 'headers'>) =>
  client.send(c.method, c.path, c.body, c.headers);

describe('the API contract through MSW', () => {
  it.each(CONTRACT_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    for (const first of c.before ?? []) expect((await send(first)).status).toBeLessThan(300);
    const response = await send(c);
    const body = (await response.json()) as ResourceResponse<unknown>;
    expect(response.status, JSON.stringify(body.resource_response.error)).toBe(c.status);
    expect(body.resource_response.http_status).toBe(c.status);
    if (c.status >= 400) {
      expect(body.resource_response.error?.http_status).toBe(c.status);
      expect(body.resource_response.error?.message.length).toBeGreaterThan(0);
      if (c.error) expect(body.resource_response.error?.message).toMatch(c.error);
    } else {
      expect(body.resource_response.error).toBeNull();
      if (c.data) {
        const data = body.resource_response.data;
        expect(c.data(data), JSON.stringify(data).slice(0, 300)).toBe(true);
      }
    }
  });

  it('has, for every route of the backend, a case that succeeds and a case that fails', () => {
    const missing: string[] = [];
    for (const route of backend.routes) {
      const methods = route.method.split('|');
      const cases = CONTRACT_CASES.filter(
        (c) =>
          methods.includes(c.method) &&
          matchRequestUrl(new URL(`http://x${c.path}`), route.path, 'http://x').matches,
      );
      const succeeds = cases.some((c) => c.status < 300) || route.path.startsWith('/v3/upload/');
      if (!succeeds)
        missing.push(
          `${route.path}: no success (the upload POST succeeds in the builders' upload test, playground-app/src/routes/create/upload.test.ts)`,
        );
      if (!cases.some((c) => c.status >= 400)) missing.push(`${route.path}: no failure`);
    }
    expect(missing).toEqual([]);
  });
});
