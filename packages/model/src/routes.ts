/**
 * The route table of SPEC §2 as data, with a parser (`parseRoute`: path + query → route name,
 * params, query) and a builder (`buildPath`: route name + params → path) made from the same table,
 * so that parsing a built path gives back its params. Plus the §2 rules on routes: logged-out page
 * classes, landing-page types, following feeds, shopping landing tags, the deb_ debug query and the
 * repin edit query.
 */
import { isOneOf, type LandingPageType, type LoggedOutPageClass, SEARCH_TABS } from './codes.ts';

// ---------------------------------------------------------------- tokens of a route pattern

/** A path segment pattern: a literal, a named param (optionally tested), a pin id, or the rest. */
type Token =
  | string
  | { param: string; test?: (value: string) => boolean }
  | { pinId: true }
  | { rest: string; test?: (value: string) => boolean };

const param = (name: string, test?: (value: string) => boolean): Token =>
  test ? { param: name, test } : { param: name };
const PIN_ID: Token = { pinId: true };
const REST: Token = { rest: 'rest' };

/** §2 profile sub-pages: a second segment that is not a board. */
export const PROFILE_SUB_PAGES = ['following', 'followers', '_tools', '_created', 'tried'] as const;
export const PROFILE_SAVED_SEGMENT = '_saved'; // §2 /{username}/_saved

/** §2 business sub-pages (under business-access, business-manager and business-hierarchy). */
export const BUSINESS_SUB_PAGES = [
  'dashboard',
  'hierarchy',
  'asset-groups',
  'catalogs',
  'shared-tags',
  'brand-safety',
  'business_security',
  'managers',
  'invoice-management',
  'audiences',
  'security',
  'ad-accounts/cee-migration',
] as const;

const isBusinessSubPage = (value: string) => isOneOf(BUSINESS_SUB_PAGES, value);
const isSearchTab = (value: string) => isOneOf(SEARCH_TABS, value);
const isNotSubPage = (value: string) => !isOneOf(PROFILE_SUB_PAGES, value) && value !== PROFILE_SAVED_SEGMENT;

/**
 * The routes of §2 in match order (the first match wins). A name with two patterns is one route
 * with an optional part; the builder takes the first pattern whose params are all given.
 */
