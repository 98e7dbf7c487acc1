import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';
import { BUNDLER, breakdown, byOwner, byOwnerOrModule, chunkSources, ownerOf } from './size-why.ts';

describe('where a size line’s weight goes', () => {
  it('names the owner of a path: npm package, workspace package, the site’s folder, the bundler', () => {
    expect(ownerOf('../../node_modules/react-dom/cjs/react-dom-client.production.js')).toBe('react-dom');
    expect(ownerOf('node_modules/@react-aria/interactions/dist/usePress.mjs')).toBe(
      '@react-aria/interactions',
    );
    expect(ownerOf('node_modules/a/node_modules/zod/v4/core/schemas.js')).toBe('zod');
    expect(ownerOf('../../../packages/ui/src/Button/Button.tsx')).toBe('@tessera/ui');
    expect(ownerOf('packages/pin-card/dist/PinCard/PinCard.js')).toBe('@tessera/pin-card');
    expect(ownerOf('../../src/app/routes.ts')).toBe('site: app');
    expect(ownerOf('/work/main/playground-app/src/shared/PinGrid.tsx')).toBe('site: shared');
    expect(ownerOf('')).toBe(BUNDLER);
  });

  it('sums the bytes by owner, largest first', () => {
    expect(
      byOwner([
        ['node_modules/zod/a.js', 10],
        ['packages/ui/src/A.tsx', 30],
        ['node_modules/zod/b.js', 25],
      ]),
    ).toEqual([
      { owner: 'zod', bytes: 35 },
      { owner: '@tessera/ui', bytes: 30 },
    ]);
  });

  it('shows a line that is nearly all one workspace package’s own code by module', () => {
    expect(
      byOwnerOrModule([
        ['packages/masonry/dist/layout.js', 60],
        ['packages/masonry/dist/Masonry.js', 35],
        ['packages/tokens/dist/layout.js', 5],
      ]),
    ).toEqual([
      { owner: '@tessera/masonry layout.js', bytes: 60 },
      { owner: '@tessera/masonry Masonry.js', bytes: 35 },
      { owner: '@tessera/tokens', bytes: 5 },
    ]);
    // Below the share, by package as before.
    expect(
      byOwnerOrModule([
        ['packages/ui/dist/Button.js', 20],
        ['node_modules/react-aria/dist/a.js', 80],
      ]),
    ).toEqual([
      { owner: 'react-aria', bytes: 80 },
      { owner: '@tessera/ui', bytes: 20 },
    ]);
  });

  it('reads a built chunk’s bytes by source from its source map, every byte counted once', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'size-why-'));
    writeFileSync(join(dir, 'big.js'), `export const big = () => ${JSON.stringify('b'.repeat(400))};\n`);
    writeFileSync(join(dir, 'small.js'), `export const small = () => ${JSON.stringify('s'.repeat(40))};\n`);
    writeFileSync(
      join(dir, 'entry.js'),
      "import { big } from './big.js';\nimport { small } from './small.js';\nconsole.log(big(), small());\n",
    );
    await build({
      entryPoints: [join(dir, 'entry.js')],
      bundle: true,
      minify: true,
      sourcemap: true,
      outfile: join(dir, 'out.js'),
      logLevel: 'silent',
    });
    const sources = chunkSources(join(dir, 'out.js'));
    const bytes = (name: string) =>
      sources.filter(([source]) => source.endsWith(name)).reduce((sum, [, n]) => sum + n, 0);
    expect(sources.reduce((sum, [, n]) => sum + n, 0)).toBe(readFileSync(join(dir, 'out.js'), 'utf8').length);
    expect(bytes('big.js')).toBeGreaterThan(400);
    expect(bytes('small.js')).toBeGreaterThan(40);
    expect(bytes('small.js')).toBeLessThan(100);
  });

  it('counts a chunk with no source map as the bundler’s', () => {
    const dir = mkdtempSync(join(tmpdir(), 'size-why-'));
    writeFileSync(join(dir, 'runtime.js'), 'var a=1;');
    expect(chunkSources(join(dir, 'runtime.js'))).toEqual([['', 8]]);
  });

  it('prints each owner’s share of the gzip size, and the small ones as "other"', () => {
    const text = breakdown(
      'ui: Button',
      [
        { owner: 'react-aria', bytes: 800 },
        { owner: '@tessera/ui', bytes: 192 },
        { owner: 'clsx', bytes: 8 },
      ],
      10 * 1024,
    );
    expect(text.split('\n')).toEqual([
      'ui: Button — 10.0 KB gzip, by package (estimated):',
      '     8.0 KB   80 %  react-aria',
      '     1.9 KB   19 %  @tessera/ui',
      '     0.1 KB    1 %  other',
    ]);
  });
});
