/**
 * The root of every page, inside the router: react-aria's RouterProvider fed by react-router (so
 * every link in ui and pin-card navigates client-side, CardRouter), the cards' save target (the
 * viewer's last-used board, SaveTargetRoot), the logged-out saves and their merge after login
 * through the merge intent (LoggedOutSavesRoot), scroll restoration keyed by history entry, the
 * logger's current page (§2 interaction logging), the document title of the deepest route that has
 * one, and the debug panel for a deb_ query.
 */

import { hasDebugQuery } from '@tessera/model';
import { Spinner } from '@tessera/ui';
import { lazy, Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration, useLocation, useMatches } from 'react-router';
import styled from 'styled-components';
import { CardRouter, useTrackCurrentPage } from '../entityStore.tsx';
import { LoggedOutSavesRoot } from '../loggedOutSaves.tsx';
import type { PageHandle } from '../page.ts';
import { SaveTargetRoot } from '../saveTarget.tsx';
import { useSession } from '../session.ts';

/** The site's name, after each page's own title. */
export const SITE_NAME = 'Tessera';

/** document.title from the deepest route whose handle has a title (text, or made from its loader data). */
export function useDocumentTitle() {
  const matches = useMatches();
  let title: string | null = null;
  for (const match of matches) {
    const handle = match.handle as Partial<PageHandle<unknown>> | undefined;
    if (!handle?.title) continue;
    if (typeof handle.title === 'function' && match.loaderData === undefined) continue;
    title = typeof handle.title === 'function' ? handle.title(match.loaderData) : handle.title;
  }
  const full = title ? `${title} | ${SITE_NAME}` : SITE_NAME;
  useEffect(() => {
    document.title = full;
  }, [full]);
}

const Centre = styled.div`
  display: flex;
  justify-content: center;
  padding: ${({ theme }) => theme.space[8]}px;
`;

/** Shown while the first page's loaders run. */
export function PageSpinner() {
  return (
    <Centre>
      <Spinner accessibilityLabel="Loading" />
    </Centre>
  );
}

/** The logger's current page (§2 interaction logging): this location, as this visitor. */
function useLoggedPage() {
  const location = useLocation();
  const { visitor, viewer } = useSession();
  useTrackCurrentPage({
    path: `${location.pathname}${location.search}${location.hash}`,
    visitor,
    viewerUsername: viewer?.username ?? null,
  });
}

/** §2 the debug panel's code loads only for a page with a deb_ query parameter. */
const DebugPanel = lazy(() => import('../debug/DebugPanel.tsx'));

function useDebugQuery(): boolean {
  const { search } = useLocation();
  return hasDebugQuery(Object.fromEntries(new URLSearchParams(search)));
}

export function RootLayout() {
  useDocumentTitle();
  useLoggedPage();
  const debug = useDebugQuery();
  return (
    <CardRouter>
      <SaveTargetRoot>
        <LoggedOutSavesRoot>
          <ScrollRestoration />
          <Outlet />
          {debug ? (
            <Suspense fallback={null}>
              <DebugPanel />
            </Suspense>
          ) : null}
        </LoggedOutSavesRoot>
      </SaveTargetRoot>
    </CardRouter>
  );
}