const TABLE = {
  home: [[], ['homefeed']],
  login: [['login']],
  signup: [['signup']],
  signupSsoBusiness: [['signup', 'sso-business-account', REST]],
  passwordReset: [['password', 'reset']],
  passwordUser: [['pw', param('username')]],
  emailSubscription: [['email', 'subscription']],
  emailUserSurvey: [['email', 'user_survey']],
  emailVerificationError: [['email_verification_error']],
  notifications: [['notifications', REST]],
  pinCreate: [['pin', 'create']],
  pinRedirect: [['pin_redirect']],
  pinSent: [['pin', PIN_ID, 'sent', REST]],
  pinFeedback: [['pin', PIN_ID, 'feedback', REST]],
  pin: [['pin', PIN_ID]],
  pinComments: [['pin', PIN_ID, 'comments']],
  pinEdit: [['pin', PIN_ID, 'edit']],
  pinRepin: [['pin', PIN_ID, 'repin']],
  pinVisualSearch: [['pin', PIN_ID, 'visual-search']],
  pinVisualSearchProducts: [['pin', PIN_ID, 'visual-search', 'products']],
  search: [['search', param('tab', isSearchTab)], ['search']],
  ideas: [['ideas']],
  ideasInterest: [['ideas', param('interest'), param('id')]],
  videos: [['videos']],
  videosCategory: [['videos', param('category'), param('id')]],
  shopping: [['shopping']],
  shoppingCategory: [['shopping', param('category'), param('id')]],
  topics: [['topics']],
  topic: [['topics', param('urlName')]],
  today: [['today']],
  todayArticle: [['today', 'article', REST]],
  todayBest: [['today', 'best']],
  todayTrending: [['today', 'trending']],
  todayPopular: [['today', 'popular']],
  todayShop: [['today', 'shop']],
  discoverArticle: [['discover', 'article', REST]],
  boardEdit: [['board', param('id'), 'edit']],
  boardEditCollaborators: [['board', param('id'), 'edit', 'collaborators']],
  boardEditAddCollaborators: [['board', param('id'), 'edit', 'add_collaborators']],
  boardSectionEdit: [['boardsection', param('id'), 'edit']],
  conversation: [['conversation', param('id')]],
  appealedPin: [['appealed-pin']],
  reportsAndViolations: [['reports-and-violations']],
  ageAppeal: [['age-appeal']],
  unauthProfile: [['unauth-profile']],
  settings: [['settings', REST]],
  oauth: [['oauth']],
  appFactoryOauth: [['app-factory-oauth']],
  pinEditor: [['pin-editor']],
  pinBuilder: [['pin-builder']],
  storyPinBuilder: [['story-pin-builder']],
  ideaPinBuilder: [['idea-pin-builder']],
  pinCreationTool: [['pin-creation-tool']],
  ideaAdsTool: [['idea-ads-tool']],
  advertiserQuickPromote: [['advertiser', 'quick-promote']],
  tvStudio: [['tv', 'studio']],
  storyboard: [['_', 'storyboard']],
  securePanic: [['secure', 'panic']],
  tuneHomeFeed: [['edit']],
  offsite: [['offsite']],
  businessAccess: [
    ['business', 'business-access', param('userBizId'), { rest: 'subPage', test: isBusinessSubPage }],
    ['business', 'business-access', param('userBizId')],
  ],
  businessManager: [
    ['business', 'business-manager', param('businessId'), { rest: 'subPage', test: isBusinessSubPage }],
    ['business', 'business-manager', param('businessId')],
  ],
  businessHierarchy: [
    [
      'business',
      'business-hierarchy',
      param('businessHierarchyId'),
      { rest: 'subPage', test: isBusinessSubPage },
    ],
    ['business', 'business-hierarchy', param('businessHierarchyId')],
  ],
  businessCatalogs: [['business', 'catalogs', param('userBizId')]],
  businessInvite: [['business', 'invite']],
  businessConvert: [['business', 'convert']],
  businessScheduleCall: [['business', 'schedule_call']],
  businessCommerceIntegrations: [['business', 'commerce-integrations']],
  businessHub: [['business', 'hub']],
  ownProfile: [['me']],
  profileSaved: [[param('username'), PROFILE_SAVED_SEGMENT]],
  profileSubPage: [[param('username'), param('page', (value) => isOneOf(PROFILE_SUB_PAGES, value))]],
  boardSection: [[param('username'), param('board', isNotSubPage), param('section')]],
  board: [[param('username'), param('board', isNotSubPage)]],
  profile: [[param('username')]],
} as const satisfies Record<string, readonly (readonly Token[])[]>;

export type RouteName = keyof typeof TABLE;
export const ROUTE_NAMES = Object.keys(TABLE) as RouteName[];

/**
 * §2 reserved first segments: no username (a param in first position) may be one. The first segments of the route table, plus
 * system paths of ours (the spec's long list is not shown): the API, media and static assets.
 */
export const RESERVED_FIRST_SEGMENTS: readonly string[] = [
  ...new Set([
    ...Object.values(TABLE).flatMap((patterns) =>
      patterns.flatMap((pattern) => {
        const first = pattern[0];
        return typeof first === 'string' ? [first] : [];
      }),
    ),
    'v3',
    'media',
    'static',
    'resource',
    'api',
    'assets',
  ]),
];
const isUsername = (value: string) => !RESERVED_FIRST_SEGMENTS.includes(value);

