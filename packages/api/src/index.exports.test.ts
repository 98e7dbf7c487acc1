/**
 * Issue 27: writes go only through named intents. `@tessera/api` exports the intents
 * (createEntityActions, savePin / unsavePin), not the store's writer or the change builders a page
 * could hand-build a write with: those stay inside the package.
 *
 * Until the pin card's save flow goes through the intents, its one file still imports three of
 * them, so they are still exported; no other file may import them, and once that file stops, the
 * test fails until they are no longer exported.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as store from './entityStore.ts';
import * as api from './index.ts';

/** Everything of entityStore.ts that writes the store or builds the entries of a write. */
const RAW_WRITERS = ['write', 'mutate', 'savedChanges', 'repinResultChanges', 'normalise', 'currentOf'];
/** Still exported for the one file that imports them (issue 27: the card's save flow). */
const CARD_SAVE_FLOW = 'packages/pin-card/src/PinSave/useSaveFlow.ts';
const STILL_EXPORTED = ['repinResultChanges', 'savedChanges', 'write'];

const root = fileURLToPath(new URL('../../../', import.meta.url));
const SOURCES = ['packages', 'playground-app/src', 'mock-server/src', 'stories', 'e2e', '.storybook'];

function* sourceFiles(dir: string): Generator<string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* sourceFiles(path);
    else if (/\.(ts|tsx|mts)$/.test(entry.name)) yield path;
  }
}

/** Who imports each raw writer from '@tessera/api' (file paths from the repo root). */
function importersOfRawWriters(): Record<string, string[]> {
  const found: Record<string, string[]> = {};
  for (const top of SOURCES) {
    let files: string[];
    try {
      files = [...sourceFiles(join(root, top))];
    } catch {
      continue;
    }
    for (const file of files) {
      const path = relative(root, file);
      if (path.startsWith('packages/api/')) continue;
      const text = readFileSync(file, 'utf8');
      for (const match of text.matchAll(/import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*'@tessera\/api'/g)) {
        const names = (match[1] ?? '').split(',').map((part) =>
          part
            .trim()
            .split(/\s+as\s+/)[0]
            ?.trim(),
        );
        for (const name of names) {
          if (name && RAW_WRITERS.includes(name)) found[name] = [...(found[name] ?? []), path];
        }
      }
    }
  }
  return found;
}

describe('@tessera/api exports intents, not the raw writer', () => {
  it.each(RAW_WRITERS.filter((name) => !STILL_EXPORTED.includes(name)))('%s is not exported', (name) => {
    // It does exist inside the package: the test names real writers, not stale ones.
    expect(store).toHaveProperty(name);
    expect(api).not.toHaveProperty(name);
  });

  it('of entityStore.ts only the store, its intake, the save intents and a predicate are exported (and the card’s three)', () => {
    // A new change builder added to entityStore.ts fails here until it is kept inside or named.
    const exported = Object.keys(store).filter((name) => name in api);
    expect(exported.sort()).toEqual(
      ['createEntityStore', 'isLostAnswer', 'receive', 'savePin', 'unsavePin', ...STILL_EXPORTED].sort(),
    );
  });

  it('the raw writers still exported are imported by the card’s save flow and nothing else', () => {
    const importers = importersOfRawWriters();
    expect(importers).toEqual(Object.fromEntries(STILL_EXPORTED.map((name) => [name, [CARD_SAVE_FLOW]])));
  });
});
