/**
 * Proves @tessera/pin-card works outside this repo (issue 7, "done when"):
 *
 *   1. builds every @tessera package (scripts/build-packages.ts),
 *   2. `npm pack`s each of them into a temp folder from a publish manifest (no tessera-source
 *      condition) and lints each tarball with publint --strict and attw (issue 16),
 *   3. creates a fresh Vite + React app there (./app: index.html, src/main.tsx, vite.config.ts),
 *      installs the tarballs with their dependencies from the npm registry (cache first),
 *   4. type-checks the app against the packed .d.ts and `vite build`s it,
 *   4b. type-checks it again with skipLibCheck: false (errors in @tessera declarations fail),
 *   4c. server-renders a card in plain Node (ESM) and requires the package from CommonJS,
 *   4d. the consumer matrix on the same install (issue 16): ssr-app/ (Vite SSR build with default
 *       externals; plain-Node SSR hydrated in Chromium at density 1 and 2 with no console warning),
 *       next-app/ (Next.js App Router, a server component prerendering cards),
 *   5. serves dist/ on 127.0.0.1 and checks in Chromium that the card renders (image loaded, title,
 *      Open link) and that Save calls the app's own callback and shows the save toast.
 *
 * The app renders a card from a plain object pin with no Tessera API (no ApiProvider, no mocks):
 * exactly the usage of packages/pin-card/README.md.
 *
 *   node scripts/pack-pin-card/run.ts [--no-build] [--keep]
 *     --no-build  use the dist/ already built
 *     --keep      leave the temp folder (its path is printed)
 * Bounded: each step has a timeout and the whole run stops after PACK_TIMEOUT_MS (default 8 min).
 */
import { spawn } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { extname, join, normalize } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { CHROMIUM_ARGS, requireChromium } from '../chromium.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const here = fileURLToPath(new URL('.', import.meta.url));
const args = new Set(process.argv.slice(2));
const TOTAL_MS = Number(process.env.PACK_TIMEOUT_MS ?? 8 * 60_000);
const started = Date.now();

setTimeout(() => {
  console.error(`test:pack: gave up after ${TOTAL_MS} ms`);
  process.exit(1);
}, TOTAL_MS).unref();

function log(line: string) {
  console.log(`[pack ${((Date.now() - started) / 1000).toFixed(1)}s] ${line}`);
}

/** Runs a command; rejects on a non-zero exit or after `timeoutMs`, with its output. */
function run(
  command: string,
  argv: string[],
  cwd: string,
  timeoutMs: number,
  env: Record<string, string> = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    // The repo's Node 24 first on PATH, as npm scripts do, for npm's lifecycle and the app's tools.
    const path = `${join(root, 'node_modules', '.bin')}:${join(process.execPath, '..')}:${process.env.PATH}`;
    const child = spawn(command, argv, {
      cwd,
      env: { ...process.env, PATH: path, NEXT_TELEMETRY_DISABLED: '1', ...env },
      stdio: 'pipe',
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    const timer = setTimeout(() => {
      child.kill('SIGKILL');
      reject(new Error(`${command} ${argv.join(' ')} timed out after ${timeoutMs} ms\n${output}`));
    }, timeoutMs);
    child.on('error', reject);
    child.on('close', (code) => {
      clearTimeout(timer);
      if (code === 0) resolve(output);
      else reject(new Error(`${command} ${argv.join(' ')} exited ${code} in ${cwd}\n${output}`));
    });
  });
}

type Manifest = { name: string; version: string; dependencies?: Record<string, string> };
const manifestOf = (dir: string) =>
  JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8')) as Manifest;

/** pin-card and every @tessera package it needs, transitively, as package folders. */
function tesseraClosure(): string[] {
  const dirs = readdirSync(join(root, 'packages')).filter((d) =>
    existsSync(join(root, 'packages', d, 'package.json')),
  );
  const byName = new Map(dirs.map((d) => [manifestOf(d).name, d]));
  const found = new Set<string>();
  const visit = (dir: string) => {
    if (found.has(dir)) return;
    found.add(dir);
    for (const dep of Object.keys(manifestOf(dir).dependencies ?? {})) {
      const depDir = byName.get(dep);
      if (depDir) visit(depDir);
    }
  };
  visit('pin-card');
  return [...found];
}

/**
 * The package.json as published: the repo-only `tessera-source` condition (sources for dev and
 * tests inside the repo) is removed from every export, since src/ is not what consumers run.
 */
