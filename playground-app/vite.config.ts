import { fileURLToPath } from 'node:url';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions, defaultServerConditions, defineConfig, type Plugin } from 'vite';
import { firstPaintGroup } from '../scripts/first-paint-chunk.ts';
import { stableStyledIds } from '../scripts/styled-component-ids.ts';

/**
 * The locales the site offers (its pages are in English only). react-aria ships its components'
 * strings for 34 locales; the plugin leaves the others out of the bundle, and react-aria
 * falls back to en-US for a visitor whose browser asks for another.
 */
const SITE_LOCALES = ['en-US'];

/**
 * Font preloads in the built index.html (issue 15, first paint): the Inter files @tessera/tokens'
 * @font-face uses, as the build emitted them, asked for with the page instead of after the script
 * has run and styled-components has written the CSS. The home page uses every weight it ships
 * (400, 600, 700). Build only: in `npm run dev` the fonts load as the CSS asks.
 */
function preloadFonts(): Plugin {
  return {
    name: 'tessera:preload-fonts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        return Object.values(bundle ?? {})
          .filter((file) => file.type === 'asset' && /\/inter-[\w-]+\.woff2$/.test(`/${file.fileName}`))
          .map((file) => ({
            tag: 'link',
            attrs: {
              rel: 'preload',
              as: 'font',
              type: 'font/woff2',
              crossorigin: true,
              href: `/${file.fileName}`,
            },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    optimizeLocales.vite({ locales: SITE_LOCALES }),
    react(),
    preloadFonts(),
    // The same styled-components ids in the server bundle and the browser's chunks (hydration).
    stableStyledIds(fileURLToPath(new URL('..', import.meta.url))),
  ],
  // In the repo, @tessera/* packages resolve to their sources (the `tessera-source` export condition).
  resolve: { conditions: ['tessera-source', ...defaultClientConditions] },
  server: { port: 5173 },
  // The server bundle (dist/.ssr/, `vite build --ssr`): the first screen rendered by the mock
  // server (src/entry-server.tsx). One file with everything in it (the @tessera/* sources, which
  // Node cannot run, and the libraries, in their production builds), so it runs from any folder.
  ssr: {
    noExternal: true,
    resolve: { conditions: ['tessera-source', ...defaultServerConditions] },
  },
  define: isSsrBuild ? { 'process.env.NODE_ENV': JSON.stringify('production') } : {},
  build: isSsrBuild
    ? {
        outDir: 'dist/.ssr',
        sourcemap: true,
        copyPublicDir: false,
        rolldownOptions: { output: { codeSplitting: false } },
      }
    : {
        outDir: 'dist',
        sourcemap: true,
        // dist/.vite/manifest.json: each chunk's static and dynamic imports, which the size budget
        // (scripts/size-first-paint.ts) walks to measure the JavaScript the home route loads on first paint.
        manifest: true,
        rolldownOptions: {
          output: {
            codeSplitting: {
              // zod and the module that turns its JIT off (app/strictCsp.ts) in one chunk, evaluated
              // before any chunk that builds a schema: zod probes `new Function` when an object schema
              // is created, which the site's CSP (no 'unsafe-eval') reports as a violation.
              groups: [
                {
                  name: 'zod',
                  test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]app[\\/]strictCsp\.ts$/,
                  priority: 1,
                },
                // The rest of the first paint's code in one chunk (scripts/first-paint-chunk.ts says why).
                firstPaintGroup(import.meta.dirname),
              ],
            },
          },
        },
      },
}));
