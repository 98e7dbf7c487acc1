import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  failures,
  goalsMet,
  readyToEnforce,
  rows,
  runSizeLimit,
  type SizeLimitResult,
  table,
} from './size.ts';
import { fixtureChunk, writeFixtureSite } from './size-fixture.ts';
import { lazyImportsExternal, type SizeLimitCheck } from './size-lines.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const KiB = 1024;

describe('the size report', () => {
  const results: SizeLimitResult[] = [
    { name: 'under', size: 3 * KiB, sizeLimit: 4 * KiB, passed: true },
    { name: 'at', size: 4 * KiB, sizeLimit: 4 * KiB, passed: true },
    { name: 'over, not met yet', size: 13 * KiB, sizeLimit: 4 * KiB, passed: false },
    { name: 'over a met goal', size: 5 * KiB, sizeLimit: 4 * KiB, passed: false },
    { name: 'no goal', size: 200 * KiB, passed: true },
  ];

  it('judges every line against its goal and fails only an enforced one over it', () => {
    const all = rows(results, ['at', 'over a met goal']);
    expect(all.map((row) => [row.name, row.status, row.enforced])).toEqual([
      ['under', 'ok', false],
      ['at', 'ok', true],
      ['over, not met yet', 'OVER (goal not met yet)', false],
      ['over a met goal', 'OVER', true],
      ['no goal', '-', false],
    ]);
    expect(failures(all).map((row) => row.name)).toEqual(['over a met goal']);
    // A goal reached but not listed as met yet: the report says it can be enforced now.
    expect(readyToEnforce(all).map((row) => row.name)).toEqual(['under']);
    expect(failures(rows(results, []))).toEqual([]);
  });

  it('refuses a met goal that names no line, or a line without a goal', () => {
    expect(() => rows(results, ['Buton'])).toThrow(/"Buton", which is no line/);
    expect(() => rows(results, ['no goal'])).toThrow(/"no goal", which has no goal/);
  });

  it('prints each figure in KB against its goal', () => {
    const lines = table(rows(results, ['over a met goal'])).split('\n');
    expect(lines[0]).toMatch(/^gzip; packages from dist with react, react-dom, styled-components external/);
    expect(lines[1]).toMatch(/^ok +under +3\.0 KB {2}\/ goal +4\.0 KB$/);
    expect(lines[3]).toMatch(
      /^OVER \(goal not met yet\) {2}over, not met yet +13\.0 KB {2}\/ goal +4\.0 KB$/,
    );
    expect(lines[4]).toMatch(/^OVER +over a met goal +5\.0 KB {2}\/ goal +4\.0 KB$/);
    expect(lines[5]).toMatch(/^- +no goal +200\.0 KB$/);
  });
});

describe('the size config (.size-limit.cjs)', () => {
  let lines: SizeLimitCheck[] = [];
  let dist = '';
  const previous = process.env.TESSERA_SITE_DIST;

  beforeAll(() => {
    dist = writeFixtureSite();
    process.env.TESSERA_SITE_DIST = dist;
    lines = createRequire(import.meta.url)(join(root, '.size-limit.cjs')) as SizeLimitCheck[];
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.TESSERA_SITE_DIST;
    else process.env.TESSERA_SITE_DIST = previous;
    rmSync(dist, { recursive: true, force: true });
  });

  it("sets the limits at issue 15's goals, and no limit where the issue names none", () => {
    const limits = Object.fromEntries(
      lines.filter((line) => line.limit).map((line) => [line.name, line.limit]),
    );
    expect(limits).toEqual({
      'pin-card: PinCard, PinCardProvider, getPinCardHeight': '45 KiB',
      'ui: Button': '4 KiB',
      'ui: Modal': '25 KiB',
      'ui: Toaster (ToasterProvider, useToaster)': '20 KiB',
      'masonry: Masonry': '4 KiB',
      'site: home route, first paint': '110 KiB',
    });
  });

  it('measures gzip, names each line once, and lists only lines with a goal as met', () => {
    expect(lines.every((line) => line.gzip === true)).toBe(true);
    const names = lines.map((line) => line.name);
    expect(new Set(names).size).toBe(names.length);
    for (const name of goalsMet()) expect(lines.find((line) => line.name === name)?.limit).toBeDefined();
  });

  it('has a line for every public entry of every package, from its dist, with the peers external', () => {
    const measured = new Set(lines.flatMap((line) => Object.keys(line.import ?? {})));
    for (const dir of readdirSync(join(root, 'packages'))) {
      const manifest = JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8')) as {
        exports: Record<string, unknown>;
      };
      // Code entries: a style sheet or a token document (tokens.css, *.tokens.json) is data an app
      // copies or links, not code its bundler brings in with an import.
      const code = (key: string) => key !== './package.json' && !/\.(css|json)$/.test(key);
      for (const subpath of Object.keys(manifest.exports).filter(code)) {
        const file = subpath === '.' ? 'index.js' : `${subpath.slice(2)}.js`;
        expect(measured, `${dir} ${subpath}`).toContain(join(root, 'packages', dir, 'dist', file));
      }
    }
    for (const line of lines.filter((check) => check.import)) {
      expect(line.ignore).toEqual(['react', 'react-dom', 'styled-components']);
    }
  });

  it("measures the site's home route from the built files, the lazy ones apart", () => {
    const site = lines.filter((line) => line.name.startsWith('site:'));
    expect(site.map((line) => [line.name, line.path?.length])).toEqual([
      ['site: home route, first paint', 6],
      ['site: home route, loaded later', 1],
      // The closeup route: its own chunk and the Closeup chunk, not the PinGrid shared with home.
      ['site: pin/closeup on demand', 2],
    ]);
  });
});

