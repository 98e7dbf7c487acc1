/**
 * §6 the limited-login prompt's redirects: where its Log in / Sign up links send a logged-out
 * visitor (the login and signup pages with `next`, or `board_url`), and where the login page goes
 * once the visitor has logged in. Pure: the login page calls afterLogin with its query.
 *
 * - save → next=/pin/{id}/repin/ (§6: save it to a board of their choice once logged in);
 * - edit → next=/pin/{id}/edit/;
 * - anything else (follow, send, hide, create, share profile, create board) → next = the page the
 *   visitor was on (our choice: the spec names no other place);
 * - a board (an invite to it) → board_url={board path}, which after login opens the board with
 *   the accept_invite and seamless flags (§6).
 */
import { buildPath, isSameSitePath } from '@tessera/model';

export const NEXT_QUERY = 'next';
export const BOARD_URL_QUERY = 'board_url';
/** §6 the flags a board_url login adds to the board's address. */
export const BOARD_INVITE_FLAGS = { accept_invite: 'true', seamless: 'true' } as const;

/** §6 the actions whose logged-out use prompts login (on mobile: the limited-login prompt). */
export const LOGIN_PROMPT_ACTIONS = [
  'follow',
  'save',
  'send',
  'edit',
  'hide',
  'create',
  'shareProfile',
  'createBoard',
] as const;
export type LoginPromptAction = (typeof LOGIN_PROMPT_ACTIONS)[number];

export interface LoginRedirect {
  action?: LoginPromptAction | undefined;
  /** The pin the action was on (save and edit redirect to its repin or edit page). */
  pinId?: string | undefined;
  /** A board's path (an invite to it): the login goes there with the invite flags. */
  boardUrl?: string | undefined;
  /** The path (and query) of the page the visitor is on. */
  here: string;
}

/** The query the login and signup links carry for a prompt. */
export function loginQuery({ action, pinId, boardUrl, here }: LoginRedirect): Record<string, string> {
  if (boardUrl && isSameSitePath(boardUrl)) return { [BOARD_URL_QUERY]: boardUrl };
  if (pinId && action === 'save') return { [NEXT_QUERY]: buildPath('pinRepin', { id: pinId }) };
  if (pinId && action === 'edit') return { [NEXT_QUERY]: buildPath('pinEdit', { id: pinId }) };
  return isSameSitePath(here) ? { [NEXT_QUERY]: here } : {};
}

/** The Log in and Sign up links of a prompt. */
export function loginLinks(redirect: LoginRedirect): { logIn: string; signUp: string } {
  const query = new URLSearchParams(loginQuery(redirect)).toString();
  const withQuery = (path: string) => (query ? `${path}?${query}` : path);
  return { logIn: withQuery(buildPath('login')), signUp: withQuery(buildPath('signup')) };
}

/**
 * Where the login (or signup) page goes after a successful login, from its query (`search`, with
 * or without the leading ?): board_url → that board with accept_invite and seamless; else next;
 * else `fallback`. Only paths of this site are followed (never another host).
 */
export function afterLogin(search: string, fallback = '/'): string {
  const query = new URLSearchParams(search);
  const board = query.get(BOARD_URL_QUERY);
  if (board && isSameSitePath(board)) {
    const [path = '', hash] = board.split('#', 2);
    const [pathname = '', existing = ''] = path.split('?', 2);
    const flags = new URLSearchParams(existing);
    for (const [key, value] of Object.entries(BOARD_INVITE_FLAGS)) flags.set(key, value);
    return `${pathname}?${flags}${hash === undefined ? '' : `#${hash}`}`;
  }
  const next = query.get(NEXT_QUERY);
  return next && isSameSitePath(next) ? next : fallback;
}
