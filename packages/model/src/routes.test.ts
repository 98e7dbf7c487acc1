import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUSINESS_SUB_PAGES,
  buildPath,
  DEBUG_QUERY_PREFIX,
  debugPanelVisible,
  hasDebugQuery,
  isFollowingFeed,
  landingPageType,
  loggedOutPageClass,
  type ParsedRoute,
  PROFILE_SUB_PAGES,
  parseRoute,
  pinIdFromSegment,
  RESERVED_FIRST_SEGMENTS,
  ROUTE_NAMES,
  type RouteName,
  savedPinEdit,
  savedPinEditPath,
  shoppingLandingTagName,
} from './routes.ts';

const route = (url: string) => {
  const parsed = parseRoute(url);
  return parsed && { name: parsed.name, params: parsed.params };
};

const PARSE_CASES: Array<[string, RouteName, Record<string, string>]> = [
  ['/', 'home', {}],
  ['/homefeed/', 'home', {}],
  ['/login', 'login', {}],
  ['/signup', 'signup', {}],
  ['/signup/sso-business-account/step/2', 'signupSsoBusiness', { rest: 'step/2' }],
  ['/password/reset', 'passwordReset', {}],
  ['/pw/ana', 'passwordUser', { username: 'ana' }],
  ['/pw/_', 'passwordUser', { username: '_' }],
  ['/email/subscription', 'emailSubscription', {}],
  ['/email/user_survey', 'emailUserSurvey', {}],
  ['/email_verification_error', 'emailVerificationError', {}],
  ['/notifications/', 'notifications', {}],
  ['/notifications/boards/1', 'notifications', { rest: 'boards/1' }],
  ['/pin/123', 'pin', { id: '123' }],
  ['/pin/123/', 'pin', { id: '123' }],
  ['/pin/lemon-tart--123/', 'pin', { id: '123', slug: 'lemon-tart' }],
  ['/pin/a--b--123/', 'pin', { id: '123', slug: 'a--b' }],
  ['/pin/123/comments', 'pinComments', { id: '123' }],
  ['/pin/123/edit', 'pinEdit', { id: '123' }],
  ['/pin/123/repin/', 'pinRepin', { id: '123' }],
  ['/pin/123/visual-search/', 'pinVisualSearch', { id: '123' }],
  ['/pin/123/visual-search/products/', 'pinVisualSearchProducts', { id: '123' }],
  ['/pin/create/', 'pinCreate', {}],
  ['/pin/123/sent/', 'pinSent', { id: '123' }],
  ['/pin/123/sent/abc', 'pinSent', { id: '123', rest: 'abc' }],
  ['/pin/123/feedback/', 'pinFeedback', { id: '123' }],
  ['/pin_redirect', 'pinRedirect', {}],
  ['/search', 'search', {}],
  ['/search/pins/', 'search', { tab: 'pins' }],
  ['/search/buyable_pins/', 'search', { tab: 'buyable_pins' }],
  ['/ideas', 'ideas', {}],
  ['/ideas/soups/960/', 'ideasInterest', { interest: 'soups', id: '960' }],
  ['/videos/', 'videos', {}],
  ['/videos/food/12/', 'videosCategory', { category: 'food', id: '12' }],
  ['/shopping/', 'shopping', {}],
  ['/shopping/home-decor/9/', 'shoppingCategory', { category: 'home-decor', id: '9' }],
  ['/topics', 'topics', {}],
  ['/topics/cats', 'topic', { urlName: 'cats' }],
  ['/today', 'today', {}],
  ['/today/article/', 'todayArticle', {}],
  ['/today/article/soup/5/', 'todayArticle', { rest: 'soup/5' }],
  ['/today/best/', 'todayBest', {}],
  ['/today/trending/', 'todayTrending', {}],
  ['/today/popular/', 'todayPopular', {}],
  ['/today/shop/', 'todayShop', {}],
  ['/discover/article/x/1', 'discoverArticle', { rest: 'x/1' }],
  ['/board/7/edit', 'boardEdit', { id: '7' }],
  ['/board/7/edit/collaborators', 'boardEditCollaborators', { id: '7' }],
  ['/board/7/edit/add_collaborators', 'boardEditAddCollaborators', { id: '7' }],
  ['/boardsection/8/edit', 'boardSectionEdit', { id: '8' }],
  ['/conversation/42', 'conversation', { id: '42' }],
  ['/appealed-pin/', 'appealedPin', {}],
  ['/reports-and-violations/', 'reportsAndViolations', {}],
  ['/age-appeal', 'ageAppeal', {}],
  ['/unauth-profile', 'unauthProfile', {}],
  ['/settings', 'settings', {}],
  ['/settings/privacy', 'settings', { rest: 'privacy' }],
  ['/oauth', 'oauth', {}],
  ['/app-factory-oauth', 'appFactoryOauth', {}],
  ['/pin-editor', 'pinEditor', {}],
  ['/pin-builder', 'pinBuilder', {}],
  ['/story-pin-builder', 'storyPinBuilder', {}],
  ['/idea-pin-builder', 'ideaPinBuilder', {}],
  ['/pin-creation-tool', 'pinCreationTool', {}],
  ['/idea-ads-tool', 'ideaAdsTool', {}],
  ['/advertiser/quick-promote', 'advertiserQuickPromote', {}],
  ['/tv/studio', 'tvStudio', {}],
  ['/_/storyboard', 'storyboard', {}],
  ['/secure/panic', 'securePanic', {}],
  ['/edit', 'tuneHomeFeed', {}],
  ['/offsite/', 'offsite', {}],
  ['/business/business-access/5/', 'businessAccess', { userBizId: '5' }],
  ['/business/business-access/5/dashboard/', 'businessAccess', { userBizId: '5', subPage: 'dashboard' }],
  [
    '/business/business-manager/6/ad-accounts/cee-migration/',
    'businessManager',
    { businessId: '6', subPage: 'ad-accounts/cee-migration' },
  ],
  [
    '/business/business-hierarchy/7/brand-safety',
    'businessHierarchy',
    { businessHierarchyId: '7', subPage: 'brand-safety' },
  ],
  ['/business/catalogs/5/', 'businessCatalogs', { userBizId: '5' }],
  ['/business/invite/', 'businessInvite', {}],
  ['/business/convert', 'businessConvert', {}],
  ['/business/schedule_call/', 'businessScheduleCall', {}],
  ['/business/commerce-integrations/', 'businessCommerceIntegrations', {}],
  ['/business/hub', 'businessHub', {}],
  ['/me/', 'ownProfile', {}],
  ['/ana/', 'profile', { username: 'ana' }],
  ['/ana/_saved', 'profileSaved', { username: 'ana' }],
  ['/ana/followers/', 'profileSubPage', { username: 'ana', page: 'followers' }],
  ['/ana/following/', 'profileSubPage', { username: 'ana', page: 'following' }],
  ['/ana/_tools', 'profileSubPage', { username: 'ana', page: '_tools' }],
  ['/ana/_created/', 'profileSubPage', { username: 'ana', page: '_created' }],
  ['/ana/tried/', 'profileSubPage', { username: 'ana', page: 'tried' }],
  ['/ana/soups/', 'board', { username: 'ana', board: 'soups' }],
  ['/ana/soups/winter/', 'boardSection', { username: 'ana', board: 'soups', section: 'winter' }],
  ['/ana/caf%C3%A9/', 'board', { username: 'ana', board: 'café' }],
];

