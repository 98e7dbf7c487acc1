/**
 * Issue 26: nothing in the tests waits on time. A fixed sleep passes on an idle machine and fails on
 * a busy one (or just wastes its milliseconds on every run): wait for what a person would see
 * (web-first assertions, findBy / waitFor) or drive time with fake clocks (`page.clock`, Vitest's
 * fake timers). This fails on any new one in e2e specs, the docs-page check, stories (their play
 * functions) and test files, naming the file and line.
 */
import { globSync, readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Where a test's code lives; production code (a real poll interval, a retry's back-off) is not. */
const TEST_CODE = [
  'e2e/**/*.ts',
  '.storybook/*.{ts,tsx}',
  'stories/**/*.{ts,tsx}',
  '{packages/*/src,playground-app/src,mock-server/src,scripts}/**/*.test.{ts,tsx}',
];

const WAITS_ON_TIME: Array<{ what: string; pattern: RegExp }> = [
  { what: 'waitForTimeout', pattern: /\bwaitForTimeout\s*\(/ },
  { what: "waitForLoadState('networkidle') / waitUntil: 'networkidle'", pattern: /['"]networkidle['"]/ },
  // `new Promise((resolve) => setTimeout(resolve, 200))` and its spellings.
  {
    what: 'a sleep (a promise resolved by setTimeout)',
    pattern:
      /new Promise\s*(?:<[^>]*>)?\s*\(\s*\(?\s*(\w+)\s*\)?\s*=>\s*\{?\s*setTimeout\s*\(\s*(?:\(\)\s*=>\s*)?\1\b/,
  },
];

/** Each line of `source` that waits on time, as "line: what". */
function timeWaits(source: string): string[] {
  return source
    .split('\n')
    .flatMap((line, index) =>
      WAITS_ON_TIME.filter(({ pattern }) => pattern.test(line)).map(({ what }) => `${index + 1}: ${what}`),
    );
}

describe('nothing in the tests waits on time', () => {
  it('recognises each way of waiting on time, and not a fake clock', () => {
    expect(timeWaits('await page.waitForTimeout(300);')).toEqual(['1: waitForTimeout']);
    expect(timeWaits("await page.waitForLoadState('networkidle');")).toHaveLength(1);
    expect(timeWaits('await page.goto(\'/\', { waitUntil: "networkidle" });')).toHaveLength(1);
    for (const sleep of [
      'await new Promise((resolve) => setTimeout(resolve, 800));',
      'await new Promise(r => setTimeout(r, 20));',
      'await act(() => new Promise<void>((done) => { setTimeout(done, 100); }));',
      'await new Promise((resolve) => setTimeout(() => resolve(), 0));',
    ]) {
      expect(timeWaits(sleep), sleep).toEqual(['1: a sleep (a promise resolved by setTimeout)']);
    }
    for (const fine of [
      'await vi.advanceTimersByTimeAsync(950);',
      'await page.clock.runFor(5000);',
      'const timer = setTimeout(onTimeout, SAVE_TOAST_MS);',
      "await expect(page.getByRole('status')).toHaveText('Saved');",
    ]) {
      expect(timeWaits(fine), fine).toEqual([]);
    }
  });

  it('finds none in e2e, the docs-page check, stories or test files', () => {
    const self = fileURLToPath(import.meta.url).slice(root.length);
    const files = TEST_CODE.flatMap((pattern) =>
      globSync(pattern, { cwd: root, exclude: ['**/node_modules/**'] }),
    );
    expect(files.length).toBeGreaterThan(100);
    const found = [...new Set(files)]
      .filter((file) => file !== self && statSync(`${root}${file}`).isFile())
      .flatMap((file) =>
        timeWaits(readFileSync(`${root}${file}`, 'utf8')).map((where) => `${file}:${where}`),
      );
    expect(found).toEqual([]);
  });
});
