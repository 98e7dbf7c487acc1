/**
 * Bad input to every handler (fast-check): whatever options, bookmarks, bodies or queries arrive,
 * the answer is a ResourceResponse with a 2xx or a 4xx (never a 5xx), a 4xx carries a message, and
 * a refused request leaves the state exactly as it was.
 */
import { RESOURCE_CALL_NAMES, RESOURCE_CALLS, type ResourceResponse } from '@tessera/model';
import fc from 'fast-check';
import { beforeEach, describe, expect, it } from 'vitest';
import { createMockBackend, methodsOf } from './createMockBackend.ts';
import { LOGGED_OUT, testClient } from './testClient.ts';

const backend = createMockBackend({ seed: 1, pinCount: 120 });
/** Runs per handler (PROPERTY_RUNS to search harder). */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 12);
/** Generous: the machine running the suite may be busy. */
const PROPERTY_TIMEOUT_MS = 60_000;
beforeEach(() => backend.reset());

/** Any value as query text (String() throws for objects whose toString is not a function). */
function text(value: unknown): string {
  try {
    return String(value);
  } catch {
    return JSON.stringify(value) ?? '';
  }
}

/** A cheap fingerprint of everything a request could change. */
function fingerprint(): string {
  const { pins, ...rest } = backend.db.state;
  return (
    JSON.stringify(rest) +
    Object.values(pins)
      .map((p) => `${p.id}${p.title}${p.description}${p.link}`)
      .join('|')
  );
}

const ids = () => {
  const s = backend.db.state;
  return [
    s.homefeed[0],
    Object.keys(s.boards)[0],
    Object.keys(s.sections)[0],
    backend.db.viewerId,
    'nope',
    '',
  ];
};

/** Values that are wrong in many ways, and some that are right, for any option. */
const junk = fc.oneof(
  fc.anything(),
  fc.constantFrom(...ids()),
  fc.string(),
  fc.integer(),
  fc.double(),
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.oneof(fc.string(), fc.integer()), { maxLength: 3 }),
);

/** Options with the call's own keys (so validation runs past the first field) and random others. */
function optionsFor(name: (typeof RESOURCE_CALL_NAMES)[number]) {
  // Every call schema is a zod object (refinements included), so its keys are known.
  const shape = (RESOURCE_CALLS[name] as unknown as { shape: Record<string, unknown> }).shape;
  const keys = Object.keys(shape);
  return fc
    .record(Object.fromEntries(keys.map((k) => [k, junk])), { requiredKeys: [] })
    .chain((known) =>
      fc
        .dictionary(fc.string({ maxLength: 8 }), junk, { maxKeys: 3 })
        .map((extra) => ({ ...extra, ...known })),
    );
}

const envelope = (name: (typeof RESOURCE_CALL_NAMES)[number]) =>
  fc.oneof(
    {
      weight: 6,
      arbitrary: fc.record({
        options: optionsFor(name),
        bookmarks: fc.option(fc.array(fc.string(), { maxLength: 2 }), { nil: undefined }),
      }),
    },
    { weight: 1, arbitrary: fc.anything() },
    { weight: 1, arbitrary: fc.string().map((text) => ({ raw: text })) },
  );

/** Sends `body` as the resource envelope: the data parameter of a GET, the JSON body otherwise. */
function resourceRequest(method: string, path: string, body: unknown): { url: string; payload?: string } {
  const raw =
    typeof body === 'object' && body !== null && 'raw' in body
      ? String((body as { raw: unknown }).raw)
      : undefined;
  const text = raw ?? JSON.stringify(body) ?? 'undefined';
  return method === 'GET'
    ? { url: `${path}?data=${encodeURIComponent(text)}` }
    : { url: path, payload: text };
}

const client = testClient(backend);
/** Sends the payload text as it is, as a logged-out visitor or as the default viewer. */
const send = (method: string, url: string, payload: string | undefined, loggedOut: boolean) =>
  client.send(method, url, payload, loggedOut ? LOGGED_OUT : {});

async function expectSafe(response: Response, before: string) {
  const body = (await response.json()) as ResourceResponse<unknown>;
  expect(response.status, JSON.stringify(body.resource_response?.error)).toBeLessThan(500);
  expect(body.resource_response.http_status).toBe(response.status);
  if (response.status >= 400) {
    expect(body.resource_response.error?.message).toBeTruthy();
    expect(fingerprint()).toBe(before);
  }
}

describe('bad input to every resource handler', () => {
  it.each(RESOURCE_CALL_NAMES)(
    '%s: never a 5xx, refusals change nothing',
    async (name) => {
      const [resource, action = 'get'] = name.split('/');
      const method = methodsOf(action)[0] ?? 'GET';
      await fc.assert(
        fc.asyncProperty(envelope(name), fc.boolean(), async (body, loggedOut) => {
          backend.reset();
          const before = fingerprint();
          const { url, payload } = resourceRequest(method, `/resource/${resource}/${action}/`, body);
          await expectSafe(await send(method, url, payload, loggedOut), before);
        }),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});

describe('bad input to every v3 route', () => {
  const paths = [
    ...new Map(
      backend.routes
        .filter((r) => !r.path.startsWith('/resource/'))
        .map((r) => [`${r.method} ${r.path}`, r] as const),
    ).values(),
  ];
  it.each(paths.map((r) => [`${r.method} ${r.path}`, r] as const))(
    '%s: never a 5xx, refusals change nothing',
    async (_label, r) => {
      const method = r.method.split('|')[0] ?? 'GET';
      const pathParam = fc.oneof(
        fc.constantFrom(...ids().filter(Boolean)),
        fc.string({ minLength: 1, maxLength: 12 }),
      );
      await fc.assert(
        fc.asyncProperty(
          fc.dictionary(fc.string({ maxLength: 10 }), junk, { maxKeys: 5 }),
          pathParam,
          pathParam,
          fc.boolean(),
          async (input, a, b, loggedOut) => {
            backend.reset();
            const before = fingerprint();
            const params = [a, b];
            const path = r.path.replace(/:[A-Za-z]+/g, () => encodeURIComponent(params.shift() ?? 'x'));
            const query = new URLSearchParams(Object.entries(input).map(([k, v]) => [k, text(v)]));
            const response =
              method === 'GET'
                ? await send('GET', `${path}?${query}`, undefined, loggedOut)
                : await send(method, path, JSON.stringify(input), loggedOut);
            await expectSafe(response, before);
          },
        ),
        { numRuns: RUNS },
      );
    },
    PROPERTY_TIMEOUT_MS,
  );
});
