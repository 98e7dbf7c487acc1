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
 * other route's code: every §2 route has its page (`routes/<family>/<page>/route.tsx`).
 */
import type { RouteName } from '@tessera/model';
import { parseRoute } from '@tessera/model';
import type { LoaderFunctionArgs, RouteObject, ShouldRevalidateFunctionArgs } from 'react-router';
import { apiContext } from './context.ts';
import type { RouteModule } from './page.ts';
import { notFound, RouteError } from './routeErrors.tsx';
import { loadSession } from './session.ts';

export interface RouteEntry {
  /** The react-router path pattern (relative to the site layout, no leading slash). */
  path: string;
  page: () => Promise<RouteModule>;
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

/** The business families' sub-pages share one module (its sub-page table). */
const businessArea = () => import('../routes/business/area/route.tsx');

const PROFILE_SUB_PAGE_SEGMENTS = ['following', 'followers', '_tools', '_created', 'tried'] as const;

export const ROUTES = {
  home: { path: 'homefeed?', page: () => import('../routes/home/feed/route.tsx') },
  login: { path: 'login', page: () => import('../routes/account/login/route.tsx') },
  signup: { path: 'signup', page: () => import('../routes/account/signup/route.tsx') },
  signupSsoBusiness: {
    path: 'signup/sso-business-account/*',
    page: () => import('../routes/account/signupSsoBusiness/route.tsx'),
  },
  passwordReset: { path: 'password/reset', page: () => import('../routes/account/passwordReset/route.tsx') },
  passwordUser: { path: 'pw/:username', page: () => import('../routes/account/passwordUser/route.tsx') },
  emailSubscription: {
    path: 'email/subscription',
    page: () => import('../routes/account/emailSubscription/route.tsx'),
  },
  emailUserSurvey: {
    path: 'email/user_survey',
    page: () => import('../routes/account/emailUserSurvey/route.tsx'),
  },
  emailVerificationError: {
    path: 'email_verification_error',
    page: () => import('../routes/account/emailVerificationError/route.tsx'),
  },
  notifications: {
    path: 'notifications/*',
    page: () => import('../routes/notifications/newsHub/route.tsx'),
  },
  pinCreate: { path: 'pin/create', page: () => import('../routes/create/pinBuilder/route.tsx') },
  pinRedirect: { path: 'pin_redirect', page: () => import('../routes/leave/redirect/route.tsx') },
  // §2 lists pin paths with /sent/ or /feedback/ among the closeup's: the same page.
  pinSent: { path: 'pin/:pin/sent/*', page: closeupPage },
  pinFeedback: { path: 'pin/:pin/feedback/*', page: closeupPage },
  pin: { path: 'pin/:pin', page: closeupPage },
  pinComments: { path: 'pin/:pin/comments', page: closeupPage },
  pinEdit: { path: 'pin/:pin/edit', page: () => import('../routes/pin/edit/route.tsx') },
  pinRepin: { path: 'pin/:pin/repin', page: () => import('../routes/pin/repin/route.tsx') },
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
  boardEdit: { path: 'board/:id/edit', page: () => import('../routes/board/edit/board/route.tsx') },
  boardEditCollaborators: {
    path: 'board/:id/edit/collaborators',
    page: () => import('../routes/board/edit/collaborators/route.tsx'),
  },
  boardEditAddCollaborators: {
    path: 'board/:id/edit/add_collaborators',
    page: () => import('../routes/board/edit/addCollaborators/route.tsx'),
  },
  boardSectionEdit: {
    path: 'boardsection/:id/edit',
    page: () => import('../routes/board/edit/section/route.tsx'),
  },
  conversation: {
    path: 'conversation/:id',
    page: () => import('../routes/messages/conversation/route.tsx'),
  },
  appealedPin: { path: 'appealed-pin', page: () => import('../routes/settings/appealedPin/route.tsx') },
  reportsAndViolations: {
    path: 'reports-and-violations',
    page: () => import('../routes/settings/reportsAndViolations/route.tsx'),
  },
  ageAppeal: { path: 'age-appeal', page: () => import('../routes/settings/ageAppeal/route.tsx') },
  unauthProfile: { path: 'unauth-profile', page: () => import('../routes/account/unauthProfile/route.tsx') },
  settings: { path: 'settings/*', page: () => import('../routes/settings/settings/route.tsx') },
  oauth: { path: 'oauth', page: () => import('../routes/account/oauth/route.tsx') },
  appFactoryOauth: {
    path: 'app-factory-oauth',
    page: () => import('../routes/account/appFactoryOauth/route.tsx'),
  },
  pinEditor: { path: 'pin-editor', page: () => import('../routes/create/pinBuilder/route.tsx') },
  pinBuilder: { path: 'pin-builder', page: () => import('../routes/create/pinBuilder/route.tsx') },
  storyPinBuilder: {
    path: 'story-pin-builder',
    page: () => import('../routes/create/storyPinBuilder/route.tsx'),
  },
  ideaPinBuilder: {
    path: 'idea-pin-builder',
    page: () => import('../routes/create/storyPinBuilder/route.tsx'),
  },
  pinCreationTool: { path: 'pin-creation-tool', page: () => import('../routes/create/pinBuilder/route.tsx') },
  // One promote flow, two entry routes (routes/promote/PromotePage.tsx).
  ideaAdsTool: { path: 'idea-ads-tool', page: () => import('../routes/promote/ideaAdsTool/route.tsx') },
  advertiserQuickPromote: {
    path: 'advertiser/quick-promote',
    page: () => import('../routes/promote/quickPromote/route.tsx'),
  },
  // The spec names /tv/studio only. Ours: the creator's studio — the viewer's video and story pins
  // (created or saved) with the stats the pins carry (video length from V_720P, story pages and
  // video time from storyPinData, reactions), each linking to its closeup, story pins to their
  // storyboard, and a link to the story pin builder.
  tvStudio: { path: 'tv/studio', page: () => import('../routes/studio/tvStudio/route.tsx') },
  // The spec names /_/storyboard only. Ours: the storyboard of one story pin (?pin=id): its pages
  // in order, each with its image and text, and links to the pin and the studio.
  storyboard: { path: '_/storyboard', page: () => import('../routes/studio/storyboard/route.tsx') },
  securePanic: { path: 'secure/panic', page: () => import('../routes/settings/securePanic/route.tsx') },
  tuneHomeFeed: { path: 'edit', page: () => import('../routes/tune/edit/route.tsx') },
  offsite: { path: 'offsite', page: () => import('../routes/leave/offsite/route.tsx') },
  businessAccess: { path: 'business/business-access/:userBizId/*', page: businessArea },
  businessManager: { path: 'business/business-manager/:businessId/*', page: businessArea },
  businessHierarchy: { path: 'business/business-hierarchy/:businessHierarchyId/*', page: businessArea },
  businessCatalogs: {
    path: 'business/catalogs/:userBizId',
    page: () => import('../routes/business/catalogs/route.tsx'),
  },
  businessInvite: { path: 'business/invite', page: () => import('../routes/business/invite/route.tsx') },
  businessConvert: { path: 'business/convert', page: () => import('../routes/business/convert/route.tsx') },
  businessScheduleCall: {
    path: 'business/schedule_call',
    page: () => import('../routes/business/scheduleCall/route.tsx'),
  },
  businessCommerceIntegrations: {
    path: 'business/commerce-integrations',
    page: () => import('../routes/business/commerceIntegrations/route.tsx'),
  },
  businessHub: { path: 'business/hub', page: () => import('../routes/business/hub/route.tsx') },
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
 * loader with the parsed route, the api and the session.
 */
function pageLoader(name: RouteName, loader: NonNullable<RouteModule['loader']>) {
  return async (args: LoaderFunctionArgs) => {
    const route = parseRoute(pathOf(args.request));
    if (route?.name !== name) notFound();
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