describe('parseRoute: every route of §2', () => {
  it.each(PARSE_CASES)('%s → %s', (url, name, params) => {
    expect(route(url)).toEqual({ name, params });
  });

  it('has a case above for every route name', () => {
    expect(new Set(PARSE_CASES.map(([, name]) => name))).toEqual(new Set(ROUTE_NAMES));
  });

  it.each([
    '/pin/123/repin/x',
    '/pin/',
    '/pin/abc--/',
    '/search/nothing/',
    '/business/business-access/5/unknown/',
    '/ideas/soups/',
    '/login/extra',
    'relative/path',
    '/a//b',
    '/%E0%A4%A/',
    '/ana/soups/winter/extra/',
  ])('%s matches no route', (url) => {
    expect(parseRoute(url)).toBeNull();
  });

  it('never takes a reserved first segment for a username', () => {
    expect(route('/search/')).toEqual({ name: 'search', params: {} });
    expect(route('/ideas/soups/')).toBeNull();
    expect(route('/v3/')).toBeNull();
    expect(RESERVED_FIRST_SEGMENTS).toEqual(
      expect.arrayContaining(['pin', 'search', 'business', 'me', 'v3']),
    );
  });

  it('reads the query and the image viewer hash', () => {
    const parsed = parseRoute('/pin/1/?invite_code=abc&utm_pai=2&invite_code=zzz#imgViewer') as ParsedRoute;
    expect(parsed.query).toEqual({ invite_code: 'abc', utm_pai: '2' });
    expect(parsed.imageViewer).toBe(true);
    expect(parseRoute('/pin/1/#other')?.imageViewer).toBe(false);
    expect(parseRoute('/?a=1')?.query).toEqual({ a: '1' });
  });

  it('takes the id after the last double hyphen', () => {
    expect(pinIdFromSegment('a--b--c')).toEqual({ id: 'c', slug: 'a--b' });
    expect(pinIdFromSegment('123')).toEqual({ id: '123' });
    expect(pinIdFromSegment('soup-123')).toEqual({ id: 'soup-123' });
  });
});

