/**
 * The route table of the site: one entry per §2 route of the model (`RouteName`), so a route
 * without an entry fails the type check (`satisfies Record<RouteName, RouteEntry>`), and the
 * route ids are the model's route names. `path` is the react-router pattern; a test checks that
 * `buildPath(name, …)` matches the route with that id, for every route.
 *
 * React Router cannot express the reserved first segments or the `slug--id` rule: every loader is
 * wrapped (routeObjects below) so it first re-parses the URL with the model's `parseRoute` and
 * answers the not-found page when the path is not this route (`/login/x` is no board).
 *
 * `page` is the route module, loaded lazily (`() => import(...)`), so the home route downloads no
 * other route's code. `notBuilt`: the page does not exist yet and the route renders the real
 * not-found page. Parts 2 and 3 of the playground issues build them; building one means writing
 * its `routes/<family>/<page>/route.tsx` and pointing its entry here at it.
 */
import type { RouteName } from '@tessera/model';
import { parseRoute } from '@tessera/model';
import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunctionArgs } from 'react-router';
import { apiContext } from './context.ts';
import type { RouteModule } from './page.ts';
import { notFound, RouteError } from './routeErrors.tsx';
import { loadSession } from './session.ts';

/** The page of this route is not built yet: it renders the not-found page (parts 2/3 build it). */
export const notBuilt = 'notBuilt';

export interface RouteEntry {
  /** The react-router path pattern (relative to the site layout, no leading slash). */
  path: string;
  page: (() => Promise<RouteModule>) | typeof notBuilt;
  /**
   * Static last segments the route takes after `path` (react-router has no "one of" segment): each
   * becomes a child route `path/segment` without a component, under the route (then pathless),
   * whose page renders them from the parsed route.
   */
  segments?: readonly string[];
}

/** The closeup's paths share one module. */
const closeupPage = () => import('../routes/pin/closeup/route.tsx');

/** The profile's pages share one module (its header, tabs and lists). */
const profilePage = () => import('../routes/profile/profile/route.tsx');

const PROFILE_SUB_PAGE_SEGMENTS = ['following', 'followers', '_tools', '_created', 'tried'] as const;

export const ROUTES = {
  home: { path: 'homefeed?', page: () => import('../routes/home/feed/route.tsx') },
  login: { path: 'login', page: notBuilt },
  signup: { path: 'signup', page: notBuilt },
  signupSsoBusiness: { path: 'signup/sso-business-account/*', page: notBuilt },
  passwordReset: { path: 'password/reset', page: notBuilt },
  passwordUser: { path: 'pw/:username', page: notBuilt },
  emailSubscription: { path: 'email/subscription', page: notBuilt },
  emailUserSurvey: { path: 'email/user_survey', page: notBuilt },
  emailVerificationError: { path: 'email_verification_error', page: notBuilt },
  notifications: {
    path: 'notifications/*',
    page: () => import('../routes/notifications/newsHub/route.tsx'),
  },
  pinCreate: { path: 'pin/create', page: notBuilt },
  pinRedirect: { path: 'pin_redirect', page: () => import('../routes/leave/redirect/route.tsx') },
  // §2 lists pin paths with /sent/ or /feedback/ among the closeup's: the same page.
  pinSent: { path: 'pin/:pin/sent/*', page: closeupPage },
  pinFeedback: { path: 'pin/:pin/feedback/*', page: closeupPage },
  pin: { path: 'pin/:pin', page: closeupPage },
  pinComments: { path: 'pin/:pin/comments', page: closeupPage },
  pinEdit: { path: 'pin/:pin/edit', page: notBuilt },
  pinRepin: { path: 'pin/:pin/repin', page: notBuilt },
  pinVisualSearch: {
    path: 'pin/:pin/visual-search',
    page: () => import('../routes/pin/visualSearch/route.tsx'),
  },
  pinVisualSearchProducts: {
    path: 'pin/:pin/visual-search/products',
    page: () => import('../routes/pin/visualSearchProducts/route.tsx'),
  },
  search: { path: 'search/:tab?', page: () => import('../routes/search/results/route.tsx') },
  ideas: { path: 'ideas', page: () => import('../routes/ideas/hub/route.tsx') },
  ideasInterest: { path: 'ideas/:interest/:id', page: () => import('../routes/ideas/interest/route.tsx') },
  videos: { path: 'videos', page: () => import('../routes/videos/hub/route.tsx') },
  videosCategory: { path: 'videos/:category/:id', page: () => import('../routes/videos/category/route.tsx') },
  shopping: { path: 'shopping', page: () => import('../routes/shopping/root/route.tsx') },
  shoppingCategory: {
    path: 'shopping/:category/:id',
    page: () => import('../routes/shopping/category/route.tsx'),
  },
  topics: { path: 'topics', page: () => import('../routes/topics/list/route.tsx') },
  topic: { path: 'topics/:urlName', page: () => import('../routes/topics/topic/route.tsx') },
  today: { path: 'today', page: () => import('../routes/today/tabs/route.tsx') },
  todayArticle: { path: 'today/article/*', page: () => import('../routes/today/article/route.tsx') },
  todayBest: { path: 'today/best', page: () => import('../routes/today/tabs/route.tsx') },
  todayTrending: { path: 'today/trending', page: () => import('../routes/today/tabs/route.tsx') },
  todayPopular: { path: 'today/popular', page: () => import('../routes/today/tabs/route.tsx') },
  todayShop: { path: 'today/shop', page: () => import('../routes/today/tabs/route.tsx') },
  discoverArticle: {
    path: 'discover/article/*',
    page: () => import('../routes/today/article/route.tsx'),
  },
  boardEdit: { path: 'board/:id/edit', page: notBuilt },
  boardEditCollaborators: { path: 'board/:id/edit/collaborators', page: notBuilt },
  boardEditAddCollaborators: { path: 'board/:id/edit/add_collaborators', page: notBuilt },
  boardSectionEdit: { path: 'boardsection/:id/edit', page: notBuilt },
  conversation: {
    path: 'conversation/:id',
    page: () => import('../routes/messages/conversation/route.tsx'),
  },
  appealedPin: { path: 'appealed-pin', page: notBuilt },
  reportsAndViolations: { path: 'reports-and-violations', page: notBuilt },
  ageAppeal: { path: 'age-appeal', page: notBuilt },
  unauthProfile: { path: 'unauth-profile', page: notBuilt },
  settings: { path: 'settings/*', page: notBuilt },
  oauth: { path: 'oauth', page: notBuilt },
  appFactoryOauth: { path: 'app-factory-oauth', page: notBuilt },
  pinEditor: { path: 'pin-editor', page: notBuilt },
  pinBuilder: { path: 'pin-builder', page: notBuilt },
  storyPinBuilder: { path: 'story-pin-builder', page: notBuilt },
  ideaPinBuilder: { path: 'idea-pin-builder', page: notBuilt },
  pinCreationTool: { path: 'pin-creation-tool', page: notBuilt },
  ideaAdsTool: { path: 'idea-ads-tool', page: notBuilt },
  advertiserQuickPromote: { path: 'advertiser/quick-promote', page: notBuilt },
  tvStudio: { path: 'tv/studio', page: notBuilt },
  storyboard: { path: '_/storyboard', page: notBuilt },
  securePanic: { path: 'secure/panic', page: notBuilt },
  tuneHomeFeed: { path: 'edit', page: () => import('../routes/tune/edit/route.tsx') },
  offsite: { path: 'offsite', page: () => import('../routes/leave/offsite/route.tsx') },
  businessAccess: { path: 'business/business-access/:userBizId/*', page: notBuilt },
  businessManager: { path: 'business/business-manager/:businessId/*', page: notBuilt },
  businessHierarchy: { path: 'business/business-hierarchy/:businessHierarchyId/*', page: notBuilt },
  businessCatalogs: { path: 'business/catalogs/:userBizId', page: notBuilt },
  businessInvite: { path: 'business/invite', page: notBuilt },
  businessConvert: { path: 'business/convert', page: notBuilt },
  businessScheduleCall: { path: 'business/schedule_call', page: notBuilt },
  businessCommerceIntegrations: { path: 'business/commerce-integrations', page: notBuilt },
  businessHub: { path: 'business/hub', page: notBuilt },
  ownProfile: { path: 'me', page: () => import('../routes/profile/me/route.tsx') },
  profileSaved: { path: ':username/_saved', page: profilePage },
  profileSubPage: { path: ':username', segments: PROFILE_SUB_PAGE_SEGMENTS, page: profilePage },
  boardSection: {
    path: ':username/:board/:section',
    page: () => import('../routes/board/section/route.tsx'),
  },
  board: { path: ':username/:board', page: () => import('../routes/board/board/route.tsx') },
  profile: { path: ':username', page: profilePage },
} as const satisfies Record<RouteName, RouteEntry>;

