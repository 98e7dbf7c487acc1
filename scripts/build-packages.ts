/**
 * Builds the publishable packages to dist/ (ESM + .d.ts) with tsc, in dependency order.
 * Each package compiles against the *built* dist of the packages it imports (no `source`
 * condition), so a package that only works from sources inside the repo fails here.
 * Files under src/ that tsc does not emit (fonts, images) are copied as they are. A package with a
 * scripts/build.ts runs it last (packages/tokens writes its DTCG JSON and CSS variables).
 *
 *   node scripts/build-packages.ts            all packages
 *   node scripts/build-packages.ts ui model   some packages (and nothing else)
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const packagesDir = join(root, 'packages');
const tsc = join(root, 'node_modules', '.bin', 'tsc');
const COPIED_EXTENSIONS = ['.woff2', '.woff', '.png', '.jpg', '.svg', '.css'];

type Manifest = { name: string; dependencies?: Record<string, string> };
const manifests = new Map<string, Manifest>();
for (const dir of readdirSync(packagesDir)) {
  const file = join(packagesDir, dir, 'package.json');
  if (existsSync(file)) manifests.set(dir, JSON.parse(readFileSync(file, 'utf8')) as Manifest);
}

/** Package folders in an order where every package comes after the ones it depends on. */
function buildOrder(): string[] {
  const byName = new Map([...manifests].map(([dir, m]) => [m.name, dir]));
  const order: string[] = [];
  const visiting = new Set<string>();
  const visit = (dir: string) => {
    if (order.includes(dir)) return;
    if (visiting.has(dir)) throw new Error(`Dependency cycle through ${dir}`);
    visiting.add(dir);
    for (const dep of Object.keys(manifests.get(dir)?.dependencies ?? {})) {
      const depDir = byName.get(dep);
      if (depDir) visit(depDir);
    }
    visiting.delete(dir);
    order.push(dir);
  };
  for (const dir of [...manifests.keys()].sort()) visit(dir);
  return order;
}

function copyAssets(from: string, to: string) {
  for (const entry of readdirSync(from)) {
    const path = join(from, entry);
    if (statSync(path).isDirectory()) copyAssets(path, join(to, entry));
    else if (COPIED_EXTENSIONS.some((ext) => entry.endsWith(ext))) cpSync(path, join(to, entry));
  }
}

/**
 * styled-components 6 has no `exports` map: Node (ESM import or require) loads its CommonJS build,
 * whose default import is the exports object, not `styled` (`styled.button is not a function`);
 * bundlers load its ESM build, whose default is `styled`. The built import takes `.default` when
 * there is one, so both work. Rewritten on the same line, so the source maps stay exact.
 */
function interopStyledDefault(code: string): string {
  return code.replace(
    /^import styled(, \{[^}]*\})? from 'styled-components';$/gm,
    (_line, named: string | undefined) =>
      `import __styledComponents${named ?? ''} from 'styled-components'; const styled = __styledComponents.default ?? __styledComponents;`,
  );
}

/**
 * Entries whose modules hold hooks or context: React Server Components frameworks (Next.js App
 * Router) need `'use client'` as the first statement of the module they import. Server-safe
 * entries (the model, `@tessera/pin-card/server`, `@tessera/tokens`) stay without it.
 */
const CLIENT_ENTRIES: Record<string, string[]> = {
  masonry: ['index.js', 'frame.js'],
  'pin-card': ['index.js'],
  tokens: ['react.js'],
  ui: ['index.js'],
};

/** Puts `'use client';` first in a built file, on its first line (the source maps stay exact). */
function markUseClient(file: string) {
  const code = readFileSync(file, 'utf8');
  if (!code.startsWith("'use client'")) writeFileSync(file, `'use client'; ${code}`);
}

/**
 * The styled-components `DefaultTheme` augmentation lives in @tessera/tokens (theme.ts). A
 * declaration that uses styled-components (a theme in a styled prop) must bring it along, or a
 * consumer with `skipLibCheck: false` gets "Property 'space' does not exist on type
 * 'DefaultTheme'". Added on the first line, so the declaration maps stay exact.
 */
