/**
 * Issue 12: the home route's initial JavaScript does not grow with the number of routes. The
 * modules the home page runs before any interaction (size-first-paint.ts FIRST_PAINT_MODULES:
 * main.tsx, the app it awaits, the home route module) and everything they import statically
 * within the site must hold no route module but the home route's own: every other route is
 * reached through the route table's `() => import(…)` only, so adding a route adds a chunk no one
 * loads on `/`.
 *
 * The import graph comes from esbuild run over the site's sources with packages external: its
 * metafile lists each file's imports with their kind, type-only imports left out.
 */
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { staticClosure } from './first-paint-chunk.ts';
import { FIRST_PAINT_MODULES } from './size-first-paint.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const site = 'playground-app';

/** A first-paint module's source path from the repo root (the manifest's keys are site-relative). */
const sourceOf = (key: string) => (key === 'index.html' ? `${site}/src/main.tsx` : `${site}/${key}`);

/** The files reached from `entries` through static imports (import and export … from). */
function siteClosure(metafile: Metafile, entries: string[]): Set<string> {
  return staticClosure(entries, (path) => {
    const input = metafile.inputs[path];
    if (!input) throw new Error(`${path} is not in the site's import graph`);
    return input.imports
      .filter((imported) => imported.kind === 'import-statement' && !imported.external)
      .map((imported) => imported.path);
  });
}

describe("the home route's static import graph", () => {
  let metafile: Metafile;

  beforeAll(async () => {
    const result = await build({
      absWorkingDir: root,
      entryPoints: FIRST_PAINT_MODULES.map(sourceOf),
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'browser',
      packages: 'external',
      jsx: 'automatic',
      write: false,
      metafile: true,
      outdir: join(root, '.home-route-graph-out'),
      logLevel: 'silent',
    });
    metafile = result.metafile;
  });

  it('holds no route module but the home route', () => {
    const firstPaint = siteClosure(metafile, FIRST_PAINT_MODULES.map(sourceOf));
    const routeFiles = [...firstPaint].filter((path) => path.startsWith(`${site}/src/routes/`));
    expect(routeFiles).toEqual([`${site}/src/routes/home/feed/route.tsx`]);
    // The walk did reach the route table and the grid the home route shows.
    expect(firstPaint).toContain(`${site}/src/app/routes.ts`);
    expect(firstPaint).toContain(`${site}/src/shared/PinGrid.tsx`);
  });

  it('reaches every other route module through import() of the route table only', () => {
    const table = metafile.inputs[`${site}/src/app/routes.ts`];
    const lazy =
      table?.imports.filter((imported) => imported.kind === 'dynamic-import').map((i) => i.path) ?? [];
    // Each route module the table names is a lazy import, the home route's among them.
    expect(lazy).toContain(`${site}/src/routes/home/feed/route.tsx`);
    expect(lazy).toContain(`${site}/src/routes/pin/closeup/route.tsx`);
    expect(lazy).toContain(`${site}/src/routes/search/results/route.tsx`);
    const routeModules = Object.keys(metafile.inputs).filter((path) =>
      /\/src\/routes\/.+\/route\.tsx$/.test(path),
    );
    expect(routeModules.length).toBeGreaterThan(3);
    expect(routeModules.filter((path) => !lazy.includes(path))).toEqual([]);
    // And nothing in the site imports a route module statically.
    const staticImporters = Object.entries(metafile.inputs).flatMap(([path, input]) =>
      input.imports
        .filter((imported) => imported.kind === 'import-statement' && routeModules.includes(imported.path))
        .map((imported) => `${relative(site, path)} → ${relative(site, imported.path)}`),
    );
    expect(staticImporters).toEqual([]);
  });
});