/** The pin id of a /pin/ segment: the part after the last double hyphen (§2), or the whole segment. */
export function pinIdFromSegment(segment: string): { id: string; slug?: string } {
  const at = segment.lastIndexOf('--');
  return at === -1 ? { id: segment } : { id: segment.slice(at + 2), slug: segment.slice(0, at) };
}

// ---------------------------------------------------------------- parsing

export interface ParsedRoute {
  name: RouteName;
  params: Record<string, string>;
  query: Record<string, string>;
  /** §2 the image viewer hash #imgViewer. */
  imageViewer: boolean;
}

function decode(segment: string): string | null {
  try {
    return decodeURIComponent(segment);
  } catch {
    return null;
  }
}

function matchPattern(pattern: readonly Token[], segments: readonly string[]): Record<string, string> | null {
  const params: Record<string, string> = {};
  for (let i = 0; i < pattern.length; i += 1) {
    const token = pattern[i] as Token;
    if (typeof token !== 'string' && 'rest' in token) {
      const rest = segments.slice(i).join('/');
      if (token.test && !token.test(rest)) return null;
      if (rest !== '') params[token.rest] = rest;
      return params;
    }
    const segment = segments[i];
    if (segment === undefined) return null;
    if (typeof token === 'string') {
      if (segment !== token) return null;
    } else if ('pinId' in token) {
      const { id, slug } = pinIdFromSegment(segment);
      if (id === '') return null;
      params.id = id;
      if (slug !== undefined) params.slug = slug;
    } else {
      if (i === 0 && !isUsername(segment)) return null;
      if (token.test && !token.test(segment)) return null;
      params[token.param] = segment;
    }
  }
  return segments.length === pattern.length ? params : null;
}

/**
 * Parses a path with optional query and hash (`/pin/soup--123/?invite_code=x#imgViewer`) into its
 * §2 route, or null when no route matches (e.g. /pin/1/repin/x, which §2 excludes). A trailing
 * slash is optional; segments are percent-decoded; a repeated query key keeps its first value.
 */
export function parseRoute(url: string): ParsedRoute | null {
  const hashAt = url.indexOf('#');
  const hash = hashAt === -1 ? '' : url.slice(hashAt + 1);
  const beforeHash = hashAt === -1 ? url : url.slice(0, hashAt);
  const queryAt = beforeHash.indexOf('?');
  const path = queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt);
  const search = queryAt === -1 ? '' : beforeHash.slice(queryAt + 1);
  const query: Record<string, string> = {};
  for (const [key, value] of new URLSearchParams(search)) if (!Object.hasOwn(query, key)) query[key] = value;

  if (!path.startsWith('/')) return null;
  const raw = path.slice(1).replace(/\/$/, '');
  const segments: string[] = [];
  for (const part of raw === '' ? [] : raw.split('/')) {
    const segment = decode(part);
    if (segment === null || segment === '') return null;
    segments.push(segment);
  }
  for (const name of ROUTE_NAMES) {
    for (const pattern of TABLE[name]) {
      const params = matchPattern(pattern, segments);
      if (params) return { name, params, query, imageViewer: hash === 'imgViewer' };
    }
  }
  return null;
}

// ---------------------------------------------------------------- building

/**
 * The path of a route (always with a trailing slash, except /), from the first pattern of `name`
 * whose params are all given. Throws a RangeError when the params fit no pattern of the route (a
 * missing param, a username that is reserved, a board named like a profile sub-page...).
 */
export function buildPath(name: RouteName, params: Readonly<Record<string, string>> = {}): string {
  for (const pattern of TABLE[name]) {
    const parts = buildPattern(pattern, params);
    if (parts) return parts.length === 0 ? '/' : `/${parts.join('/')}/`;
  }
  throw new RangeError(`No path for route ${name} with ${JSON.stringify(params)}`);
}

