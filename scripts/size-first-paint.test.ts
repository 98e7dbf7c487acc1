import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FIRST_PAINT_MODULES, firstPaintFiles, htmlScripts, siteFirstPaint } from './size-first-paint.ts';
import { FIXTURE_MANIFEST, writeFixtureSite } from './size-fixture.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

describe("the site's home route on first paint", () => {
  it('counts the entry, the app and the home route with their static imports, not other routes', () => {
    const { upFront, lazy } = firstPaintFiles(FIXTURE_MANIFEST, FIRST_PAINT_MODULES);
    expect([...upFront].sort()).toEqual([
      'assets/App.js',
      'assets/PinGrid.js',
      'assets/index.js',
      'assets/route-home.js',
      'assets/runtime.js',
      'assets/session.js',
    ]);
    expect([...lazy]).toEqual(['assets/hls.js']);
  });

  it('fails when the manifest has no chunk for a first-paint module', () => {
    expect(() => firstPaintFiles({ 'index.html': { file: 'assets/index.js' } })).toThrow(
      /no chunk src\/app\/App\.tsx/,
    );
  });

  it('reads the script and modulepreload links of the built index.html', () => {
    const html =
      '<script type="module" crossorigin src="/assets/index.js"></script>\n' +
      '<link rel="modulepreload" crossorigin href="/assets/runtime.js">\n' +
      '<link rel="icon" href="/favicon.svg">';
    expect(htmlScripts(html)).toEqual(['assets/index.js', 'assets/runtime.js']);
  });

  describe('in a built site', () => {
    let dist = '';
    beforeEach(() => {
      dist = writeFixtureSite();
    });
    afterEach(() => rmSync(dist, { recursive: true, force: true }));

    it('lists the first paint and the lazy files as paths from the repo root', () => {
      const { upFront, lazy } = siteFirstPaint(dist);
      expect(upFront.map((path) => resolve(root, path))).toEqual(
        ['App.js', 'PinGrid.js', 'index.js', 'route-home.js', 'runtime.js', 'session.js'].map((file) =>
          join(dist, 'assets', file),
        ),
      );
      expect(lazy.map((path) => resolve(root, path))).toEqual([join(dist, 'assets', 'hls.js')]);
    });

    it('fails when the HTML loads a chunk the walk does not count (the walk is wrong, not the site small)', () => {
      writeFileSync(
        join(dist, 'index.html'),
        '<script type="module" src="/assets/index.js"></script><link rel="modulepreload" href="/assets/Closeup.js">',
      );
      expect(() => siteFirstPaint(dist)).toThrow(/assets\/Closeup\.js/);
    });
  });

  it('asks for the build when the site is not built', () => {
    expect(() => siteFirstPaint(join(tmpdir(), 'no-such-dist'))).toThrow(/npm run build:app/);
  });
});
