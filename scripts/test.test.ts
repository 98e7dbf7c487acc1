import { describe, expect, it } from 'vitest';
import { stepsFor } from './test.ts';

const names = (shard?: { index: number; total: number }) => stepsFor(shard).map((step) => step.name);

describe('npm test', () => {
  it('builds the packages, Storybook and the playground once each; the pack test reuses the dist', () => {
    const steps = stepsFor();
    for (const build of ['build:packages', 'build-storybook', 'build:app']) {
      expect(
        steps.filter((step) => step.command.includes(build)),
        build,
      ).toHaveLength(1);
    }
    expect(steps.find((step) => step.name === 'pin-card outside the repo')?.command).toContain('--no-build');
    expect(names()).toEqual([
      'lint',
      'typecheck',
      'build packages',
      'unit + dom + storybook + visual',
      'model coverage (100 %)',
      'build storybook',
      'storybook docs pages',
      'build playground',
      'bundle-size goals',
      'end to end',
      'pin-card outside the repo',
    ]);
  });

  it('on a shard, splits the browser runners and runs the checks that do not split on shard 1 only', () => {
    const second = stepsFor({ index: 2, total: 3 });
    expect(second.map((step) => step.name)).toEqual([
      'unit + dom + storybook',
      'visual',
      'build storybook',
      'storybook docs pages',
      'build playground',
      'end to end',
    ]);
    const byName = new Map(second.map((step) => [step.name, step]));
    for (const name of ['unit + dom + storybook', 'storybook docs pages', 'end to end']) {
      expect(byName.get(name)?.command, name).toContain('--shard=2/3');
    }
    // The visual project is one file: it deals its stories out itself.
    expect(byName.get('visual')?.command).not.toContain('--shard=2/3');
    expect(byName.get('visual')?.env).toEqual({ TESSERA_SHARD: '2/3' });
    expect(names({ index: 1, total: 3 })).toEqual(
      expect.arrayContaining([
        'lint',
        'typecheck',
        'model coverage (100 %)',
        'bundle-size goals',
        'pin-card outside the repo',
      ]),
    );
  });
});