function publishManifest(dir: string): Record<string, unknown> {
  const manifest = JSON.parse(readFileSync(join(root, 'packages', dir, 'package.json'), 'utf8')) as {
    exports?: Record<string, unknown>;
  };
  const strip = (value: unknown): unknown =>
    value && typeof value === 'object'
      ? Object.fromEntries(
          Object.entries(value)
            .filter(([key]) => key !== 'tessera-source')
            .map(([key, inner]) => [key, strip(inner)]),
        )
      : value;
  return { ...manifest, exports: strip(manifest.exports) };
}

/**
 * Plain Node, no bundler (issue 16): server-renders a card from ESM (renderToString with
 * PinCardProvider), requires the package from CommonJS, and imports the server entry. Fails on any
 * throw, a missing card in the HTML, a `file:` URL in the styles, or the host page being restyled.
 */
async function checkNode(app: string) {
  writeFileSync(
    join(app, 'ssr.mjs'),
    `import { createElement as h } from 'react';
import { renderToString } from 'react-dom/server';
import { ServerStyleSheet } from 'styled-components';
import { PinCard, PinCardProvider } from '@tessera/pin-card';
import { getPinCardHeight } from '@tessera/pin-card/server';
const pin = { id: '1001', gridTitle: 'Terracotta sunset', altText: 'An orange sun over a red sky', images: { '236x': { url: '/pin.svg', width: 236, height: 354 } } };
const sheet = new ServerStyleSheet();
const html = renderToString(sheet.collectStyles(h(PinCardProvider, null, h(PinCard, { pin }))));
const css = sheet.getStyleTags();
if (!html.includes('data-testid="pin-card"') || !html.includes('Terracotta sunset')) throw new Error('no card in the SSR html: ' + html.slice(0, 200));
if (css.includes('file:')) throw new Error('file: URL in the server-rendered styles');
if (/bodys*{/.test(css)) throw new Error('PinCardProvider restyled the host page (body rule)');
if (!(getPinCardHeight(pin, 236) > 0)) throw new Error('getPinCardHeight from /server');
console.log('esm ok');
`,
  );
  writeFileSync(
    join(app, 'require.cjs'),
    `const { createElement: h } = require('react');
const { renderToString } = require('react-dom/server');
const { PinCard, PinCardProvider } = require('@tessera/pin-card');
const pin = { id: '1001', gridTitle: 'Terracotta sunset', images: { '236x': { url: '/pin.svg', width: 236, height: 354 } } };
const html = renderToString(h(PinCardProvider, null, h(PinCard, { pin })));
if (!html.includes('Terracotta sunset')) throw new Error('no card from require');
console.log('cjs ok');
`,
  );
  await run(process.execPath, ['ssr.mjs'], app, 60_000);
  await run(process.execPath, ['require.cjs'], app, 60_000);
}

/**
 * Every @tessera .d.ts stands alone (issue 16): the app type-checked again with
 * `skipLibCheck: false`. Only errors in @tessera declarations fail the run: third-party ones
 * (framer-motion's MotionStyle, styled-components' `NodeJS` namespace without @types/node) are
 * theirs and an app with `skipLibCheck: false` meets them with or without Tessera.
 */
async function checkDeclarationsAlone(app: string) {
  writeFileSync(
    join(app, 'tsconfig.libcheck.json'),
    JSON.stringify({ extends: './tsconfig.json', compilerOptions: { skipLibCheck: false } }),
  );
  const output = await run(
    join(app, 'node_modules', '.bin', 'tsc'),
    ['-p', 'tsconfig.libcheck.json'],
    app,
    2 * 60_000,
  ).catch((error: Error) => error.message);
  // Ours: any error in a @tessera declaration, and any error not in node_modules (the app, the config).
  const ours = output
    .split('\n')
    .filter(
      (line) =>
        line.includes('node_modules/@tessera/') ||
        (line.includes('error TS') && !line.startsWith('node_modules/')),
    );
  if (ours.length > 0)
    throw new Error(`@tessera declarations fail with skipLibCheck: false:\n${ours.join('\n')}`);
}

/**
 * publint --strict and @arethetypeswrong/cli on each tarball, two at a time. attw runs with the
 * esm-only profile: the packages are ESM only (Node 24 `require`s them; the CommonJS script below
 * proves it), so its node10 / "from CJS" type columns do not apply.
 */
async function lintTarballs(tarballs: string[]) {
  const bin = (name: string) => join(root, 'node_modules', '.bin', name);
  const queue = [...tarballs];
  const worker = async () => {
    for (let tarball = queue.shift(); tarball; tarball = queue.shift()) {
      await run(bin('publint'), ['run', tarball, '--strict'], root, 60_000);
      await run(bin('attw'), [tarball, '--profile', 'esm-only', '--format', 'ascii'], root, 60_000);
    }
  };
  await Promise.all([worker(), worker()]);
}

