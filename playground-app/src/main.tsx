import './app/strictCsp.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { preloadedFetch, takePreloadedResponses } from './app/preloadedData.ts';

/**
 * `npm run dev` answers API calls in the browser with MSW, from the same handlers the mock server
 * mounts. The built app (`npm start`) talks to the Express mock server instead.
 */
async function startMocksInDevelopment() {
  if (!import.meta.env.DEV) return;
  const [{ setupWorker }, { createMockBackend }] = await Promise.all([
    import('msw/browser'),
    import('@tessera/mocks'),
  ]);
  const worker = setupWorker(...createMockBackend({ seed: 1 }).handlers);
  await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
}

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

// The answers the server sent with the page (the home feed's first page on `/`), taken out of the
// page before anything renders; none in the browser-only MSW mode, which just fetches.
const preloaded = takePreloadedResponses();
await startMocksInDevelopment();
// Loaded after strictCsp.ts has run: the app's modules are split into chunks that a static import
// would evaluate before this module's own code, and some parse with zod while they load.
const [{ App }, { createResourceClient, createTesseraApi }] = await Promise.all([
  import('./app/App.tsx'),
  import('@tessera/api'),
]);
const api = createTesseraApi(createResourceClient({ fetch: preloadedFetch(preloaded) }));
createRoot(container).render(
  <StrictMode>
    <App api={api} />
  </StrictMode>,
);
