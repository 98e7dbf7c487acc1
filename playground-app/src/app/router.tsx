/**
 * The site's router (react-router data mode): the root route (session loader, the providers that
 * need the router) → the site layout (header) → the pages of the route table, and a catch-all
 * not-found page. Auth, builder and business layouts join as pathless parents when their pages
 * exist (parts 2 and 3).
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
