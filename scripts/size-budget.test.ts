import { describe, expect, it } from 'vitest';
import { checkBudget, entrySource, measure, readBudgetFile, report, upFrontOutputs } from './size-budget.ts';

describe('size budget', () => {
  it('imports exactly the named exports, or the whole package for *', () => {
    expect(entrySource({ name: 'x', package: '@tessera/ui', imports: ['Button', 'Link'], budget: 1 })).toBe(
      'export { Button, Link } from "@tessera/ui";\n',
    );
    expect(entrySource({ name: 'x', package: '@tessera/ui', imports: ['*'], budget: 1 })).toBe(
      'export * from "@tessera/ui";\n',
    );
  });

  it('is over budget only above the budget', () => {
    expect(checkBudget('a', 100, 0, 100).over).toBe(false);
    expect(checkBudget('a', 101, 0, 100).over).toBe(true);
    expect(report([checkBudget('a', 2048, 1024, 1024)])).toMatch(
      /OVER {2}a +2\.0 kB \/ +1\.0 kB {2}\(\+ 1\.0 kB lazy\)/,
    );
  });

  it('counts statically imported chunks as up front and dynamic imports as lazy', () => {
    const metafile = {
      inputs: {},
      outputs: {
        'out/entry.js': {
          bytes: 1,
          inputs: {},
          exports: [],
          entryPoint: 'stdin',
          imports: [
            { path: 'out/shared.js', kind: 'import-statement' as const },
            { path: 'out/hls.js', kind: 'dynamic-import' as const },
          ],
        },
        'out/shared.js': { bytes: 1, inputs: {}, exports: [], imports: [] },
        'out/hls.js': { bytes: 1, inputs: {}, exports: [], imports: [] },
      },
    };
    expect([...upFrontOutputs(metafile, 'out/entry.js')].sort()).toEqual(['out/entry.js', 'out/shared.js']);
  });

  it('has a budget for every entry and every entry within it is well formed', () => {
    const file = readBudgetFile();
    expect(file.external).toEqual(['react', 'react-dom', 'styled-components']);
    for (const entry of file.entries) {
      expect(entry.budget).toBeGreaterThan(0);
      expect(entry.imports.length).toBeGreaterThan(0);
    }
  });

  it('measures a real import with react and styled-components left out', async () => {
    const small = await measure(
      { name: 'Price', package: '@tessera/ui', imports: ['Price'], budget: 10_000 },
      ['react', 'react-dom', 'styled-components'],
    );
    expect(small.gzip).toBeGreaterThan(100);
    expect(small.gzip).toBeLessThan(10_000);
    expect(small.over).toBe(false);
    const tight = await measure({ name: 'Price', package: '@tessera/ui', imports: ['Price'], budget: 10 }, [
      'react',
      'react-dom',
      'styled-components',
    ]);
    expect(tight.over).toBe(true);
  }, 30_000);
});