/**
 * Node SSR + hydrate (issue 16): ssr-app/ is built by Vite (the client bundle), server-rendered by
 * plain Node (render.mjs, styled-components ServerStyleSheet) into its HTML, served, and hydrated
 * in Chromium at device pixel ratio 1 and 2. The client bundle differs from the server's as an
 * app's does (clientOnly.mjs creates a styled component first) and is React's development build;
 * it also renders the page on the client alone and compares every class with the server HTML's.
 * Any console warning or error (a hydration mismatch, a class-name mismatch, a failed font or
 * image) fails the run, so do unstable styled-components ids; at density 2 the browser must have
 * picked the 2x image from the srcset. The fonts are served as the tokens README says: copied from
 * @tessera/tokens/dist/fonts/ and named with fontBaseUrl.
 */
async function checkHydration(app: string) {
  const ssr = join(app, 'ssr-app');
  cpSync(join(app, 'node_modules', '@tessera', 'tokens', 'dist', 'fonts'), join(ssr, 'public', 'fonts'), {
    recursive: true,
  });
  await run(
    process.execPath,
    [join(app, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--mode', 'development'],
    ssr,
    2 * 60_000,
    // React's development build: production React does not report hydration mismatches, and
    // `--mode development` alone still bundles it (Vite keeps NODE_ENV=production for a build).
    { NODE_ENV: 'development' },
  );
  const bundle = readdirSync(join(ssr, 'dist', 'assets'))
    .filter((file) => file.endsWith('.js'))
    .map((file) => readFileSync(join(ssr, 'dist', 'assets', file), 'utf8'))
    .join('\n');
  if (!bundle.includes("didn't match the client properties")) {
    throw new Error('the SSR app bundled production React, which does not report hydration mismatches');
  }
  await run(process.execPath, ['render.mjs'], ssr, 60_000);
  // Vite SSR with its default externals (the @tessera packages and styled-components load from
  // node_modules in Node, not bundled): the built App must render there too.
  await run(
    process.execPath,
    [
      join(app, 'node_modules', 'vite', 'bin', 'vite.js'),
      'build',
      '--ssr',
      'App.mjs',
      '--outDir',
      'dist-ssr',
    ],
    ssr,
    2 * 60_000,
  );
  await run(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      "const { App } = await import('./dist-ssr/App.js'); const { createElement } = await import('react'); const { renderToString } = await import('react-dom/server'); const html = renderToString(createElement(App)); if ((html.match(/data-testid=\"pin-card\"/g) ?? []).length !== 3) throw new Error('Vite SSR build rendered ' + html.slice(0, 300));",
    ],
    ssr,
    60_000,
  );
  const { server, url } = await serve(join(ssr, 'dist'));
  const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
  try {
    // The image size each density asks for (the 236x, 474x width-only sizes, §3).
    for (const [deviceScaleFactor, width] of [
      [1, 236],
      [2, 474],
    ] as const) {
      const page = await browser.newPage({ deviceScaleFactor });
      const messages: string[] = [];
      page.on('pageerror', (error) => messages.push(error.message));
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') messages.push(message.text());
      });
      page.on('response', (response) => {
        if (response.status() >= 400) messages.push(`${response.status()} ${response.url()}`);
      });
      await page.goto(url);
      await page.waitForFunction(() => (window as unknown as { hydrated?: boolean }).hydrated === true);
      await page.waitForFunction(() =>
        [...document.images].every((image) => image.complete && image.naturalWidth > 0),
      );
      await page.evaluate(() => document.fonts.ready);
      // Let React report a late mismatch (it logs after the commit).
      await page.waitForTimeout(300);
      const cards = await page.getByTestId('pin-card').count();
      const chosen = await page.evaluate(() => document.images[0]?.currentSrc ?? '');
      const font = await page.evaluate(
        () => [...document.fonts].filter((face) => face.status === 'loaded').length,
      );
      await page.close();
      if (cards !== 3) throw new Error(`density ${deviceScaleFactor}: ${cards} cards hydrated, not 3`);
      if (!chosen.includes(`w=${width}`)) {
        throw new Error(`density ${deviceScaleFactor}: the browser chose ${chosen} from the srcset`);
      }
      if (font === 0) throw new Error(`density ${deviceScaleFactor}: no Inter face loaded from /fonts/`);
      if (messages.length > 0) {
        throw new Error(
          `density ${deviceScaleFactor}: console messages while hydrating:\n${messages.join('\n')}`,
        );
      }
    }
  } finally {
    await browser.close();
    server.close();
  }
}

