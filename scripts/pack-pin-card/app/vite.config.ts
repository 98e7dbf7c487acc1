import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// As the pin-card README asks of an app: only the react-aria strings of the locales it offers.
export default defineConfig({ plugins: [optimizeLocales.vite({ locales: ['en-US'] }), react()] });
