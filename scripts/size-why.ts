/**
 * Where the weight of a size line goes (issue 15: "a profile that shows where the time goes"):
 * `npm run size -- --why` prints, under the table, every line that has a goal broken down by the
 * package its bytes come from (react-dom, react-aria, zod, @tessera/ui, the site's own code …).
 *
 * - A package line is bundled again exactly as size-limit bundles it (the line's esbuild config,
 *   scripts/size-lines.ts) with esbuild's metafile, which says how many output bytes each input
 *   file contributed.
 * - The site's line is read from the built chunks' source maps: each mapped stretch of a chunk
 *   belongs to the source it maps to.
 *
 * Bytes are minified output. gzip does not compress each package alone, so a package's gzip
 * figure is its share of the line's minified bytes times the line's gzip size (an estimate that
 * adds up to the line, as bundle analysers show it).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { eachMapping, TraceMap } from '@jridgewell/trace-mapping';
import { type BuildOptions, build } from 'esbuild';
import type { SizeLimitCheck } from './size-lines.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** One owner's part of a line. */
export interface Part {
  owner: string;
  /** Minified bytes (weighed by their chunk's gzip ratio for a line of files). */
  bytes: number;
}

/** The owner of the bytes no source map names: the bundler's imports, exports and runtime. */
export const BUNDLER = 'bundler (imports, exports, runtime)';

/**
 * The owner of a source or input path: the npm package under the last `node_modules/`, the
 * workspace package (`@tessera/<dir>`) under `packages/<dir>/`, `site: <folder>` for the
 * playground's own code (app, shared, routes, main.tsx), else the path itself (bundler runtime).
 */
export function ownerOf(path: string): string {
  const modules = path.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [scope = '', name = ''] = path.slice(modules + 'node_modules/'.length).split('/');
    return scope.startsWith('@') ? `${scope}/${name}` : scope;
  }
  const workspace = /(?:^|\/)packages\/([^/]+)\//.exec(path);
  if (workspace) return `@tessera/${workspace[1]}`;
  const site = /(?:^|\/)playground-app\/src\/([^/]+)/.exec(path) ?? /^(?:\.\.\/)*src\/([^/]+)/.exec(path);
  if (site) return `site: ${site[1]}`;
  return path || BUNDLER;
}

/** Sums bytes by owner (default: ownerOf the path), largest first. */
export function byOwner(
  entries: Iterable<[path: string, bytes: number]>,
  owner: (path: string) => string = ownerOf,
): Part[] {
  const owners = new Map<string, number>();
  for (const [path, bytes] of entries) owners.set(owner(path), (owners.get(owner(path)) ?? 0) + bytes);
  return [...owners].map(([name, bytes]) => ({ owner: name, bytes })).sort((a, b) => b.bytes - a.bytes);
}

/** The share of a line above which one workspace package's code is shown by module. */
export const OWN_CODE_SHARE = 0.9;

/**
 * By owner; but a line that is nearly all one workspace package's own code (`masonry: Masonry`)
 * says nothing by package, so that package's part is shown by module (`@tessera/masonry
 * layout.js`): where its own weight goes.
 */
export function byOwnerOrModule(entries: [path: string, bytes: number][]): Part[] {
  const parts = byOwner(entries);
  const total = parts.reduce((sum, part) => sum + part.bytes, 0);
  const top = parts[0];
  if (!top?.owner.startsWith('@tessera/') || top.bytes < OWN_CODE_SHARE * total) return parts;
  return byOwner(entries, (path) =>
    ownerOf(path) === top.owner ? `${top.owner} ${path.slice(path.lastIndexOf('/') + 1)}` : ownerOf(path),
  );
}

/**
 * A built chunk's bytes by source, from its source map (`file.map` beside it): the stretch from
 * one mapping to the next belongs to the first one's source. A chunk without a map is one part
 * of the bundler's (a chunk of its runtime).
 */
