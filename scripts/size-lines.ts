/**
 * The two kinds of line `.size-limit.cjs` lists, as size-limit checks:
 *
 * - packageLine: named exports of a package entry, imported from its built `dist` as a consumer
 *   gets it (default export conditions, so dependencies resolve to their ESM builds; `npm run
 *   build:packages` first), bundled by esbuild (size-limit's defaults: minified, tree-shaken, with
 *   NODE_ENV production; here also ESM, for the browser) with react, react-dom and
 *   styled-components external as the app provides them. Only the JavaScript loaded up front is
 *   counted (lazyImportsExternal): what sits behind import() the app's bundler splits off.
 * - siteLines: the built playground's home route (scripts/size-first-paint.ts), the files as they
 *   are (no bundling), React included.
 *
 * Every figure is gzip (level 9), as issue 15 states its goals.
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'esbuild';
import { SITE_DIST, siteFirstPaint, siteRoutesOnDemand } from './size-first-paint.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Packages the app provides: left out of every package line. */
export const EXTERNAL = ['react', 'react-dom', 'styled-components'];

/** A size-limit check (the fields these lines use). */
export interface SizeLimitCheck {
  name: string;
  /** Files measured as they are (the site). */
  path?: string[];
  /** File → what to import from it ("*" or "{ A, B }"), bundled with esbuild. */
  import?: Record<string, string>;
  ignore?: string[];
  gzip: true;
  /** The goal, e.g. "45 KiB"; none: the line is reported only. */
  limit?: string;
  modifyEsbuildConfig?: (config: EsbuildOptions) => EsbuildOptions;
  disablePlugins?: string[];
}

type EsbuildOptions = Record<string, unknown> & { plugins?: Plugin[] };

/**
 * esbuild plugin: leaves every import() out of the bundle (external, as written), so the bundle is
 * the code an import loads up front: the modules reached by static imports. What sits behind
 * import() (hls.js, a picker loaded on first use) is what the app's bundler splits into chunks of
 * its own; those chunks are not counted.
 */
export const lazyImportsExternal: Plugin = {
  name: 'tessera:lazy-imports-external',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) =>
      args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
    );
  },
};

/** size-limit's esbuild options, made into a consumer's build (ESM, browser, import() left out). */
export function asConsumer(config: EsbuildOptions): EsbuildOptions {
  return {
    ...config,
    format: 'esm',
    platform: 'browser',
    // Fonts and images are files beside the code, not code.
    loader: { '.woff2': 'empty', '.woff': 'empty', '.png': 'empty', '.jpg': 'empty', '.svg': 'empty' },
    plugins: [...(config.plugins ?? []), lazyImportsExternal],
  };
}

/**
 * A line for named exports of a package entry. `entry`: the package folder and export path, e.g.
 * "ui" (@tessera/ui) or "tokens/react" (@tessera/tokens/react); `imports`: export names, or "*".
 */
export function packageLine(
  name: string,
  entry: string,
  imports: string[] | '*',
  limit?: string,
): SizeLimitCheck {
  const [dir = '', subpath = 'index'] = entry.split('/');
  const file = join(root, 'packages', dir, 'dist', `${subpath}.js`);
  return {
    name,
    import: { [file]: imports === '*' ? '*' : `{ ${imports.join(', ')} }` },
    ignore: EXTERNAL,
    gzip: true,
    modifyEsbuildConfig: asConsumer,
    ...(limit ? { limit } : {}),
  };
}

/**
 * The site's two lines: the home route's first paint (with the goal `limit`) and what that page
 * may load later (reported only). `dist`: the built site, playground-app/dist unless the
 * TESSERA_SITE_DIST environment variable names another (the tests' fixture site).
 */
export function siteLines(
  limit: string,
  dist = process.env.TESSERA_SITE_DIST ?? SITE_DIST,
): SizeLimitCheck[] {
  const { upFront, lazy } = siteFirstPaint(dist);
  const files = { gzip: true as const, disablePlugins: ['@size-limit/esbuild'] };
  // Every other route: what opening it loads on top of the first paint (reported, no goal).
  const routes = [...siteRoutesOnDemand(dist)].map(
    ([name, path]): SizeLimitCheck => ({ name: `site: ${name} on demand`, path, ...files }),
  );
  return [
    { name: 'site: home route, first paint', path: upFront, limit, ...files },
    { name: 'site: home route, loaded later', path: lazy, ...files },
    ...routes,
  ];
}
