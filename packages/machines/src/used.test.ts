/**
 * A machine the product does not run does not exist (issue 27): every `*Machine` that index.ts
 * exports is imported by the site (playground-app/src) or by a package outside this one, in a file
 * that is neither a test nor a story.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));

/** The `*Machine` names index.ts exports (read from its text, as a reader of the package sees them). */
function exportedMachines(): string[] {
  const index = readFileSync(join(root, 'packages/machines/src/index.ts'), 'utf8');
  const names = new Set<string>();
  for (const block of index.matchAll(/export\s*\{([^}]*)\}/g))
    for (const name of (block[1] ?? '').split(',').map((part) => part.trim()))
      if (/^[A-Za-z]\w*Machine$/.test(name)) names.add(name);
  return [...names];
}

const skipped = /\.(test|stories)\.[cm]?[jt]sx?$|\.d\.ts$/;

/** Source files of the product: playground-app/src and packages/*\/src but machines, no tests or stories. */
function productFiles(): string[] {
  const dirs = [join(root, 'playground-app/src')];
  for (const pkg of readdirSync(join(root, 'packages'), { withFileTypes: true }))
    if (pkg.isDirectory() && pkg.name !== 'machines') dirs.push(join(root, 'packages', pkg.name, 'src'));
  const files: string[] = [];
  for (const dir of dirs) {
    let entries: string[];
    try {
      entries = readdirSync(dir, { recursive: true, encoding: 'utf8' });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const path = join(dir, entry);
      if (!/\.[cm]?[jt]sx?$/.test(entry) || skipped.test(entry)) continue;
      if (
        entry.split(/[\\/]/).some((part) => part === 'node_modules' || part === 'dist' || part === 'stories')
      )
        continue;
      files.push(path);
    }
  }
  return files;
}

/** The names a file imports from @tessera/machines (named imports and re-exports). */
function importedMachines(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(
    /(?:import|export)\s*(?:type\s*)?\{([^}]*)\}\s*from\s*['"]@tessera\/machines['"]/g,
  ))
    for (const part of (match[1] ?? '').split(','))
      names.push(
        part
          .trim()
          .replace(/^type\s+/, '')
          .split(/\s+as\s+/)[0] ?? '',
      );
  return names;
}

it('reads the machines index.ts exports', () => {
  expect(exportedMachines()).toEqual(expect.arrayContaining(['uploadMachine', 'saveFlowMachine']));
  expect(importedMachines("import { a, type B, uploadMachine as u } from '@tessera/machines';")).toEqual([
    'a',
    'B',
    'uploadMachine',
  ]);
});

it('every exported machine runs in the product (imported outside tests, stories and the machines package)', () => {
  const users = new Map<string, string[]>();
  for (const file of productFiles()) {
    const text = readFileSync(file, 'utf8');
    if (!text.includes('@tessera/machines')) continue;
    for (const name of importedMachines(text))
      users.set(name, [...(users.get(name) ?? []), relative(root, file)]);
  }
  const unused = exportedMachines().filter((name) => !users.has(name));
  expect(
    unused,
    'machines no product file imports: wire them into the site, or delete them with their tests',
  ).toEqual([]);
});
