/**
 * Coverage gate of @tessera/model (issue: 100 % of lines and branches, enforced in `npm test`):
 *   npx vitest run --config packages/model/vitest.config.ts
 * runs the model's unit tests alone with v8 coverage and fails under 100 %.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const root = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  resolve: { conditions: ['tessera-source'] },
  test: {
    name: 'model-coverage',
    root,
    environment: 'node',
    include: ['packages/model/src/**/*.test.ts'],
    coverage: {
      enabled: true,
      provider: 'v8',
      include: ['packages/model/src/**/*.ts'],
      exclude: ['packages/model/src/**/*.test.ts', 'packages/model/src/**/index.ts'],
      reporter: ['text'],
      reportsDirectory: 'packages/model/coverage',
      thresholds: { lines: 100, branches: 100, functions: 100, statements: 100 },
    },
  },
});
