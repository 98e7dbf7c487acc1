/**
 * The site's home route on first paint: which built files the page `/` loads before any
 * interaction. `.size-limit.cjs` measures those files (gzip, React included) as the site's line of
 * `npm run size`, so the site must be built first (`npm run build:app`; `npm test` builds it before
 * the size step).
 *
 * The files are the chunks of FIRST_PAINT_MODULES and the chunks they import statically, as Vite's
 * manifest (playground-app/dist/.vite/manifest.json) lists them. Chunks they import dynamically
 * (hls.js, the description sanitiser) are the page's lazy files, measured apart; other routes'
 * modules are not counted at all.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** One chunk of Vite's build manifest (the fields read here). */
export interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  /** Manifest keys of the chunks it imports statically. */
  imports?: string[];
  /** Manifest keys of the chunks it imports with import(). */
  dynamicImports?: string[];
}

export type Manifest = Record<string, ManifestChunk>;

/**
 * The modules the home page `/` runs before any interaction, as keys of the site's Vite manifest:
 * the HTML entry (src/main.tsx), the app that main.tsx imports with import() and awaits before it
 * renders (after app/strictCsp.ts has run), and the home route's lazy module, which the router
 * loads to render `/`. The other route modules are dynamic imports of the app and are not counted.
 */
export const FIRST_PAINT_MODULES = ['index.html', 'src/app/App.tsx', 'src/routes/home/feed/route.tsx'];

/**
 * The files (relative to dist) the modules load up front: their chunks and, transitively, the
 * chunks those import statically. `lazy`: the chunks reachable from them only through import()
 * that are not route modules (src/routes/), i.e. what the page may load later without navigating.
 */
export function firstPaintFiles(
  manifest: Manifest,
  modules: readonly string[] = FIRST_PAINT_MODULES,
): { upFront: Set<string>; lazy: Set<string> } {
  const closure = (keys: Iterable<string>, skip: Set<string>) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || skip.has(key)) return;
      const chunk = manifest[key];
      if (!chunk) throw new Error(`The site's manifest has no chunk ${key}`);
      seen.add(key);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const key of keys) visit(key);
    return seen;
  };
  const upFront = closure(modules, new Set());
  const dynamic = [...upFront]
    .flatMap((key) => manifest[key]?.dynamicImports ?? [])
    .filter((key) => !key.startsWith('src/routes/'));
  const lazy = closure(dynamic, upFront);
  const files = (keys: Set<string>) =>
    new Set([...keys].map((key) => manifest[key]?.file ?? key).filter((file) => file.endsWith('.js')));
  return { upFront: files(upFront), lazy: files(lazy) };
}

/** The script and modulepreload URLs of a built index.html, as paths relative to dist. */
export function htmlScripts(html: string): string[] {
  const urls = [
    ...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+)"/g),
    ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="\/([^"]+)"/g),
  ];
  return urls.map((match) => match[1] ?? '');
}

export const SITE_DIST = join(root, 'playground-app', 'dist');

/**
 * The home route's files in a built site, as paths relative to `from` (size-limit's `path`s are
 * relative to its config, the repo root): `upFront` is what the first paint loads, `lazy` what the
 * page may load later. Fails when the site is not built, and when the built index.html loads a
 * script the walk did not count (then the walk is wrong, not the site small).
 */
export function siteFirstPaint(dist = SITE_DIST, from = root): { upFront: string[]; lazy: string[] } {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing: run \`npm run build:app\` before \`npm run size\`.`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const { upFront, lazy } = firstPaintFiles(manifest);
  const missed = htmlScripts(readFileSync(join(dist, 'index.html'), 'utf8')).filter(
    (file) => !upFront.has(file),
  );
  if (missed.length > 0) throw new Error(`index.html loads ${missed.join(', ')}, which the walk missed`);
  const paths = (files: Set<string>) => [...files].sort().map((file) => relative(from, join(dist, file)));
  return { upFront: paths(upFront), lazy: paths(lazy) };
}

/** A route module of the site (src/routes/<family>/<page>/route.tsx) as the manifest names it. */
const ROUTE_MODULE = /^src\/routes\/(.+)\/route\.tsx$/;

/**
 * Each route's code loaded on demand (issue 13: "each of these routes loaded on demand"): for every
 * route module but the home route's, the files opening it adds to what the first paint loaded (its
 * chunk and the chunks it imports statically that the first paint did not), by `family/page`.
 */
export function routeFilesOnDemand(manifest: Manifest): Map<string, Set<string>> {
  const { upFront } = firstPaintFiles(manifest);
  const routes = new Map<string, Set<string>>();
  for (const key of Object.keys(manifest).sort()) {
    const name = ROUTE_MODULE.exec(key)?.[1];
    if (!name || FIRST_PAINT_MODULES.includes(key)) continue;
    const { upFront: opened } = firstPaintFiles(manifest, [key]);
    routes.set(name, new Set([...opened].filter((file) => !upFront.has(file))));
  }
  return routes;
}

/** routeFilesOnDemand of the built site, as paths relative to `from`. */
export function siteRoutesOnDemand(dist = SITE_DIST, from = root): Map<string, string[]> {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  const paths = new Map<string, string[]>();
  for (const [name, files] of routeFilesOnDemand(manifest)) {
    paths.set(
      name,
      [...files].sort().map((file) => relative(from, join(dist, file))),
    );
  }
  return paths;
}
