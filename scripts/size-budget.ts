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
 */
import { readFileSync } from 'node:fs';
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

export interface BudgetFile {
  /** Packages left out of every bundle (the app provides them). */
  external: string[];
  entries: BudgetEntry[];
}

export interface Measurement {
  name: string;
  /** gzip bytes of the code loaded up front. */
  gzip: number;
  /** gzip bytes of chunks only loaded on demand (dynamic import). */
  lazyGzip: number;
  budget: number;
  over: boolean;
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

export function readBudgetFile(path = join(root, 'size-budget.json')): BudgetFile {
  return JSON.parse(readFileSync(path, 'utf8')) as BudgetFile;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} kB`;

export function report(measurements: Measurement[]): string {
  const width = Math.max(...measurements.map((m) => m.name.length), 5);
  const lines = measurements.map(
    (m) =>
      `${m.over ? 'OVER' : 'ok  '}  ${m.name.padEnd(width)}  ${kb(m.gzip).padStart(9)} / ${kb(m.budget).padStart(9)}` +
      (m.lazyGzip > 0 ? `  (+ ${kb(m.lazyGzip)} lazy)` : ''),
  );
  return [`gzip, react/react-dom/styled-components external`, ...lines].join('\n');
}

async function main() {
  const { external, entries } = readBudgetFile();
  const measurements: Measurement[] = [];
  for (const entry of entries) measurements.push(await measure(entry, external));
  if (process.argv.includes('--json')) console.log(JSON.stringify(measurements, null, 2));
  else console.log(report(measurements));
  const over = measurements.filter((m) => m.over);
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
