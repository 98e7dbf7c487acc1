/**
 * After tsc (scripts/build-packages.ts runs a package's scripts/build.ts when it has one): writes
 * the DTCG JSON and CSS custom properties of tokenFiles.ts to dist/.
 *
 *   node scripts/build.ts   (from packages/tokens)
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { tokenFiles } from './tokenFiles.ts';

const dist = fileURLToPath(new URL('../dist', import.meta.url));
mkdirSync(dist, { recursive: true });
for (const [name, contents] of Object.entries(await tokenFiles())) {
  writeFileSync(join(dist, name), contents);
}
// `import '@tessera/tokens/tokens.css'` type-checks under `noUncheckedSideEffectImports` (and attw
// sees typed entries only): the stylesheet exports nothing.
writeFileSync(
  join(dist, 'tokens.css.d.ts'),
  '/** The CSS custom properties of the tokens (a stylesheet: import it for its side effect). */\nexport {};\n',
);
