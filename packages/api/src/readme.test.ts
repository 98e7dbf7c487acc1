/**
 * Issue 27: packages/api/README.md lists every intent with what it writes, rolls back and logs. A
 * new intent of createEntityActions fails here until the README's table has a row for it.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';
import { createEntityActions } from './entityActions.ts';
import { createEntityStore } from './entityStore.ts';
import type { TesseraApi } from './tesseraApi.ts';

const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8');

/** The intents' names in the README table's first column (`name(`…). */
const rows = new Set(
  readme
    .split('\n')
    .filter((line) => line.startsWith('| `'))
    .flatMap((line) => [...(line.split('|')[1] ?? '').matchAll(/`(\w+)\(/g)].map((match) => match[1])),
);

it('the README has a row for every intent of createEntityActions', () => {
  const actions = createEntityActions(createEntityStore(), {} as TesseraApi);
  const intents = Object.keys(actions).filter((name) => name !== 'saveCalls');
  expect(intents.length).toBeGreaterThan(20);
  expect(intents.filter((name) => !rows.has(name))).toEqual([]);
});