describe('measuring with size-limit', () => {
  let dir = '';
  let dist = '';
  let results: SizeLimitResult[] = [];

  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'size-config-'));
    dist = writeFixtureSite();
    const config = join(dir, '.size-limit.cjs');
    writeFileSync(
      config,
      `const { packageLine, siteLines } = require(${JSON.stringify(join(root, 'scripts', 'size-lines.ts'))});
module.exports = [
  packageLine('Price', 'ui', ['Price'], '10 KiB'),
  packageLine('Price, tight', 'ui', ['Price'], '10 B'),
  packageLine('VideoPlayer', 'ui', ['VideoPlayer']),
  ...siteLines('1 KiB', ${JSON.stringify(dist)}),
];
module.exports.GOALS_MET = ['Price, tight'];
`,
    );
    results = runSizeLimit(config);
    expect(goalsMet(config)).toEqual(['Price, tight']);
  }, 120_000);
  afterAll(() => {
    rmSync(dir, { recursive: true, force: true });
    rmSync(dist, { recursive: true, force: true });
  });

  it('measures an import from the built package with react and styled-components left out', () => {
    const [price, tight] = results;
    expect(price?.size).toBeGreaterThan(100);
    expect(price?.size).toBeLessThan(10 * KiB);
    expect(price?.passed).toBe(true);
    expect(tight?.size).toBe(price?.size);
    expect(failures(rows(results, ['Price, tight'])).map((row) => row.name)).toEqual(['Price, tight']);
  });

  it('does not count what an import loads on demand (hls.js behind import())', () => {
    // hls.js alone is over 100 KB gzip; the player without it is a fraction of that.
    const player = results.find((result) => result.name === 'VideoPlayer');
    expect(player?.size).toBeGreaterThan(1 * KiB);
    expect(player?.size).toBeLessThan(60 * KiB);
  });

  it("sums the gzip of the site's first-paint files, and of its lazy files apart", () => {
    const gzip = (files: string[]) =>
      files.reduce((sum, file) => sum + gzipSync(fixtureChunk(`assets/${file}`), { level: 9 }).length, 0);
    const site = results.find((result) => result.name === 'site: home route, first paint');
    expect(site?.size).toBe(
      gzip(['index.js', 'runtime.js', 'App.js', 'session.js', 'route-home.js', 'PinGrid.js']),
    );
    expect(site?.passed).toBe(true);
    expect(results.find((result) => result.name === 'site: home route, loaded later')?.size).toBe(
      gzip(['hls.js']),
    );
  });
});

describe('lazyImportsExternal', () => {
  it('bundles what is imported statically and leaves import() out, as written', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'size-lazy-'));
    try {
      writeFileSync(join(dir, 'a.js'), 'export const a = "STATIC_MODULE";\n');
      writeFileSync(join(dir, 'b.js'), 'export const b = "LAZY_MODULE";\n');
      writeFileSync(
        join(dir, 'entry.js'),
        'import { a } from "./a.js";\nconsole.log(a, () => import("./b.js"));\n',
      );
      const result = await build({
        entryPoints: [join(dir, 'entry.js')],
        bundle: true,
        format: 'esm',
        write: false,
        plugins: [lazyImportsExternal],
        logLevel: 'silent',
      });
      const code = result.outputFiles[0]?.text ?? '';
      expect(code).toContain('STATIC_MODULE');
      expect(code).not.toContain('LAZY_MODULE');
      expect(code).toContain('import("./b.js")');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
