/**
 * The site's router (react-router data mode): the root route (the session's loader, read once per
 * page load; RootLayout's providers that need the router) → the site layout (a pathless parent:
 * the header or the phone shell, the page) → every page of the route table (routes.ts, each loaded
 * lazily with its loader), and a catch-all not-found page. There is no other layout: the auth,
 * builder and business pages are pages of the site layout too.
 *
 * Loaders get the app's api through the router context (routerContext) and only read; a page reads
 * its loader's data typed (usePageData<typeof loader>, page.ts) and writes what the viewer does
 * through the app's intents (useEntityActions: the entity store of EntityStoreRoot, which App puts
 * outside the router, so the store outlives every navigation).
 */
import type { TesseraApi } from '@tessera/api';
import {
  createBrowserRouter,
  type DataRouter,
  type RouteObject,
  RouterContextProvider,
  type RouterState,
} from 'react-router';
import { apiContext } from './context.ts';
import { PageSpinner, RootLayout } from './layouts/RootLayout.tsx';
import { SiteLayout } from './layouts/SiteLayout.tsx';
import { notFound, RouteError } from './routeErrors.tsx';
import { pageRoutes } from './routes.ts';
import { loadSession, ROOT_ROUTE_ID } from './session.ts';

export function appRoutes(): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
      loader: ({ context }) => loadSession(context.get(apiContext)),
      // The session is read once per page load (session.ts), so revalidating the root costs no request.
      Component: RootLayout,
      // Until the session is read, the page shows a spinner (the first load only).
      HydrateFallback: PageSpinner,
      ErrorBoundary: RouteError,
      children: [
        {
          id: 'site',
          Component: SiteLayout,
          ErrorBoundary: RouteError,
          children: [
            ...pageRoutes(),
            { id: 'notFound', path: '*', loader: () => notFound(), ErrorBoundary: RouteError },
          ],
        },
      ],
    },
  ];
}

/** The context every loader gets: the app's api. */
export function routerContext(api: TesseraApi) {
  return () => {
    const context = new RouterContextProvider();
    context.set(apiContext, api);
    return context;
  };
}

export function createAppRouter(api: TesseraApi) {
  return createBrowserRouter(appRoutes(), { getContext: routerContext(api) });
}

/**
 * Resolves once the router has loaded its first page (the route's code and loaders): rendered then,
 * it shows that page in its first render, not the HydrateFallback spinner.
 */
export function routerReady(router: Pick<DataRouter, 'state' | 'subscribe'>): Promise<void> {
  const ready = (state: RouterState) => state.initialized && state.navigation.state === 'idle';
  if (ready(router.state)) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!ready(state)) return;
      stop();
      resolve();
    });
  });
}
