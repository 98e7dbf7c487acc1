/** Every machine is exported from the package, listed in the README and drawn in stories/machines. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import * as machines from './index.ts';

const src = fileURLToPath(new URL('.', import.meta.url));
const machineFiles = readdirSync(src, { recursive: true, encoding: 'utf8' }).filter((f) =>
  f.endsWith('.machine.ts'),
);

describe('@tessera/machines', () => {
  it('exports every machine of every *.machine.ts file', async () => {
    const defined: string[] = [];
    for (const file of machineFiles) {
      const module = (await import(join(src, file))) as Record<string, unknown>;
      defined.push(...Object.keys(module).filter((name) => name.endsWith('Machine')));
    }
    expect(defined.length).toBeGreaterThanOrEqual(23);
    for (const name of defined) expect(machines, name).toHaveProperty(name);
  });

  it('documents every machine in the README and draws it in stories/machines', () => {
    const readme = readFileSync(join(src, '..', 'README.md'), 'utf8');
    const stories = readFileSync(
      join(src, '..', '..', '..', 'stories', 'machines', 'Machines.stories.tsx'),
      'utf8',
    );
    const exported = Object.keys(machines).filter((name) => name.endsWith('Machine'));
    for (const name of exported) {
      expect(readme, `README lists ${name}`).toContain(name);
      expect(stories, `a story draws ${name}`).toContain(`machine={${name}}`);
    }
  });
});