/**
 * Next.js App Router (issue 16): `next build` of next-app/, whose page is a server component
 * rendering PinCards (client components, 'use client' in the built entry) and calling
 * getPinCardHeight from @tessera/pin-card/server. Fails if the build fails or the prerendered HTML
 * has no cards.
 */
async function checkNext(app: string) {
  await run(
    process.execPath,
    [join(app, 'node_modules', 'next', 'dist', 'bin', 'next'), 'build', 'next-app'],
    app,
    4 * 60_000,
  );
  const html = readFileSync(join(app, 'next-app', '.next', 'server', 'app', 'index.html'), 'utf8');
  const cards = html.split('data-testid="pin-card"').length - 1;
  if (cards !== 3 || !html.includes('Olive grove')) {
    throw new Error(`the prerendered Next.js page has ${cards} cards, not 3:\n${html.slice(0, 500)}`);
  }
}

/** The version this repo has installed, so the app installs the same one (from the npm cache). */
function installedVersion(name: string): string {
  return (JSON.parse(readFileSync(join(root, 'node_modules', name, 'package.json'), 'utf8')) as Manifest)
    .version;
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** A static server for dist/ on 127.0.0.1 (a free port). */
async function serve(dir: string) {
  const server = createServer((request, response) => {
    const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    const file = normalize(join(dir, pathname === '/' ? 'index.html' : pathname));
    if (!file.startsWith(dir) || !existsSync(file)) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': CONTENT_TYPES[extname(file)] ?? 'application/octet-stream' });
    response.end(readFileSync(file));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/` };
}

async function checkInChromium(url: string) {
  const browser = await chromium.launch({ executablePath: requireChromium(), args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    page.on('response', (response) => {
      if (response.status() >= 400) errors.push(`${response.status()} ${response.url()}`);
    });
    await page.goto(url);
    const card = page.getByTestId('pin-card');
    await card.waitFor({ timeout: 15_000 });
    await page.getByText('Terracotta sunset').waitFor({ timeout: 5_000 });
    await page.waitForFunction(
      () => {
        const image = document.querySelector(
          'img[alt="An orange sun over a red sky"]',
        ) as HTMLImageElement | null;
        return image?.complete === true && image.naturalWidth > 0;
      },
      undefined,
      { timeout: 10_000 },
    );
    const box = await card.boundingBox();
    if (box?.width !== 236 || box.height < 354) throw new Error(`card box ${JSON.stringify(box)}`);
    const open = page.getByRole('link', { name: 'Open' });
    if ((await open.getAttribute('href')) !== '/pin/1001/')
      throw new Error('Open does not link to /pin/1001/');
    const font = await card.evaluate((element) => getComputedStyle(element).fontFamily);
    if (!font.includes('Inter')) throw new Error(`card font is ${font}: the theme is missing`);

    await card.hover();
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('status').getByText('Saved to Sunsets').waitFor({ timeout: 10_000 });
    await page.getByRole('button', { name: 'Saved' }).waitFor({ timeout: 5_000 });
    const calls = await page.evaluate(() => (window as unknown as { pinCardCalls: string[] }).pinCardCalls);
    if (JSON.stringify(calls) !== JSON.stringify(['save 1001 to Sunsets'])) {
      throw new Error(`the app's onSave was not called as expected: ${JSON.stringify(calls)}`);
    }
    if (errors.length > 0) throw new Error(`errors in the page:\n${errors.join('\n')}`);
  } finally {
    await browser.close();
  }
}

/** The README must show exactly the app this test builds: its main.tsx, verbatim, in a tsx block. */
function checkReadme() {
  const main = readFileSync(join(here, 'app', 'src', 'main.tsx'), 'utf8').trimEnd();
  const readme = readFileSync(join(root, 'packages', 'pin-card', 'README.md'), 'utf8');
  if (!readme.includes(`\`\`\`tsx\n${main}\n\`\`\``)) {
    throw new Error(
      'packages/pin-card/README.md does not show scripts/pack-pin-card/app/src/main.tsx verbatim',
    );
  }
}

async function main() {
  checkReadme();
  // Every package is built, packed and linted (publint, attw); the apps install pin-card's closure.
  const packages = readdirSync(join(root, 'packages')).filter((d) =>
    existsSync(join(root, 'packages', d, 'package.json')),
  );
  const closure = new Set(tesseraClosure().map((dir) => manifestOf(dir).name));
  log(`packages: ${packages.join(', ')}; the apps install ${[...closure].join(', ')}`);
  if (!args.has('--no-build')) {
    await run(process.execPath, [join(root, 'scripts', 'build-packages.ts'), ...packages], root, 5 * 60_000);
    log('built dist/');
  }

  const temp = mkdtempSync(join(tmpdir(), 'tessera-pack-'));
  try {
    const tarballs = join(temp, 'tarballs');
    mkdirSync(tarballs);
    const files = new Map<string, string>();
    for (const dir of packages) {
      // dist/ is built above: skip prepack (it would rebuild each package one by one). Packed from
      // a staging copy whose package.json is the publish manifest (no tessera-source condition).
      const staged = join(temp, 'staged', dir);
      cpSync(join(root, 'packages', dir), staged, {
        recursive: true,
        filter: (source) => !source.includes('node_modules'),
      });
      writeFileSync(join(staged, 'package.json'), `${JSON.stringify(publishManifest(dir), null, 2)}\n`);
      const out = await run(
        'npm',
        ['pack', '--ignore-scripts', '--json', '--pack-destination', tarballs],
        staged,
        60_000,
      );
      const [info] = JSON.parse(out.slice(out.indexOf('['))) as [{ filename: string }];
      files.set(manifestOf(dir).name, `file:../tarballs/${info.filename}`);
    }
    await lintTarballs(
      [...files.values()].map((file) => join(tarballs, file.slice('file:../tarballs/'.length))),
    );
    log('publint (strict) and attw (esm-only profile) find nothing in any tarball');
    for (const name of [...files.keys()]) if (!closure.has(name)) files.delete(name);
    log(`packed ${[...files.values()].map((f) => f.slice('file:../tarballs/'.length)).join(', ')}`);

    const app = join(temp, 'app');
    cpSync(join(here, 'app'), app, { recursive: true });
    // The Next.js app shares the install: a folder inside the Vite app, resolving its node_modules.
    cpSync(join(here, 'next-app'), join(app, 'next-app'), { recursive: true });
    cpSync(join(here, 'app', 'public'), join(app, 'next-app', 'public'), { recursive: true });
    cpSync(join(here, 'ssr-app'), join(app, 'ssr-app'), { recursive: true });
    cpSync(join(here, 'app', 'public'), join(app, 'ssr-app', 'public'), { recursive: true });
    const pinCard = files.get('@tessera/pin-card') ?? '';
    files.delete('@tessera/pin-card');
    writeFileSync(
      join(app, 'package.json'),
      `${JSON.stringify(
        {
          name: 'pin-card-outside',
          private: true,
          type: 'module',
          dependencies: {
            '@tessera/pin-card': pinCard,
            react: installedVersion('react'),
            'react-dom': installedVersion('react-dom'),
            'styled-components': installedVersion('styled-components'),
          },
          devDependencies: {
            // As the pin-card README asks of an app: react-aria's strings of the app's locales only.
            '@react-aria/optimize-locales-plugin': installedVersion('@react-aria/optimize-locales-plugin'),
            '@types/react': installedVersion('@types/react'),
            '@types/react-dom': installedVersion('@types/react-dom'),
            '@vitejs/plugin-react': installedVersion('@vitejs/plugin-react'),
            next: installedVersion('next'),
            typescript: installedVersion('typescript'),
            vite: installedVersion('vite'),
          },
          // The other @tessera packages are not on the registry: pin-card's dependencies on them
          // resolve to their tarballs.
          overrides: Object.fromEntries(files),
        },
        null,
        2,
      )}\n`,
    );
    await run(
      'npm',
      ['install', '--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error', '--install-links'],
      app,
      4 * 60_000,
    );
    log('installed the tarballs and their dependencies');
    await run(join(app, 'node_modules', '.bin', 'tsc'), ['-p', 'tsconfig.json'], app, 2 * 60_000);
    log('type-checked the app against the packed types');
    await checkDeclarationsAlone(app);
    log('every @tessera declaration type-checks with skipLibCheck: false');
    await run(
      process.execPath,
      [join(app, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'],
      app,
      2 * 60_000,
    );
    log('vite build done');
    await checkNode(app);
    log('plain Node: ESM renderToString, CommonJS require and @tessera/pin-card/server work');

    await checkHydration(app);
    log(
      'Vite SSR (default externals) renders; Node SSR + hydrate: no console warning or error at density 1 and 2',
    );
    await checkNext(app);
    log('Next.js App Router: a server component prerenders a page of cards');

    const { server, url } = await serve(join(app, 'dist'));
    try {
      await checkInChromium(url);
    } finally {
      server.close();
    }
    log(`the card renders and saves through the app's callback in Chromium (${url})`);
  } finally {
    if (args.has('--keep')) log(`kept ${temp}`);
    else rmSync(temp, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  },
);