function buildPattern(pattern: readonly Token[], params: Readonly<Record<string, string>>): string[] | null {
  const parts: string[] = [];
  const used = new Set<string>();
  for (const [i, token] of pattern.entries()) {
    if (typeof token === 'string') {
      parts.push(token);
    } else if ('pinId' in token) {
      const { id, slug } = params;
      if (!id || id.includes('--')) return null;
      used.add('id').add('slug');
      parts.push(encodeURIComponent(slug ? `${slug}--${id}` : id));
    } else if ('rest' in token) {
      const rest = params[token.rest] ?? '';
      if (token.test && !token.test(rest)) return null;
      used.add(token.rest);
      if (rest !== '') parts.push(...rest.split('/').map(encodeURIComponent));
    } else {
      const value = params[token.param];
      if (!value) return null;
      if (i === 0 && !isUsername(value)) return null;
      if (token.test && !token.test(value)) return null;
      used.add(token.param);
      parts.push(encodeURIComponent(value));
    }
  }
  // A pattern fits only when it uses every param given (so an invalid optional part throws).
  return Object.keys(params).every((key) => used.has(key) || params[key] === '') ? parts : null;
}

// ---------------------------------------------------------------- §2 rules on routes

/** §2 a path containing the word following (as a whole segment) is a following feed. */
export function isFollowingFeed(path: string): boolean {
  return /(^|\/)following(\/|$)/.test(path.split(/[?#]/, 1)[0] as string);
}

/**
 * §2 shopping landing tag name: the third segment of the path split on '/' (the first is the empty
 * string before the leading slash, so it is the segment after /shopping/), split on hyphens and
 * title-cased: /shopping/home-decor/123 → "Home Decor". null for a path not under /shopping/.
 */
export function shoppingLandingTagName(path: string): string | null {
  const segments = (path.split(/[?#]/, 1)[0] as string).split('/');
  const tag = segments[2];
  if (segments[1] !== 'shopping' || !tag) return null;
  return tag
    .split('-')
    .filter((word) => word !== '')
    .map((word) => word[0]?.toUpperCase() + word.slice(1))
    .join(' ');
}

/** Our choice: the shopping category whose page class is shopping-spotlight (the spec gives none). */
export const SHOPPING_SPOTLIGHT_CATEGORY = 'spotlight';

const PIN_ROUTES: readonly RouteName[] = [
  'pin',
  'pinComments',
  'pinEdit',
  'pinRepin',
  'pinVisualSearch',
  'pinVisualSearchProducts',
  'pinSent',
  'pinFeedback',
];
const TODAY_ROUTES: readonly RouteName[] = [
  'today',
  'todayBest',
  'todayTrending',
  'todayPopular',
  'todayShop',
];

/** §2 the logged-out page class of a route, for interaction logging; 'other' for anything else. */
export function loggedOutPageClass(route: Pick<ParsedRoute, 'name' | 'params'> | null): LoggedOutPageClass {
  if (!route) return 'other';
  const { name } = route;
  if (PIN_ROUTES.includes(name)) return 'pin';
  if (TODAY_ROUTES.includes(name)) return 'today';
  switch (name) {
    case 'board':
    case 'boardSection':
      return 'board';
    case 'login':
    case 'signup':
      return 'login';
    case 'home':
      return 'home';
    case 'profile':
    case 'profileSaved':
    case 'profileSubPage':
      return 'profile';
    case 'ideasInterest':
      return 'ideas';
    case 'ideas':
      return 'ideas-root';
    case 'videos':
      return 'videos';
    case 'videosCategory':
      return 'videos-category';
    case 'todayArticle':
    case 'discoverArticle':
      return 'article';
    case 'unauthProfile':
      return 'unauth-profile';
    case 'shopping':
      return 'shopping-root';
    case 'shoppingCategory':
      return route.params.category === SHOPPING_SPOTLIGHT_CATEGORY
        ? 'shopping-spotlight'
        : 'shopping-category';
    default:
      return 'other';
  }
}

/**
 * §2 landing-page type of a route; own_board and own_section when the board's username is the
 * viewer's. null for routes with no landing-page type.
 */
export function landingPageType(
  route: Pick<ParsedRoute, 'name' | 'params'> | null,
  viewerUsername?: string | null,
): LandingPageType | null {
  if (!route) return null;
  const own = Boolean(viewerUsername) && route.params.username === viewerUsername;
  if (TODAY_ROUTES.includes(route.name) || route.name === 'todayArticle') return 'today';
  if (PIN_ROUTES.includes(route.name)) return 'closeup';
  switch (route.name) {
    case 'ideas':
    case 'ideasInterest':
      return 'ideas';
    case 'boardSection':
      return own ? 'own_section' : 'section';
    case 'board':
      return own ? 'own_board' : 'board';
    case 'home':
      return 'home';
    case 'profile':
    case 'profileSaved':
    case 'ownProfile':
      return 'profile';
    case 'search':
      return 'search';
    case 'topic':
    case 'topics':
      return 'topic';
    default:
      return null;
  }
}

export const DEBUG_QUERY_PREFIX = 'deb_'; // §2 a query parameter starting with deb_

/** §2 true when a query parameter's name starts with deb_. */
export function hasDebugQuery(query: Readonly<Record<string, string>>): boolean {
  return Object.keys(query).some((key) => key.startsWith(DEBUG_QUERY_PREFIX));
}

/** §2 the debug panel shows with a deb_ query for a viewer on an internal network or a logged-in employee. */
export function debugPanelVisible({
  query,
  internalNetwork,
  employee,
}: {
  query: Readonly<Record<string, string>>;
  internalNetwork: boolean;
  employee: boolean;
}): boolean {
  return hasDebugQuery(query) && (internalNetwork || employee);
}

/** §2 the edit-a-saved-pin query of /pin/{pinId}/repin/ (isEditingPin=true, pinBoardId, isFromToast, originalPinId). */
export interface SavedPinEdit {
  pinId: string;
  pinBoardId: string | null;
  isFromToast: boolean;
  originalPinId: string | null;
}

/** §2 the saved-pin edit a route asks for, or null when it is not /pin/{id}/repin/?isEditingPin=true. */
export function savedPinEdit(route: ParsedRoute | null): SavedPinEdit | null {
  if (route?.name !== 'pinRepin' || route.query.isEditingPin !== 'true') return null;
  return {
    pinId: route.params.id as string,
    pinBoardId: route.query.pinBoardId ?? null,
    isFromToast: route.query.isFromToast === 'true',
    originalPinId: route.query.originalPinId ?? null,
  };
}

/**
 * §2 the path of a saved-pin edit (the save toast's Change or Organize):
 * /pin/{pinId}/repin/?isEditingPin=true&pinBoardId=…&isFromToast=true&originalPinId=… (savedPinEdit reads it back).
 */
export function savedPinEditPath(edit: SavedPinEdit): string {
  const query = new URLSearchParams({ isEditingPin: 'true' });
  if (edit.pinBoardId) query.set('pinBoardId', edit.pinBoardId);
  if (edit.isFromToast) query.set('isFromToast', 'true');
  if (edit.originalPinId) query.set('originalPinId', edit.originalPinId);
  return `${buildPath('pinRepin', { id: edit.pinId })}?${query}`;
}

/** §2 the query keys of the closeup the site recognises. */
export const INVITE_CODE_QUERY = 'invite_code'; // §2 invite_code opens the invite landing
export const UTM_PAI_QUERY = 'utm_pai'; // §2 utm_pai is also recognised
/** §2 the query of /pin_redirect. */
export const PIN_REDIRECT_QUERY = [
  'domain',
  'domainImageUrl',
  'origin',
  'pinCategory',
  'pinImageUrl',
  'redirectUrl',
] as const;
/** §2 the query of /offsite/. */
export const OFFSITE_QUERY = [
  'token',
  'url',
  'pin',
  'isThirdPartyAd',
  'csr',
  'client_tracking_params',
  'aux_data',
] as const;
