import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The client bundle of the SSR app: hydrates what render.mjs server-rendered. Only the react-aria
 * strings of the locales the app offers, as the pin-card README asks (the plugin leaves SSR alone).
 */
export default defineConfig({
  plugins: [optimizeLocales.vite({ locales: ['en-US'] }), react()],
  logLevel: 'warn',
});
