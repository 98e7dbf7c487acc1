/**
 * What the page stories (issue 12) share: the real site at a path on a memory router, a resource
 * answer for replacing one of the stories' MSW backend, and how long a page may take to load.
 */
import { createResourceClient, createTesseraApi } from '@tessera/api';
import { DARK_MODE_BACKGROUND } from '@tessera/tokens';
import { HttpResponse } from 'msw';
import { useState } from 'react';
import { createMemoryRouter } from 'react-router';
import { expect, type within } from 'storybook/test';
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

/** A colour as the browser computes it ('#111111' is 'rgb(17, 17, 17)'). */
function computedColor(color: string): string {
  const probe = document.createElement('div');
  probe.style.color = color;
  return probe.style.color;
}

/**
 * A page story under the toolbar's Dark and Right to left (`globals: { theme: 'dark', direction:
 * 'rtl' }`): the site's header, painted in the page background, is §9 dark (#111111), and the page
 * reads right to left. The site drew in its own colour scheme whatever the toolbar said (issue 31).
 */
export async function expectDarkRightToLeft(canvas: ReturnType<typeof within>) {
  const header = await canvas.findByRole('banner', {}, LOADED);
  await expect(getComputedStyle(header).backgroundColor).toBe(computedColor(DARK_MODE_BACKGROUND));
  await expect(getComputedStyle(header).direction).toBe('rtl');
}
