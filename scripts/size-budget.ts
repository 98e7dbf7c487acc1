/**
 * The bundle-size check. Each entry of size-budget.json names a package and the exports an app
 * imports from it; the script bundles exactly that import with esbuild (minified, ESM, browser,
 * tree-shaken; react, react-dom and styled-components external, as an app provides them), gzips the
 * code that loads up front (the entry chunk and the chunks it imports statically; dynamic imports
 * such as hls.js are reported apart as lazy) and compares it with the entry's budget.
 *
 *   npm run size                 check every entry; exit 1 when one is over its budget
 *   npm run size -- --json       the same, as JSON
 *
 * Other packages add their own entries to size-budget.json: { "name", "package", "imports", "budget" }.
 * Packages resolve to their sources (the `tessera-source` condition), so no build is needed.
 *
 * The site's line (size-budget.json `site`) measures the built playground instead, so it needs
 * `npm run build:app` first (npm test runs the size step after the build): the gzip size of every
 * JavaScript file the home page `/` loads before any interaction, React included. Those are the
 * chunks of FIRST_PAINT_MODULES and the chunks they import statically, as Vite's manifest
 * (dist/.vite/manifest.json) lists them; chunks they import dynamically (hls.js, the description
 * sanitiser) are reported apart as lazy, and other routes' modules are not counted at all.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build, type Metafile } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

export interface BudgetEntry {
  /** What the line is called in the report, e.g. "ui: Button". */
  name: string;
  /** The package imported, e.g. "@tessera/ui". */
  package: string;
  /** Named exports imported from it; ["*"] imports the whole package. */
  imports: string[];
  /** Budget in bytes of gzip for the code loaded up front. */
  budget: number;
}

export interface SiteBudget {
  /** What the line is called in the report. */
  name: string;
  /** Budget in bytes of gzip for the JavaScript the home page loads before any interaction. */
  budget: number;
  /**
   * false: the line is reported (over or not) but does not fail the check, because the figure is
   * still above the goal its issue names (see the `$comment` next to it for which and why).
   */
  enforce: boolean;
}

export interface BudgetFile {
  /** Packages left out of every bundle (the app provides them). */
  external: string[];
  entries: BudgetEntry[];
  /** The site's home route, measured on the built playground. */
  site: SiteBudget;
}

export interface Measurement {
  name: string;
  /** gzip bytes of the code loaded up front. */
  gzip: number;
  /** gzip bytes of chunks only loaded on demand (dynamic import). */
  lazyGzip: number;
  budget: number;
  over: boolean;
  /** false: reported only, an over budget does not fail the check. */
  enforced?: boolean;
}

/** The source an app would write to import the entry. */
export function entrySource(entry: BudgetEntry): string {
  if (entry.imports.includes('*')) return `export * from ${JSON.stringify(entry.package)};\n`;
  return `export { ${entry.imports.join(', ')} } from ${JSON.stringify(entry.package)};\n`;
}

/** Compares a size with its budget. */
export function checkBudget(name: string, gzip: number, lazyGzip: number, budget: number): Measurement {
  return { name, gzip, lazyGzip, budget, over: gzip > budget };
}

/**
 * The outputs loaded up front from an entry output: itself and, transitively, the chunks it imports
 * with static import statements. Dynamically imported chunks are not included.
 */
export function upFrontOutputs(metafile: Metafile, entryOutput: string): Set<string> {
  const seen = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path)) return;
    seen.add(path);
    for (const imported of metafile.outputs[path]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  visit(entryOutput);
  return seen;
}