function withThemeAugmentation(code: string): string {
  if (!code.includes("'styled-components'") || code.startsWith("import type {} from '@tessera/tokens'"))
    return code;
  return `import type {} from '@tessera/tokens'; ${code}`;
}

/**
 * Stable styled-components ids (what babel-plugin-styled-components does): without one, a
 * component's id and class come from a counter of components created so far, which differs between
 * a server bundle and a client bundle that include different modules, so hydration warns of a
 * class-name mismatch on every styled component. Each `const Name = styled.x` / `styled(Y)` gets
 * `.withConfig({ displayName, componentId })`, the id a hash of package, file and name. Same line,
 * so the source maps stay exact.
 */
function withStableComponentIds(code: string, file: string): string {
  return code.replace(
    /\b(const|let) (\w+) = styled(\.\w+|\((?:[^()]|\([^()]*\))*\))/g,
    (declaration: string, _kind: string, name: string) => {
      const hash = createHash('sha256').update(`${file}#${name}`).digest('hex').slice(0, 8);
      return `${declaration}.withConfig({ displayName: '${name}', componentId: 'ts-${name}-${hash}' })`;
    },
  );
}

/**
 * Every styled-components factory call in a built file must carry its build-time id: one the
 * transform above does not recognise (`export default styled.x`, a call nested deeper) would be
 * numbered at run time again, and the hydration check of test:pack sees only the components its
 * page renders. Fails the build naming the file.
 */
function assertStableComponentIds(code: string, file: string): string {
  const calls = code.match(/\bstyled(\.\w+|\()/g)?.length ?? 0;
  const ids = code.match(/\.withConfig\(\{ displayName: '\w+', componentId: 'ts-/g)?.length ?? 0;
  if (calls !== ids) {
    throw new Error(
      `${file}: ${calls} styled-components calls but ${ids} build-time ids (withStableComponentIds)`,
    );
  }
  return code;
}

function forEachFile(dir: string, extension: string, transform: (code: string, path: string) => string) {
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) forEachFile(path, extension, transform);
    else if (entry.endsWith(extension) && !(extension === '.js' && entry.endsWith('.d.js'))) {
      const code = readFileSync(path, 'utf8');
      const next = transform(code, path);
      if (next !== code) writeFileSync(path, next);
    }
  }
}

const wanted = process.argv.slice(2);
const order = buildOrder().filter((dir) => wanted.length === 0 || wanted.includes(dir));
for (const dir of order) {
  const pkgDir = join(packagesDir, dir);
  const started = Date.now();
  rmSync(join(pkgDir, 'dist'), { recursive: true, force: true });
  execFileSync(tsc, ['-p', join(pkgDir, 'tsconfig.build.json'), '--sourceMap', '--declarationMap'], {
    stdio: 'inherit',
    cwd: pkgDir,
  });
  copyAssets(join(pkgDir, 'src'), join(pkgDir, 'dist'));
  forEachFile(join(pkgDir, 'dist'), '.js', interopStyledDefault);
  forEachFile(join(pkgDir, 'dist'), '.js', (code, path) =>
    assertStableComponentIds(
      withStableComponentIds(code, `${dir}/${relative(join(pkgDir, 'dist'), path)}`),
      relative(root, path),
    ),
  );
  if (dir !== 'tokens' && manifests.get(dir)?.dependencies?.['@tessera/tokens']) {
    forEachFile(join(pkgDir, 'dist'), '.d.ts', withThemeAugmentation);
  }
  for (const entry of CLIENT_ENTRIES[dir] ?? []) markUseClient(join(pkgDir, 'dist', entry));
  // A package's own last step, in its folder (tokens: its DTCG JSON and CSS custom properties).
  const ownStep = join(pkgDir, 'scripts', 'build.ts');
  if (existsSync(ownStep)) execFileSync(process.execPath, [ownStep], { stdio: 'inherit', cwd: pkgDir });
  console.log(`built ${relative(root, pkgDir)} in ${Date.now() - started} ms`);
}
