import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // In the repo, @tessera/* packages resolve to their sources (the `tessera-source` export condition).
  resolve: { conditions: ['tessera-source', ...defaultClientConditions] },
  server: { port: 5173 },
  build: {
    outDir: 'dist',
    sourcemap: true,
    // dist/.vite/manifest.json: each chunk's static and dynamic imports, which the size budget
    // (scripts/size-budget.ts) walks to measure the JavaScript the home route loads on first paint.
    manifest: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // zod and the module that turns its JIT off (app/strictCsp.ts) in one chunk, evaluated
          // before any chunk that builds a schema: zod probes `new Function` when an object schema
          // is created, which the site's CSP (no 'unsafe-eval') reports as a violation.
          groups: [{ name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]app[\\/]strictCsp\.ts$/ }],
        },
      },
    },
  },
});