describe('buildPath', () => {
  it('builds every route from its params', () => {
    expect(buildPath('home')).toBe('/');
    expect(buildPath('pin', { id: '123', slug: 'lemon-tart' })).toBe('/pin/lemon-tart--123/');
    expect(buildPath('pin', { id: '123' })).toBe('/pin/123/');
    expect(buildPath('search')).toBe('/search/');
    expect(buildPath('search', { tab: 'videos' })).toBe('/search/videos/');
    expect(buildPath('businessManager', { businessId: '6', subPage: 'ad-accounts/cee-migration' })).toBe(
      '/business/business-manager/6/ad-accounts/cee-migration/',
    );
    expect(buildPath('board', { username: 'ana', board: 'café' })).toBe('/ana/caf%C3%A9/');
    expect(buildPath('notifications')).toBe('/notifications/');
  });

  it.each<[RouteName, Record<string, string>]>([
    ['pin', {}],
    ['pin', { id: 'a--b' }],
    ['board', { username: 'search', board: 'x' }],
    ['board', { username: 'ana', board: 'followers' }],
    ['board', { username: 'ana', board: '_saved' }],
    ['profile', { username: '' }],
    ['search', { tab: 'nope' }],
    ['businessAccess', { userBizId: '1', subPage: 'nope' }],
  ])('refuses %s with %j', (name, params) => {
    expect(() => buildPath(name, params)).toThrow(RangeError);
  });

  const segment = fc.stringMatching(/^[A-Za-z0-9_.~ %é-]{1,12}$/).filter((s) => s !== '.' && s !== '..');
  const id = fc.stringMatching(/^[0-9A-Za-z]{1,10}$/);
  const slug = fc.stringMatching(/^[a-z0-9]+(-[a-z0-9]+)*$/).filter((s) => s.length <= 30);
  const username = segment.filter((s) => !RESERVED_FIRST_SEGMENTS.includes(s));
  const board = segment.filter(
    (s) => !(PROFILE_SUB_PAGES as readonly string[]).includes(s) && s !== '_saved',
  );
  const rest = fc.array(segment, { maxLength: 3 }).map((parts) => parts.join('/'));

  const cases: Record<RouteName, fc.Arbitrary<Record<string, string>>> = Object.fromEntries(
    ROUTE_NAMES.map((name) => [name, fc.constant({})]),
  ) as Record<RouteName, fc.Arbitrary<Record<string, string>>>;
  const pinParams = fc.record({ id, slug }, { requiredKeys: ['id'] });
  for (const name of ROUTE_NAMES.filter(
    (n) => n.startsWith('pin') && !['pinCreate', 'pinRedirect'].includes(n),
  )) {
    cases[name] = pinParams;
  }
  cases.pin = pinParams;
  cases.pinSent = fc.record({ id, slug, rest: rest.filter(Boolean) }, { requiredKeys: ['id'] });
  cases.pinFeedback = cases.pinSent;
  for (const name of ['pinEditor', 'pinBuilder', 'pinCreationTool'] as const) cases[name] = fc.constant({});
  cases.signupSsoBusiness = fc.record({ rest: rest.filter(Boolean) }, { requiredKeys: [] });
  cases.notifications = cases.signupSsoBusiness;
  cases.todayArticle = cases.signupSsoBusiness;
  cases.discoverArticle = cases.signupSsoBusiness;
  cases.settings = cases.signupSsoBusiness;
  cases.passwordUser = fc.record({ username: segment });
  cases.search = fc.record(
    { tab: fc.constantFrom('pins', 'buyable_pins', 'my_pins', 'videos') },
    { requiredKeys: [] },
  );
  cases.ideasInterest = fc.record({ interest: segment, id });
  cases.videosCategory = fc.record({ category: segment, id });
  cases.shoppingCategory = fc.record({ category: segment, id });
  cases.topic = fc.record({ urlName: segment });
  for (const name of [
    'boardEdit',
    'boardEditCollaborators',
    'boardEditAddCollaborators',
    'boardSectionEdit',
    'conversation',
  ] as const) {
    cases[name] = fc.record({ id });
  }
  const subPage = fc.constantFrom(...BUSINESS_SUB_PAGES);
  cases.businessAccess = fc.record({ userBizId: id, subPage }, { requiredKeys: ['userBizId'] });
  cases.businessManager = fc.record({ businessId: id, subPage }, { requiredKeys: ['businessId'] });
  cases.businessHierarchy = fc.record(
    { businessHierarchyId: id, subPage },
    { requiredKeys: ['businessHierarchyId'] },
  );
  cases.businessCatalogs = fc.record({ userBizId: id });
  cases.profileSaved = fc.record({ username });
  cases.profileSubPage = fc.record({ username, page: fc.constantFrom(...PROFILE_SUB_PAGES) });
  cases.boardSection = fc.record({ username, board, section: segment });
  cases.board = fc.record({ username, board });
  cases.profile = fc.record({ username });

  it('property: parsing a built path gives back its route and params', () => {
    const anyRoute = fc
      .constantFrom(...ROUTE_NAMES)
      .chain((name) => cases[name].map((params) => ({ name, params })));
    fc.assert(
      fc.property(anyRoute, ({ name, params }) => {
        expect(route(buildPath(name, params))).toEqual({ name, params });
      }),
      { numRuns: 2000 },
    );
  });
});

