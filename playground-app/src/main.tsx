import './app/strictCsp.ts';
import { StrictMode, startTransition } from 'react';
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

/** The longest the app waits for the server's first screen to be drawn before it goes on (ms). */
const FIRST_FRAME_WAIT_MS = 100;

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element to render into.');

// The answers the server sent with the page (the session and the home feed's first page on `/`),
// taken out of the page before anything renders; none in the browser-only MSW mode, which just fetches.
const preloaded = takePreloadedResponses();
// The first screen the server rendered into #root (entry-server.tsx), shown until this replaces it.
const serverRendered = container.firstElementChild !== null;
await startMocksInDevelopment();
// The server's first screen is drawn before the app's code is evaluated (a long task): a frame,
// then on. Without this the browser may run the script first and show the page only after it. A
// hidden tab draws no frames: there the timer goes on.
if (serverRendered) {
  await new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
    setTimeout(resolve, FIRST_FRAME_WAIT_MS);
  });
}
// Loaded after strictCsp.ts has run: the app's modules are split into chunks that a static import
// would evaluate before this module's own code, and some parse with zod while they load.
const [
  { App },
  { createAppRouter, routerReady },
  { readFirstScreen },
  { createResourceClient, createTesseraApi },
] = await Promise.all([
  import('./app/App.tsx'),
  import('./app/router.tsx'),
  import('./app/firstScreen.tsx'),
  import('@tessera/api'),
]);
const api = createTesseraApi(createResourceClient({ fetch: preloadedFetch(preloaded) }));
const router = createAppRouter(api);
// Over a server-rendered first screen, the first render is the same page (app/firstScreen.tsx): its
// grid's first page read (from the answers above, no request), its route's code and loaders done,
// so the cards stay where they are instead of giving way to a spinner.
const [firstScreen] = await Promise.all([
  preloaded.length > 0 || serverRendered
    ? readFirstScreen(api, `${location.pathname}${location.search}`)
    : null,
  serverRendered ? routerReady(router) : null,
]);
// Over a server-painted page, every grid of the first render reads its first page before it is
// drawn (from the page's answers, like the server's render did: app/firstScreen.tsx), so the cards
// take the place of the server's instead of a spinner.
if (firstScreen && serverRendered) firstScreen.collect = true;
const app = (
  <StrictMode>
    <App api={api} router={router} firstScreen={firstScreen} />
  </StrictMode>
);
const root = createRoot(container);
// Over the first screen, which stays in view meanwhile, the page renders in a transition: React
// yields to the browser as it goes instead of holding the main thread for the whole render.
if (serverRendered) startTransition(() => root.render(app));
else root.render(app);
