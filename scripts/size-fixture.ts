/**
 * A built site for the size tests (scripts/size-first-paint.test.ts, scripts/size.test.ts): a Vite
 * manifest, an index.html and the chunks, in a new temporary folder.
 */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Manifest } from './size-first-paint.ts';

/**
 * A site of the same shape as the real one: the entry awaits the app, the app's routes are lazy,
 * the home route and another route share a chunk, the grid imports hls.js lazily.
 */
export const FIXTURE_MANIFEST: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_runtime.js'],
    dynamicImports: ['src/app/App.tsx'],
  },
  '_runtime.js': { file: 'assets/runtime.js' },
  'src/app/App.tsx': {
    file: 'assets/App.js',
    imports: ['_runtime.js', '_session.js'],
    dynamicImports: ['src/routes/home/feed/route.tsx', 'src/routes/pin/closeup/route.tsx'],
  },
  '_session.js': { file: 'assets/session.js', imports: ['_runtime.js'] },
  'src/routes/home/feed/route.tsx': { file: 'assets/route-home.js', imports: ['_PinGrid.js'] },
  'src/routes/pin/closeup/route.tsx': {
    file: 'assets/route-closeup.js',
    imports: ['_PinGrid.js', '_Closeup.js'],
  },
  '_PinGrid.js': { file: 'assets/PinGrid.js', imports: ['_session.js'], dynamicImports: ['hls.mjs'] },
  '_Closeup.js': { file: 'assets/Closeup.js' },
  'hls.mjs': { file: 'assets/hls.js', imports: ['_session.js'] },
};

/** The chunk contents of the fixture site (each different, so each has its own size). */
export const fixtureChunk = (file: string) => `export const name = ${JSON.stringify(file.repeat(50))};\n`;

/** Writes the fixture site into a new folder (dist), with index.html loading `htmlLoads`. */
export function writeFixtureSite(htmlLoads = ['assets/index.js', 'assets/runtime.js']): string {
  const dist = mkdtempSync(join(tmpdir(), 'size-site-'));
  mkdirSync(join(dist, '.vite'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(FIXTURE_MANIFEST));
  const [script, ...preloads] = htmlLoads;
  writeFileSync(
    join(dist, 'index.html'),
    `<script type="module" src="/${script}"></script>` +
      preloads.map((file) => `<link rel="modulepreload" href="/${file}">`).join(''),
  );
  for (const chunk of Object.values(FIXTURE_MANIFEST))
    writeFileSync(join(dist, chunk.file), fixtureChunk(chunk.file));
  return dist;
}
