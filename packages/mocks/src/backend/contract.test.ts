/** The contract of the mock API (testing/contractCases.ts) through MSW in Node. */
import type { ResourceResponse } from '@tessera/model';
import { getResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { CONTRACT_CASES } from '../testing/contractCases.ts';
import { createMockBackend } from './createMockBackend.ts';

const backend = createMockBackend({ seed: 1 });
beforeEach(() => backend.reset());

describe('the API contract through MSW', () => {
  it.each(CONTRACT_CASES.map((c) => [c.name, c] as const))('%s', async (_name, c) => {
    const headers = new Headers(c.headers);
    if (c.body !== undefined) headers.set('content-type', 'application/json');
    const request = new Request(`http://tessera.test${c.path}`, {
      method: c.method,
      headers,
      ...(c.body === undefined ? {} : { body: JSON.stringify(c.body) }),
    });
    const response = await getResponse(backend.handlers, request);
    expect(response, 'no handler answered').toBeDefined();
    const body = (await response?.json()) as ResourceResponse<unknown>;
    expect(response?.status, JSON.stringify(body.resource_response.error)).toBe(c.status);
    expect(body.resource_response.http_status).toBe(c.status);
    if (c.status >= 400) {
      expect(body.resource_response.error?.http_status).toBe(c.status);
      expect(body.resource_response.error?.message.length).toBeGreaterThan(0);
      if (c.error) expect(body.resource_response.error?.message).toMatch(c.error);
    } else {
      expect(body.resource_response.error).toBeNull();
      if (c.data)
        expect(
          c.data(body.resource_response.data),
          JSON.stringify(body.resource_response.data).slice(0, 300),
        ).toBe(true);
    }
  });
});
