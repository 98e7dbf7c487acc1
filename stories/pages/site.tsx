/**
 * What the page stories (issue 12) share: the real site at a path on a memory router, a resource
 * answer for replacing one of the stories' MSW backend, and how long a page may take to load.
 */
import { createResourceClient, createTesseraApi } from '@tessera/api';
import { HttpResponse } from 'msw';
import { useState } from 'react';
import { createMemoryRouter } from 'react-router';
import { App } from '../../playground-app/src/app/App.tsx';
import { appRoutes, routerContext } from '../../playground-app/src/app/router.tsx';

/** The pages load through the worker on a shared machine: more than testing-library's 1 s. */
export const LOADED = { timeout: 10_000 };

/** The site at `path`, on a memory router, talking to the stories' backend. */
export function Site({ path }: { path: string }) {
  const [api] = useState(() => createTesseraApi(createResourceClient()));
  const [router] = useState(() =>
    createMemoryRouter(appRoutes(), { initialEntries: [path], getContext: routerContext(api) }),
  );
  return <App api={api} router={router} />;
}

/** A resource answer as the backend gives it. */
export const answer = (data: unknown, bookmark: string | null = null) =>
  HttpResponse.json({ resource_response: { data, error: null, bookmark, http_status: 200 } });
