import './app/strictCsp.ts';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  FIRST_SCREEN_ATTRIBUTE,
  firstScreenLayoutOf,
  HYDRATION_ERROR,
  restoreInlineStyles,
} from './app/hydration.ts';
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
// The first screen the server rendered into #root (entry-server.tsx) and the layout it drew it at,
// which the app hydrates.
const serverLayout = firstScreenLayoutOf(container);
const serverRendered = serverLayout !== null;
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
let committed = () => {};
const firstCommit = new Promise<void>((resolve) => {
  committed = resolve;
});
const app = (
  <StrictMode>
    <App api={api} router={router} firstScreen={firstScreen} onFirstCommit={committed} />
  </StrictMode>
);
if (firstScreen && serverLayout) {
  // The hydration's first render draws what the server drew: at its layout (usePhone's answer, the
  // grids' width), every grid with its first page read as the page renders (from the page's answers,
  // like the server's render: app/firstScreen.tsx), the elements with their own styles again.
  firstScreen.phone = serverLayout.phone;
  firstScreen.gridWidth = serverLayout.gridWidth;
  firstScreen.collect = true;
  restoreInlineStyles(container);
  hydrateRoot(container, app, {
    // Said out loud: a mismatch is a bug (e2e/test.ts fails a test on this message).
    onRecoverableError: (error) => console.error(`${HYDRATION_ERROR}:`, error),
  });
  // Hydrated: the page is the app's (e2e/test.ts waits for this), its images shown by their own rules.
  await firstCommit;
  container.removeAttribute(FIRST_SCREEN_ATTRIBUTE);
  // Only the first render reads while it renders: a grid shown later (Back to this page, its first
  // page taken long ago) starts from the feed cache or fetches as usual, never reads again here.
  firstScreen.collect = false;
} else {
  createRoot(container).render(app);
}