describe('§2 route rules', () => {
  it('knows following feeds by the word following', () => {
    expect(isFollowingFeed('/following/')).toBe(true);
    expect(isFollowingFeed('/ana/following')).toBe(true);
    expect(isFollowingFeed('following')).toBe(true);
    expect(isFollowingFeed('/followings/')).toBe(false);
    expect(isFollowingFeed('/ana/?tab=following')).toBe(false);
  });

  it('names shopping landing tags from the third segment, title-cased', () => {
    expect(shoppingLandingTagName('/shopping/home-decor/123/')).toBe('Home Decor');
    expect(shoppingLandingTagName('/shopping/shoes')).toBe('Shoes');
    expect(shoppingLandingTagName('/shopping/--a--b/?x=1')).toBe('A B');
    expect(shoppingLandingTagName('/shopping/')).toBeNull();
    expect(shoppingLandingTagName('/ideas/home-decor/')).toBeNull();
  });

  it.each<[string | null, string]>([
    ['/pin/1/', 'pin'],
    ['/pin/1/comments', 'pin'],
    ['/ana/soups/', 'board'],
    ['/ana/soups/winter/', 'board'],
    ['/login', 'login'],
    ['/signup', 'login'],
    ['/', 'home'],
    ['/ana/', 'profile'],
    ['/ana/_saved', 'profile'],
    ['/ana/followers', 'profile'],
    ['/ideas/soups/1/', 'ideas'],
    ['/ideas/', 'ideas-root'],
    ['/videos/', 'videos'],
    ['/videos/food/1/', 'videos-category'],
    ['/today/article/x/', 'article'],
    ['/discover/article/x/', 'article'],
    ['/shopping/spotlight/1/', 'shopping-spotlight'],
    ['/today/', 'today'],
    ['/today/best/', 'today'],
    ['/unauth-profile', 'unauth-profile'],
    ['/shopping/', 'shopping-root'],
    ['/shopping/shoes/1/', 'shopping-category'],
    ['/settings', 'other'],
    [null, 'other'],
  ])('logged-out page class of %s is %s', (url, expected) => {
    expect(loggedOutPageClass(url === null ? null : parseRoute(url))).toBe(expected);
  });

  it.each<[string | null, string | null, string | null]>([
    ['/today/', null, 'today'],
    ['/today/article/x', null, 'today'],
    ['/ideas/', null, 'ideas'],
    ['/ideas/soups/1/', null, 'ideas'],
    ['/ana/soups/winter/', 'ana', 'own_section'],
    ['/ana/soups/winter/', 'bo', 'section'],
    ['/ana/soups/', 'ana', 'own_board'],
    ['/ana/soups/', null, 'board'],
    ['/pin/1/', null, 'closeup'],
    ['/', null, 'home'],
    ['/ana/', null, 'profile'],
    ['/ana/_saved', null, 'profile'],
    ['/me/', null, 'profile'],
    ['/search/pins/', null, 'search'],
    ['/topics/cats', null, 'topic'],
    ['/topics', null, 'topic'],
    ['/settings', null, null],
    [null, null, null],
  ])('landing-page type of %s for viewer %s is %s', (url, viewer, expected) => {
    expect(landingPageType(url === null ? null : parseRoute(url), viewer)).toBe(expected);
  });

  it('shows the debug panel for a deb_ query on an internal network or to an employee', () => {
    expect(DEBUG_QUERY_PREFIX).toBe('deb_');
    expect(hasDebugQuery({ deb_grid: '1' })).toBe(true);
    expect(hasDebugQuery({ debug: '1', xdeb_: '1' })).toBe(false);
    expect(debugPanelVisible({ query: { deb_x: '' }, internalNetwork: true, employee: false })).toBe(true);
    expect(debugPanelVisible({ query: { deb_x: '' }, internalNetwork: false, employee: true })).toBe(true);
    expect(debugPanelVisible({ query: { deb_x: '' }, internalNetwork: false, employee: false })).toBe(false);
    expect(debugPanelVisible({ query: {}, internalNetwork: true, employee: true })).toBe(false);
  });

  it('reads the saved-pin edit query of /pin/{id}/repin/', () => {
    expect(
      savedPinEdit(
        parseRoute('/pin/9/repin/?isEditingPin=true&pinBoardId=4&isFromToast=true&originalPinId=2'),
      ),
    ).toEqual({ pinId: '9', pinBoardId: '4', isFromToast: true, originalPinId: '2' });
    expect(savedPinEdit(parseRoute('/pin/9/repin/?isEditingPin=true'))).toEqual({
      pinId: '9',
      pinBoardId: null,
      isFromToast: false,
      originalPinId: null,
    });
    expect(savedPinEdit(parseRoute('/pin/9/repin/'))).toBeNull();
    expect(savedPinEdit(parseRoute('/pin/9/?isEditingPin=true'))).toBeNull();
    expect(savedPinEdit(null)).toBeNull();
  });

  it('writes the saved-pin edit path that savedPinEdit reads back', () => {
    const edit = { pinId: '9', pinBoardId: '4', isFromToast: true, originalPinId: '2' };
    expect(savedPinEditPath(edit)).toBe(
      '/pin/9/repin/?isEditingPin=true&pinBoardId=4&isFromToast=true&originalPinId=2',
    );
    expect(savedPinEdit(parseRoute(savedPinEditPath(edit)))).toEqual(edit);
    const profileSave = { pinId: '9', pinBoardId: null, isFromToast: true, originalPinId: '2' };
    expect(savedPinEditPath(profileSave)).toBe(
      '/pin/9/repin/?isEditingPin=true&isFromToast=true&originalPinId=2',
    );
    expect(savedPinEdit(parseRoute(savedPinEditPath(profileSave)))).toEqual(profileSave);
    const bare = { pinId: '9', pinBoardId: null, isFromToast: false, originalPinId: null };
    expect(savedPinEditPath(bare)).toBe('/pin/9/repin/?isEditingPin=true');
    expect(savedPinEdit(parseRoute(savedPinEditPath(bare)))).toEqual(bare);
  });
});
