/**
 * The session (ARCHITECTURE "The site"): who is visiting, read once per page load by the root
 * loader and by any page loader that needs it (the same promise): the viewer (GET /v3/users/me/),
 * the visitor type of §1/§6 (authenticated, unauthenticated, bot) and the save target of §4.
 *
 * Switching viewer (log in as a demo account, log out) reloads the page: everything the client
 * holds (the entity store's saves, the feeds) belongs to one viewer, so a new viewer starts clean.
 */
import { isResourceRequestError, type TesseraApi } from '@tessera/api';
import { isBotUserAgent, type User, type VisitorType, visitorType } from '@tessera/model';
import { useRouteLoaderData } from 'react-router';

export interface Session {
  /** The logged-in viewer; null for logged-out visitors and bots. */
  viewer: User | null;
  visitor: VisitorType;
}

/** The id of the root route, whose loader data is the session. */
export const ROOT_ROUTE_ID = 'root';

const sessions = new WeakMap<TesseraApi, Promise<Session>>();

async function readSession(api: TesseraApi, userAgent: string): Promise<Session> {
  const isBot = isBotUserAgent(userAgent);
  try {
    const me = await api.getMe();
    return { viewer: isBot ? null : me, visitor: visitorType({ isAuthenticated: true, isBot }) };
  } catch (error) {
    // 401: nobody is logged in (or a bot, which the server treats as logged out).
    if (isResourceRequestError(error) && error.http_status === 401) {
      return { viewer: null, visitor: visitorType({ isAuthenticated: false, isBot }) };
    }
    throw error;
  }
}

/**
 * The session of this page load: one request per api, shared by every loader. A failed read is
 * forgotten, so the error boundary's retry asks again.
 */
export function loadSession(
  api: TesseraApi,
  userAgent = globalThis.navigator?.userAgent ?? '',
): Promise<Session> {
  const known = sessions.get(api);
  if (known) return known;
  const read = readSession(api, userAgent);
  sessions.set(api, read);
  read.catch(() => sessions.delete(api));
  return read;
}

/** The session, in any component under the root route. */
export function useSession(): Session {
  const session = useRouteLoaderData(ROOT_ROUTE_ID) as Session | undefined;
  if (!session) throw new Error('useSession is used outside the root route.');
  return session;
}

/** The demo accounts of the mock server (mock-server/README.md): the password is the username. */
export const DEMO_ACCOUNTS = ['demo', 'newbie', 'partner'] as const;
export type DemoAccount = (typeof DEMO_ACCOUNTS)[number];

const reload = () => window.location.reload();

/** Logs in as a demo account (POST /v3/login/), then reloads: a new viewer starts clean. */
export async function logInAs(api: TesseraApi, account: DemoAccount, done: () => void = reload) {
  await api.login({ username_or_email: account, password: account });
  done();
}

/** Logs out (POST /v3/logout/), then reloads. */
export async function logOut(api: TesseraApi, done: () => void = reload) {
  await api.logout();
  done();
}
