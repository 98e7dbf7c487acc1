import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // In the repo, @tessera/* packages resolve to their sources (the `source` export condition).
  resolve: { conditions: ['source', ...defaultClientConditions] },
  server: { port: 5173 },
  build: { outDir: 'dist', sourcemap: true },
});