/** The path and query (and hash) of a loader's request, as the model parses it. */
function pathOf(request: Request): string {
  const url = new URL(request.url);
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * The loader a route runs: re-check the path with the model (else not found), then the module's
 * loader with the parsed route, the api and the session. Routes whose page is not built answer
 * not found after the check too.
 */
function pageLoader(name: RouteName, loader: RouteModule['loader']) {
  return async (args: LoaderFunctionArgs) => {
    const route = parseRoute(pathOf(args.request));
    if (route?.name !== name || !loader) notFound();
    const api = args.context.get(apiContext);
    const session = await loadSession(api);
    return loader({ ...args, route, api, session });
  };
}

function SegmentLeaf() {
  return null;
}

function routeObject(name: RouteName, entry: RouteEntry): RouteObject {
  // With segments the route is a pathless parent (which never matches by itself) of one child per
  // segment; the parent holds the page.
  const children = entry.segments?.map((segment) => ({
    id: `${name}/${segment}`,
    path: `${entry.path}/${segment}`,
    // The parent draws the page; the leaf draws nothing (without a Component react-router warns).
    Component: SegmentLeaf,
  }));
  // The parent's params do not change from one segment to another (/{username}/tried/ to
  // /{username}/followers/), so react-router would keep its data: the path decides instead.
  const base = children
    ? {
        id: name,
        children,
        shouldRevalidate: ({ currentUrl, nextUrl, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) =>
          currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate,
      }
    : { id: name, path: entry.path };
  const { page } = entry;
  if (page === notBuilt) return { ...base, loader: pageLoader(name, undefined), ErrorBoundary: RouteError };
  return {
    ...base,
    lazy: async () => {
      const module = await page();
      return {
        loader: pageLoader(name, module.loader ?? (() => null)),
        Component: module.Component,
        ErrorBoundary: module.ErrorBoundary ?? RouteError,
        handle: module.handle,
      };
    },
  };
}

/** The page routes, in the table's order (react-router ranks them by specificity, not order). */
export function pageRoutes(): RouteObject[] {
  return (Object.entries(ROUTES) as [RouteName, RouteEntry][]).map(([name, entry]) =>
    routeObject(name, entry),
  );
}
