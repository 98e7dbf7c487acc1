/**
 * For dom tests of the site: a fake api (every call a vi.fn with a harmless answer, to override per
 * test) and the app on a memory router made from the real routes.
 */
import { type Page, ResourceRequestError, type TesseraApi } from '@tessera/api';
import type { Pin, User } from '@tessera/model';
import { render } from '@testing-library/react';
import { MotionGlobalConfig } from 'framer-motion';
import { createMemoryRouter } from 'react-router';
import { vi } from 'vitest';
import { clearFeedCache } from '../shared/feedCache.ts';
import { App } from './App.tsx';
import type { FirstScreen } from './firstScreen.tsx';
import { appRoutes, routerContext } from './router.tsx';

export const DEMO_VIEWER: User = { id: '1', username: 'demo', first_name: 'Demo' };

/** A pin for the site's dom tests: id 42, "Lemon tart" by Mira Ito, one 236x image. */
export const LEMON_TART: Pin = {
  id: '42',
  title: 'Lemon tart',
  pinner: { id: '7', username: 'mira', fullName: 'Mira Ito' },
  images: { '236x': { url: '/media/236x/ab/cd/ef/abcdef.jpg', width: 236, height: 300 } },
};

export function fakeApi() {
  type Api = TesseraApi;
  return {
    getMe: vi.fn<Api['getMe']>(async () => ({ ...DEMO_VIEWER, visitor_type: 'authenticated' })),
    getHomefeed: vi.fn<Api['getHomefeed']>(async () => ({ pins: [], bookmark: '-end-' })),
    getPin: vi.fn<Api['getPin']>(async () => {
      throw new ResourceRequestError({ http_status: 404, message: 'Unknown pin' });
    }),
    getRelatedPins: vi.fn<Api['getRelatedPins']>(async () => ({ items: [], bookmark: '-end-' })),
    getPinComments: vi.fn<Api['getPinComments']>(async () => ({ items: [], bookmark: '-end-' })),
    addPinComment: vi.fn<Api['addPinComment']>(async ({ text }) => ({
      id: 'c1',
      text,
      created_at: '2026-01-01T00:00:00Z',
      user: { id: DEMO_VIEWER.id, username: DEMO_VIEWER.username, fullName: 'Demo' },
    })),
    getBoards: vi.fn<Api['getBoards']>(async () => []),
    getNews: vi.fn<Api['getNews']>(async () => ({ items: [], bookmark: null })),
    getConversations: vi.fn<Api['getConversations']>(async () => ({ items: [], bookmark: null })),
    markNewsSeen: vi.fn<Api['markNewsSeen']>(async () => ({ seen: 0 })),
    search: vi.fn(async (): Promise<Page<unknown>> => ({ items: [], bookmark: null })),
    searchSuggestions: vi.fn<Api['searchSuggestions']>(async () => ({
      queries: [],
      boards: [],
      people: [],
      recent: [],
      trending: [],
    })),
    recordSearch: vi.fn<Api['recordSearch']>(async () => []),
    clearRecentSearches: vi.fn<Api['clearRecentSearches']>(async () => []),
    logEvents: vi.fn<Api['logEvents']>(async () => ({ logged: 0 })),
    getPlatformExperiences: vi.fn<Api['getPlatformExperiences']>(async () => ({})),
    markExperienceViewed: vi.fn<Api['markExperienceViewed']>(async () => ({})),
    markExperienceCompleted: vi.fn<Api['markExperienceCompleted']>(async () => ({})),
    login: vi.fn<Api['login']>(async () => DEMO_VIEWER),
    logout: vi.fn<Api['logout']>(async () => ({ logged_out: true })),
  };
}
export type FakeApi = ReturnType<typeof fakeApi>;

/** The site at `path` on a memory router, with the fake api (and a first screen, app/firstScreen.tsx). */
export function renderSite(path: string, api: FakeApi = fakeApi(), firstScreen: FirstScreen | null = null) {
  // A fresh page: the feed cache is the module's (the home feed's is kept across visits), and no
  // test reads what another test's grid kept.
  clearFeedCache();
  const tessera = api as unknown as TesseraApi;
  const router = createMemoryRouter(appRoutes(), {
    initialEntries: [path],
    getContext: routerContext(tessera),
  });
  const view = render(<App api={tessera} router={router} firstScreen={firstScreen} />);
  return { ...view, router, api };
}

class Unobserved {
  observe() {}
  unobserve() {}
  disconnect() {}
}

/**
 * What jsdom lacks for the site (call in beforeAll): no animations, layout observers that observe
 * nothing, and a matchMedia that matches no query (the desktop layout).
 */
export function stubBrowserForSite() {
  MotionGlobalConfig.skipAnimations = true;
  vi.stubGlobal('ResizeObserver', Unobserved);
  vi.stubGlobal('IntersectionObserver', Unobserved);
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: false,
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })),
  );
}

/** A phone (after stubBrowserForSite): every max-width media query matches. */
export function stubPhone() {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query.includes('max-width'),
      media: query,
      addEventListener() {},
      removeEventListener() {},
    })),
  );
}
