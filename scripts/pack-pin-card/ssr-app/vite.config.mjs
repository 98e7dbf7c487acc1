import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The client bundle of the SSR app: hydrates what render.mjs server-rendered. */
export default defineConfig({ plugins: [react()], logLevel: 'warn' });
