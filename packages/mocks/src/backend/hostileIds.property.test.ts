/**
 * Hostile ids (issue 18): names of Object.prototype (`__proto__`, `constructor`, `toString`…) and
 * random text, thrown at every id field of every resource call and every id in a v3 path, must be
 * refused (400 by the model's id rule) or not found (404) — never found as an entity — and leave
 * the state exactly as it was.
 */
import { RESOURCE_CALL_NAMES, RESOURCE_CALLS, type ResourceResponse } from '@tessera/model';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMockBackend, methodsOf } from './createMockBackend.ts';
import { testClient } from './testClient.ts';

const backend = createMockBackend({ seed: 1, pinCount: 120 });
const RUNS = Number(process.env.PROPERTY_RUNS ?? 10);
/** Generous: the machine running the suite may be busy. */
const PROPERTY_TIMEOUT_MS = 60_000;
beforeEach(() => backend.reset());

const PROTOTYPE_NAMES = Object.getOwnPropertyNames(Object.prototype);
/** A hostile id: a prototype name (as text, in a list, or padded) or any text that is not digits. */
const hostileId = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PROTOTYPE_NAMES) },
  { weight: 1, arbitrary: fc.constantFrom(...PROTOTYPE_NAMES).map((n) => ` ${n} `) },
  { weight: 2, arbitrary: fc.string({ minLength: 1, maxLength: 24 }).filter((s) => !/^\s*\d+\s*$/.test(s)) },
);

const fingerprint = () => JSON.stringify(backend.db.state);

/** The fields of a call that hold ids: `id`, `*_id`, `*_ids`, `*Id`, `*_list` of ids. */
const isIdField = (key: string) => /(^id$|_id$|_ids$|Id$|Ids$|^interest_list$)/.test(key);

function idFieldsOf(name: (typeof RESOURCE_CALL_NAMES)[number]): string[] {
  const shape = (RESOURCE_CALLS[name] as unknown as { shape: Record<string, unknown> }).shape;
  return Object.keys(shape).filter(isIdField);
}

/** A valid id for every id field, so validation reaches the one hostile field. */
function validIds(): Record<string, string> {
  const s = backend.db.state;
  const pin = s.homefeed[0] ?? '';
  return {
    id: pin,
    pin_id: pin,
    board_id: Object.keys(s.boards)[0] ?? '',
    section_id: Object.keys(s.sections)[0] ?? '',
    user_id: backend.db.viewerId,
  };
}

const { send } = testClient(backend);

async function expectRefused(response: Response, before: string, label: string) {
  const text = await response.text();
  expect([400, 404], `${label} → ${response.status} ${text.slice(0, 200)}`).toContain(response.status);
  const body = JSON.parse(text) as ResourceResponse<unknown>;
  expect(body.resource_response.error?.message, label).toBeTruthy();
  expect(fingerprint() === before, `${label} changed the state`).toBe(true);
}

const callsWithIds = RESOURCE_CALL_NAMES.filter((name) => idFieldsOf(name).length > 0);

describe('hostile ids in every id field of every resource call', () => {
  it('covers the calls that take ids', () => {
    expect(callsWithIds.length).toBeGreaterThan(20);
  });

  it.each(callsWithIds)(
    '%s: a hostile id is 400 or 404 and changes nothing',
    async (name) => {
      const [resource, action = 'get'] = name.split('/');
      const method = methodsOf(action)[0] ?? 'GET';
      const fields = idFieldsOf(name);
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...fields), hostileId, fc.boolean(), async (field, id, asList) => {
          backend.reset();
          const before = fingerprint();
          const options: Record<string, unknown> = { ...validIds(), [field]: asList ? [id] : id };
          const data = JSON.stringify({ options });
          const path = `/resource/${resource}/${action}/`;
          const response =
            method === 'GET'
              ? await send('GET', `${path}?data=${encodeURIComponent(data)}`)
              : await send(method, path, data);
          await expectRefused(response, before, `${method} ${name} ${field}=${JSON.stringify(id)}`);
        }),
        { numRuns: RUNS, examples: PROTOTYPE_NAMES.slice(0, 4).map((n) => [fields[0] ?? 'id', n, false]) },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('hostile ids in every id of a v3 path', () => {
  const withParams = [
    ...new Map(
      backend.routes
        .filter((r) => !r.path.startsWith('/resource/') && /:[A-Za-z]+/.test(r.path))
        .map((r) => [`${r.method} ${r.path}`, r] as const),
    ).values(),
  ];

  it.each(withParams.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s: a hostile path id is 400 or 404 and changes nothing',
    async (_label, r) => {
      const method = r.method.split('|')[0] ?? 'GET';
      const params = r.path.match(/:[A-Za-z]+/g) ?? [];
      await fc.assert(
        fc.asyncProperty(fc.nat({ max: params.length - 1 }), hostileId, async (which, id) => {
          backend.reset();
          const before = fingerprint();
          const valid = validIds();
          let i = 0;
          const path = r.path.replace(/:[A-Za-z]+/g, (param) => {
            const value = i++ === which ? id : /board/i.test(param) ? valid.board_id : valid.pin_id;
            return encodeURIComponent(value ?? '');
          });
          const response = method === 'GET' ? await send('GET', path) : await send(method, path, '{}');
          await expectRefused(response, before, `${method} ${path}`);
        }),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );

  it('PUT /v3/boards/__proto__/follow/ and friends find nothing', async () => {
    for (const name of ['__proto__', 'constructor', 'toString', 'valueOf']) {
      const before = fingerprint();
      await expectRefused(await send('PUT', `/v3/boards/${name}/follow/`, '{}'), before, name);
    }
  });
});
