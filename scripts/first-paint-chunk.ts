/**
 * The home route's first paint in one chunk (issue 15). Left to itself, the bundler splits the
 * code the first paint runs into ~45 chunks by which lazy routes share which module, so the page
 * asked for ~45 files and gzip compressed each alone: 296 KB gzip, against 281 KB for the same bytes
 * in one file. This chunking group captures every module the first paint runs (reachable by static
 * imports from the app or the home route, the modules scripts/size-first-paint.ts measures) into one
 * chunk, `first-paint`; a module no first-paint module imports statically keeps its place in the
 * route chunks that use it, so other routes' code stays out. The entry (main.tsx and what it imports
 * before it awaits the app) keeps its own chunk. Used by playground-app/vite.config.ts.
 */
import { join } from 'node:path';
import type { CodeSplittingGroup } from 'rolldown';
import { FIRST_PAINT_MODULES } from './size-first-paint.ts';

/** The site's modules the first paint starts from: the app and the home route (not the HTML entry). */
const ROOT_KEYS = FIRST_PAINT_MODULES.filter((key) => key.startsWith('src/'));

export const FIRST_PAINT_CHUNK = 'first-paint';

/**
 * `roots` and every module they import statically, however deep (a dynamic import is not
 * followed): the modules the first paint runs. `importsOf` reads a module's static imports from the
 * bundler's module graph (rolldown's here, esbuild's metafile in homeRouteChunks.test.ts).
 */
export function staticClosure(
  roots: readonly string[],
  importsOf: (id: string) => readonly string[],
): Set<string> {
  const found = new Set<string>();
  const next = [...roots];
  for (let id = next.pop(); id !== undefined; id = next.pop()) {
    if (found.has(id)) continue;
    found.add(id);
    next.push(...importsOf(id));
  }
  return found;
}

/**
 * The chunking group for the site whose folder is `siteDir` (playground-app): `priority` below a
 * group that must keep its own chunk (zod's).
 */
export function firstPaintGroup(siteDir: string, priority = 0): CodeSplittingGroup {
  const roots = ROOT_KEYS.map((key) => join(siteDir, key));
  // One graph walk per chunking pass (a rebuild passes a new context).
  let pass: { context: object; modules: Set<string> } | undefined;
  return {
    name: (id, context) => {
      if (pass?.context !== context) {
        pass = {
          context,
          modules: staticClosure(roots, (each) => context.getModuleInfo(each)?.importedIds ?? []),
        };
      }
      return pass.modules.has(id) ? FIRST_PAINT_CHUNK : null;
    },
    priority,
  };
}
