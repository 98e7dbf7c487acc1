/**
 * What `@tessera/masonry` makes an app load (issue 15: the grid's core places items without
 * react-aria, XState or styled-components). Bundled from the sources with esbuild, every package
 * left external, and the bare imports that remain read from the metafile.
 */
import { fileURLToPath } from 'node:url';
import { type BuildOptions, build, type Metafile } from 'esbuild';
import { describe, expect, it } from 'vitest';

const here = fileURLToPath(new URL('.', import.meta.url));

/** This package's sources bundled with esbuild: only its own modules are followed, every bare import stays an import. */
async function bundle(options: BuildOptions): Promise<Metafile> {
  const { metafile } = await build({
    bundle: true,
    write: false,
    metafile: true,
    format: 'esm',
    platform: 'neutral',
    plugins: [
      {
        name: 'packages-external',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => ({ path: args.path, external: true }));
        },
      },
    ],
    logLevel: 'silent',
    ...options,
  });
  if (!metafile) throw new Error('esbuild gave no metafile');
  return metafile;
}

async function packagesImported(entry: string): Promise<string[]> {
  const metafile = await bundle({ stdin: { contents: entry, resolveDir: here, loader: 'ts' } });
  const output = Object.values(metafile.outputs)[0];
  return [...new Set((output?.imports ?? []).filter((i) => i.external).map((i) => i.path))].sort();
}

describe('what the masonry entries import', () => {
  it('Masonry needs React and the tokens only', async () => {
    expect(await packagesImported("export { Masonry } from './index.ts';")).toEqual([
      '@tessera/tokens',
      'react',
      'react-dom',
      'react/jsx-runtime',
    ]);
  });

  it("Masonry's first render loads its core only: keys, viewport report and load-more come in a chunk after it", async () => {
    const { outputs } = await bundle({ entryPoints: [`${here}Masonry.tsx`], splitting: true, outdir: 'out' });
    // The modules of an output and of the chunks it imports statically (all loaded with it).
    const modules = (path: string, seen = new Set<string>()): string[] => {
      if (seen.has(path)) return [];
      seen.add(path);
      const output = outputs[path];
      if (!output) return [];
      const own = Object.keys(output.inputs).map((input) => input.split('/').at(-1) ?? input);
      const shared = output.imports.filter((i) => i.kind === 'import-statement' && !i.external);
      return [...own, ...shared.flatMap((i) => modules(i.path, seen))].sort();
    };
    const [entry] = Object.entries(outputs).find(([, output]) => output.entryPoint !== undefined) ?? [''];
    const lazy = outputs[entry]?.imports.filter((i) => i.kind === 'dynamic-import') ?? [];
    expect(modules(entry)).toEqual([
      'Masonry.tsx',
      'dom.ts',
      'layout.ts',
      'layoutCache.ts',
      'useContainerWidth.ts',
      'useIsomorphicLayoutEffect.ts',
      'useViewportBand.ts',
    ]);
    expect(lazy).toHaveLength(1);
    const loadedFirst = new Set(modules(entry));
    expect(modules(lazy[0]?.path ?? '').filter((module) => !loadedFirst.has(module))).toEqual([
      'behaviour.ts',
      'feedKeyboard.ts',
      'neighbour.ts',
      'useLoadMore.ts',
      'useViewportReport.ts',
    ]);
  });

  it('the layout engine needs nothing', async () => {
    expect(await packagesImported("export { layoutMasonry, MasonryLayoutCache } from './index.ts';")).toEqual(
      [],
    );
  });

  it('no entry of the main module imports styled-components or react-aria; XState only for the hooks', async () => {
    const all = await packagesImported("export * from './index.ts';");
    expect(all).not.toContain('styled-components');
    expect(all.filter((path) => path.includes('react-aria'))).toEqual([]);
    expect(all).toEqual(expect.arrayContaining(['xstate', '@xstate/react', '@tessera/machines']));
  });

  it('the Tessera look is the frame entry, the one that needs styled-components', async () => {
    expect(await packagesImported("export { MasonryFrame } from './frame.ts';")).toEqual([
      'styled-components',
    ]);
  });
});
