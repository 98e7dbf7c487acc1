/**
 * Issue 27, typed route modules: a page reads its loader's data through `usePageData<typeof loader>()`
 * (app/page.ts), typed from the loader, never through `useLoaderData() as X`, a cast that can drift
 * from what the loader returns. This fails on any other read of `useLoaderData`, naming file and line.
 */
import { globSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('..', import.meta.url));

/** Each line of `source` that reads loader data past usePageData, as "line". */
function untypedReads(source: string): number[] {
  return source.split('\n').flatMap((line, index) => (/\buseLoaderData\b/.test(line) ? [index + 1] : []));
}

describe('loader data', () => {
  it('finds a useLoaderData cast', () => {
    expect(untypedReads('import x;\nconst data = useLoaderData() as Data;')).toEqual([2]);
  });

  it('is read through usePageData everywhere in the site', () => {
    const reads = globSync('**/*.{ts,tsx}', { cwd: src })
      .filter((file) => file !== 'app/page.ts' && !file.endsWith('page.test.ts'))
      .flatMap((file) =>
        untypedReads(readFileSync(`${src}${file}`, 'utf8')).map((line) => `${file}:${line}`),
      );
    expect(reads).toEqual([]);
  });
});
