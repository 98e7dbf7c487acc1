import { ResourceRequestError } from '@tessera/api';
import { buildPath, loggedOutPageClass, parseRoute, ROUTE_NAMES, type RouteName } from '@tessera/model';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { matchRoutes } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { RouteModule } from './page.ts';
import { appRoutes } from './router.tsx';
import { ROUTES } from './routes.ts';
import { fakeApi, renderSite, stubBrowserForSite } from './testing.tsx';

/** Params for every route: `buildPath(name, SAMPLES[name])` must land on the route with that id. */
const SAMPLES = {
  home: {},
  login: {},
  signup: {},
  signupSsoBusiness: { rest: 'step/2' },
  passwordReset: {},
  passwordUser: { username: 'demo' },
  emailSubscription: {},
  emailUserSurvey: {},
  emailVerificationError: {},
  notifications: { rest: 'all' },
  pinCreate: {},
  pinRedirect: {},
  pinSent: { id: '42', rest: 'x' },
  pinFeedback: { id: '42', rest: 'y' },
  pin: { id: '42', slug: 'lemon-tart' },
  pinComments: { id: '42' },
  pinEdit: { id: '42' },
  pinRepin: { id: '42' },
  pinVisualSearch: { id: '42' },
  pinVisualSearchProducts: { id: '42' },
  search: { tab: 'boards' },
  ideas: {},
  ideasInterest: { interest: 'baking', id: '7' },
  videos: {},
  videosCategory: { category: 'travel', id: '7' },
  shopping: {},
  shoppingCategory: { category: 'home-decor', id: '7' },
  topics: {},
  topic: { urlName: 'baking' },
  today: {},
  todayArticle: { rest: 'summer/12' },
  todayBest: {},
  todayTrending: {},
  todayPopular: {},
  todayShop: {},
  discoverArticle: { rest: 'a/1' },
  boardEdit: { id: '9' },
  boardEditCollaborators: { id: '9' },
  boardEditAddCollaborators: { id: '9' },
  boardSectionEdit: { id: '9' },
  conversation: { id: '3' },
  appealedPin: {},
  reportsAndViolations: {},
  ageAppeal: {},
  unauthProfile: {},
  settings: { rest: 'privacy' },
  oauth: {},
  appFactoryOauth: {},
  pinEditor: {},
  pinBuilder: {},
  storyPinBuilder: {},
  ideaPinBuilder: {},
  pinCreationTool: {},
  ideaAdsTool: {},
  advertiserQuickPromote: {},
  tvStudio: {},
  storyboard: {},
  securePanic: {},
  tuneHomeFeed: {},
  offsite: {},
  businessAccess: { userBizId: '5', subPage: 'ad-accounts/cee-migration' },
  businessManager: { businessId: '5', subPage: 'dashboard' },
  businessHierarchy: { businessHierarchyId: '5' },
  businessCatalogs: { userBizId: '5' },
  businessInvite: {},
  businessConvert: {},
  businessScheduleCall: {},
  businessCommerceIntegrations: {},
  businessHub: {},
  ownProfile: {},
  profileSaved: { username: 'demo' },
  profileSubPage: { username: 'demo', page: 'followers' },
  boardSection: { username: 'demo', board: 'desserts', section: 'tarts' },
  board: { username: 'demo', board: 'desserts' },
  profile: { username: 'demo' },
} satisfies Record<RouteName, Record<string, string>>;

/** The ids of the routes react-router matches for a path (root first). */
function matchedIds(path: string): string[] {
  return (matchRoutes(appRoutes(), path) ?? []).map((match) => match.route.id ?? '');
}

beforeAll(() => stubBrowserForSite());

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the route table (issue 12)', () => {
  it.each(ROUTE_NAMES)('buildPath(%s, sample) lands on the router route with that id', (name) => {
    const path = buildPath(name, SAMPLES[name]);
    expect(parseRoute(path)?.name).toBe(name);
    const ids = matchedIds(path);
    expect(ids.slice(0, 2)).toEqual(['root', 'site']);
    expect(ids).toContain(name);
    // No other route of the table is matched on the way.
    expect(ids.filter((id) => (ROUTE_NAMES as string[]).includes(id))).toEqual([name]);
  });

  it('a path that is no §2 route falls to the catch-all not-found route', () => {
    expect(matchedIds('/pin/1/repin/x/').at(-1)).toBe('notFound');
  });

  it("each built page's handle names the model's logged-out page class of its route", async () => {
    for (const name of ROUTE_NAMES) {
      const module: RouteModule = await ROUTES[name].page();
      const route = parseRoute(buildPath(name, SAMPLES[name]));
      expect(module.handle.pageClass, name).toBe(loggedOutPageClass(route));
    }
  });
});

/** A path that is no §2 route: the not-found page, with no loader of its own. */
const NO_ROUTE = '/settings-x/_tools/extra/more/';

describe('loaders re-check the path with the model and answer the not-found page', () => {
  it.each([
    ['/login/x/', 'a reserved first segment is no username (no board)'],
    [NO_ROUTE, 'no route at all'],
    ['/pin/abc--/', 'a slug with no id after the double hyphen'],
  ])('%s: %s', async (path) => {
    renderSite(path);
    expect(
      await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    // Inside the site layout: the header is there.
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
  });

  it('a board path whose first segment is reserved matches the board route but is refused by its loader', () => {
    expect(matchedIds('/login/x/')).toContain('board');
    expect(parseRoute('/login/x/')).toBeNull();
  });
});

describe('loader errors', () => {
  it('a network error shows the error with Try again, which loads the page again', async () => {
    const api = fakeApi();
    api.getMe.mockRejectedValueOnce(
      new ResourceRequestError({ message: 'Failed to fetch', cause: new TypeError() }),
    );
    renderSite(NO_ROUTE, api);
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to fetch');
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(api.getMe).toHaveBeenCalledTimes(2);
  });

  it('a logged-out visitor (401 from /v3/users/me/) gets Log in and Sign up in the header', async () => {
    const api = fakeApi();
    api.getMe.mockRejectedValue(new ResourceRequestError({ http_status: 401, message: 'Log in' }));
    renderSite(NO_ROUTE, api);
    expect(await screen.findByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login/');
    expect(screen.getByRole('link', { name: 'Sign up' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Messages/ })).toBeNull();
  });

  it('while the next page loads, the page says so (after a short delay)', async () => {
    const api = fakeApi();
    api.getPin.mockReturnValue(new Promise(() => {}));
    const { router } = renderSite(NO_ROUTE, api);
    expect(
      await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    void router.navigate('/pin/42/');
    expect(
      await screen.findByRole('progressbar', { name: 'Loading the page' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  });

  it('the page title follows the route', async () => {
    renderSite('/');
    await waitFor(() => expect(document.title).toBe('Home feed | Tessera'));
  });
});