/** Bundles one entry and measures it. */
export async function measure(entry: BudgetEntry, external: string[]): Promise<Measurement> {
  const result = await build({
    stdin: { contents: entrySource(entry), resolveDir: root, sourcefile: 'size-entry.js', loader: 'js' },
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    minify: true,
    write: false,
    metafile: true,
    outdir: join(root, '.size-budget-out'),
    conditions: ['tessera-source'],
    // react/jsx-runtime and the like: anything under an external package is external too.
    external: external.flatMap((name) => [name, `${name}/*`]),
    loader: { '.woff2': 'empty' },
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  const metafile = result.metafile;
  const entryOutput = Object.keys(metafile.outputs).find((path) => metafile.outputs[path]?.entryPoint);
  if (!entryOutput) throw new Error(`No entry output for ${entry.name}`);
  const upFront = upFrontOutputs(metafile, entryOutput);
  let gzip = 0;
  let lazyGzip = 0;
  for (const file of result.outputFiles) {
    if (!file.path.endsWith('.js')) continue;
    const relative = file.path.slice(root.length + 1);
    const size = gzipSync(file.contents, { level: 9 }).length;
    if (upFront.has(relative)) gzip += size;
    else lazyGzip += size;
  }
  return checkBudget(entry.name, gzip, lazyGzip, entry.budget);
}

/** One chunk of Vite's build manifest (the fields the size check reads). */
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

/** Measures the home route of the built site in `dist` (npm run build:app). */
export function measureSite(site: SiteBudget, dist = SITE_DIST): Measurement {
  const manifestPath = join(dist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    throw new Error(`${manifestPath} is missing: run \`npm run build:app\` before \`npm run size\`.`);
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const { upFront, lazy } = firstPaintFiles(manifest);
  // The HTML's own script and preloads must be among the files counted (a check on the walk).
  const missed = htmlScripts(readFileSync(join(dist, 'index.html'), 'utf8')).filter(
    (file) => !upFront.has(file),
  );
  if (missed.length > 0) throw new Error(`index.html loads ${missed.join(', ')}, which the walk missed`);
  const gzipOf = (files: Set<string>) =>
    [...files].reduce((sum, file) => sum + gzipSync(readFileSync(join(dist, file)), { level: 9 }).length, 0);
  return { ...checkBudget(site.name, gzipOf(upFront), gzipOf(lazy), site.budget), enforced: site.enforce };
}

export function readBudgetFile(path = join(root, 'size-budget.json')): BudgetFile {
  return JSON.parse(readFileSync(path, 'utf8')) as BudgetFile;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export function report(measurements: Measurement[]): string {
  const width = Math.max(...measurements.map((m) => m.name.length), 5);
  const line = (m: Measurement) =>
    `${m.over ? 'OVER' : 'ok  '}  ${m.name.padEnd(width)}  ${kb(m.gzip).padStart(9)} / ${kb(m.budget).padStart(9)}` +
    (m.lazyGzip > 0 ? `  (+ ${kb(m.lazyGzip)} lazy)` : '') +
    (m.enforced === false ? '  (not enforced yet)' : '');
  const packages = measurements.filter((m) => m.enforced === undefined);
  const site = measurements.filter((m) => m.enforced !== undefined);
  return [
    `gzip, react/react-dom/styled-components external`,
    ...packages.map(line),
    ...(site.length > 0
      ? [`gzip, the built site (npm run build:app), React included`, ...site.map(line)]
      : []),
  ].join('\n');
}

/** The measurements that fail the check: over budget and enforced. */
export function failures(measurements: Measurement[]): Measurement[] {
  return measurements.filter((m) => m.over && m.enforced !== false);
}

async function main() {
  const { external, entries, site } = readBudgetFile();
  const measurements: Measurement[] = [];
  for (const entry of entries) measurements.push(await measure(entry, external));
  measurements.push(measureSite(site));
  if (process.argv.includes('--json')) console.log(JSON.stringify(measurements, null, 2));
  else console.log(report(measurements));
  const over = failures(measurements);
  if (over.length > 0) {
    console.error(
      `\n${over.length} entr${over.length === 1 ? 'y is' : 'ies are'} over budget: ${over.map((m) => m.name).join(', ')}`,
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await main();
}
