/**
 * For dom tests of the site: a fake api (every call a vi.fn with a harmless answer, to override per
 * test) and the app on a memory router made from the real routes.
 */
import { ResourceRequestError, type TesseraApi } from '@tessera/api';
import type { Pin, User } from '@tessera/model';
import { render } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { App } from './App.tsx';
import { appRoutes, routerContext } from './router.tsx';

export const DEMO_VIEWER: User = { id: '1', username: 'demo', first_name: 'Demo' };

export function fakeApi() {
  return {
    getMe: vi.fn(
      async (): Promise<User & { visitor_type: string }> => ({
        ...DEMO_VIEWER,
        visitor_type: 'authenticated',
      }),
    ),
    getHomefeed: vi.fn(async () => ({ pins: [] as Pin[], bookmark: '-end-' as string | null })),
    getPin: vi.fn(async (): Promise<Pin> => {
      throw new ResourceRequestError({ http_status: 404, message: 'Unknown pin' });
    }),
    getRelatedPins: vi.fn(async () => ({ items: [] as Pin[], bookmark: '-end-' as string | null })),
    getPinComments: vi.fn(async () => ({ items: [], bookmark: '-end-' as string | null })),
    getBoards: vi.fn(async () => []),
    getNews: vi.fn(async () => ({ items: [], bookmark: null })),
    getConversations: vi.fn(async () => ({ items: [], bookmark: null })),
    search: vi.fn(async () => ({ items: [], bookmark: null })),
    logEvents: vi.fn(async () => ({ logged: 0 })),
    login: vi.fn(async () => DEMO_VIEWER),
    logout: vi.fn(async () => ({ logged_out: true })),
  };
}
export type FakeApi = ReturnType<typeof fakeApi>;

/** The site at `path` on a memory router, with the fake api. */
export function renderSite(path: string, api: FakeApi = fakeApi()) {
  const tessera = api as unknown as TesseraApi;
  const router = createMemoryRouter(appRoutes(), {
    initialEntries: [path],
    getContext: routerContext(tessera),
  });
  const view = render(<App api={tessera} router={router} />);
  return { ...view, router, api };
}
