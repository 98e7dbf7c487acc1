import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { playwrightFailures, tally, vitestFailures } from './test-stress.ts';

const root = fileURLToPath(new URL('..', import.meta.url));

describe('test:stress reads the runners’ reports', () => {
  it('finds the Playwright tests that failed in any try, nested suites named', () => {
    const report = {
      suites: [
        {
          title: 'closeup.spec.ts',
          specs: [
            { title: 'opens', tests: [{ results: [{ status: 'passed' }] }] },
            { title: 'saves', tests: [{ results: [{ status: 'timedOut' }] }] },
          ],
          suites: [
            {
              title: 'comments',
              specs: [
                // Failed, then passed on a retry: a flake all the same.
                { title: 'posts', tests: [{ results: [{ status: 'failed' }, { status: 'passed' }] }] },
                { title: 'skipped', tests: [{ results: [{ status: 'skipped' }] }] },
              ],
            },
          ],
        },
      ],
    };
    expect(playwrightFailures(report)).toEqual([
      'closeup.spec.ts › saves',
      'closeup.spec.ts › comments › posts',
    ]);
  });

  it('finds the Vitest tests that failed, and a file that failed outside any test', () => {
    const report = {
      testResults: [
        {
          name: `${root}stories/ui/Toaster.stories.tsx`,
          status: 'failed',
          assertionResults: [
            { fullName: 'Toaster Stacked', status: 'failed' },
            { fullName: 'Toaster Default', status: 'passed' },
          ],
        },
        { name: `${root}stories/ui/Modal.stories.tsx`, status: 'failed', assertionResults: [] },
        { name: `${root}stories/ui/Button.stories.tsx`, status: 'passed', assertionResults: [] },
      ],
    };
    expect(vitestFailures(report)).toEqual([
      'stories/ui/Toaster.stories.tsx › Toaster Stacked',
      'stories/ui/Modal.stories.tsx (the file itself)',
    ]);
  });

  it('counts each test once per round it failed in, most often first', () => {
    expect(tally([['b', 'a', 'a'], [], ['a']])).toEqual([
      { test: 'a', rounds: 2 },
      { test: 'b', rounds: 1 },
    ]);
    expect(tally([[], []])).toEqual([]);
  });
});
