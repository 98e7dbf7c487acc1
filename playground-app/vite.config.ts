import react from '@vitejs/plugin-react';
import { defaultClientConditions, defineConfig } from 'vite';

export default defineConfig({
  plugins: [react()],
  // In the repo, @tessera/* packages resolve to their sources (the `tessera-source` export condition).
  resolve: { conditions: ['tessera-source', ...defaultClientConditions] },
  server: { port: 5173 },
  build: { outDir: 'dist', sourcemap: true },
});