export function chunkSources(file: string): [path: string, bytes: number][] {
  const code = readFileSync(file, 'utf8');
  let map: TraceMap;
  try {
    map = new TraceMap(readFileSync(`${file}.map`, 'utf8'));
  } catch {
    return [['', code.length]];
  }
  const lineStarts = [0];
  for (let at = code.indexOf('\n'); at >= 0; at = code.indexOf('\n', at + 1)) lineStarts.push(at + 1);
  const marks: [offset: number, source: string][] = [];
  eachMapping(map, (mapping) => {
    marks.push([
      (lineStarts[mapping.generatedLine - 1] ?? 0) + mapping.generatedColumn,
      mapping.source ?? '',
    ]);
  });
  marks.sort((a, b) => a[0] - b[0]);
  const sources: [string, number][] = [];
  if (marks.length === 0 || (marks[0]?.[0] ?? 0) > 0) sources.push(['', marks[0]?.[0] ?? code.length]);
  marks.forEach(([offset, source], index) => {
    sources.push([source, (marks[index + 1]?.[0] ?? code.length) - offset]);
  });
  return sources;
}

/**
 * The parts of a line measured as files (the site): its chunks' sources by owner. Each chunk is
 * gzipped alone, so each source's bytes are weighed by its own chunk's gzip ratio.
 */
export function filesParts(paths: readonly string[]): Part[] {
  return byOwner(
    paths.flatMap((path) => {
      const file = join(root, path);
      const code = readFileSync(file);
      const ratio = gzipSync(code).length / (code.length || 1);
      return chunkSources(file).map(([source, bytes]): [string, number] => [source, bytes * ratio]);
    }),
  );
}

/** The parts of a package line: the line bundled again with esbuild's metafile. */
export async function packageParts(line: SizeLimitCheck): Promise<Part[]> {
  const contents = Object.entries(line.import ?? {})
    .map(([file, names]) => `export ${names} from ${JSON.stringify(file)};`)
    .join('\n');
  const base: BuildOptions = {
    stdin: { contents, resolveDir: root, loader: 'js' },
    bundle: true,
    minify: true,
    write: false,
    metafile: true,
    logLevel: 'silent',
    outdir: join(root, '.size-why'),
    external: line.ignore ?? [],
    define: { 'process.env.NODE_ENV': '"production"' },
  };
  const options = (line.modifyEsbuildConfig?.(base as Record<string, unknown>) ?? base) as BuildOptions;
  const result = await build(options);
  const output = Object.values(result.metafile?.outputs ?? {})[0];
  return byOwnerOrModule(
    Object.entries(output?.inputs ?? {}).map(([path, input]) => [path, input.bytesInOutput]),
  );
}

/** The parts of any line (files or package). */
export async function lineParts(line: SizeLimitCheck): Promise<Part[]> {
  return line.path ? filesParts(line.path) : packageParts(line);
}

/**
 * The breakdown as text: the line's owners from the largest down, each with its estimated gzip
 * (share of the minified bytes × `gzip`) and its share; owners under 1 % are summed as "other".
 */
export function breakdown(name: string, parts: Part[], gzip: number): string {
  const total = parts.reduce((sum, part) => sum + part.bytes, 0) || 1;
  const shown = parts.filter((part) => part.bytes / total >= 0.01);
  const other = total - shown.reduce((sum, part) => sum + part.bytes, 0);
  const row = (owner: string, bytes: number) =>
    `  ${((gzip * bytes) / total / 1024).toFixed(1).padStart(6)} KB  ${`${((100 * bytes) / total).toFixed(0)} %`.padStart(5)}  ${owner}`;
  return [
    `${name} — ${(gzip / 1024).toFixed(1)} KB gzip, by package (estimated):`,
    ...shown.map((part) => row(part.owner, part.bytes)),
    ...(other > 0 ? [row('other', other)] : []),
  ].join('\n');
}
