/**
 * The pages whose first screen the server paints (issues 15 and 29): the route families a person
 * browses, whose first screen is content (a feed, a pin, a board, a profile, a hub). The mock
 * server renders these with the app's server bundle (entry-server.tsx) and sends the answers that
 * render read with the page; every other page (forms, builders, settings, business) is painted by
 * the app in the browser.
 *
 * The one list: the server bundle and the mock server (which imports this module, so it imports
 * nothing but the model) read it.
 */
import { parseRoute, type RouteName } from '@tessera/model';

export const SERVER_PAINTED_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'home',
  'pin',
  'pinComments',
  'pinSent',
  'pinFeedback',
  'board',
  'boardSection',
  'profile',
  'profileSaved',
  'profileSubPage',
  'search',
  'ideas',
  'ideasInterest',
  'topics',
  'topic',
  'today',
  'todayBest',
  'todayTrending',
  'todayPopular',
  'todayShop',
  'shopping',
  'shoppingCategory',
  'videos',
  'videosCategory',
  'notifications',
]);

/** Whether the server paints the first screen of the page at `url` (path and query). */
export function isServerPainted(url: string): boolean {
  const route = parseRoute(url);
  return route !== null && SERVER_PAINTED_ROUTES.has(route.name);
}
