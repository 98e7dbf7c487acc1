/**
 * The width class of a first screen (issue 29): whether the server lays a page out for a phone or
 * a wider screen, and at which grid width. The one rule, used by the server's render
 * (entry-server.tsx) and written by the browser (useRememberGridWidth, firstScreen.tsx):
 *
 * 1. The grid-width cookie (GRID_WIDTH_COOKIE), which the browser writes once it has laid a first
 *    screen's grid out: `phone-<px>` on a phone (below the tokens' `md`: the phone shell, two
 *    flexible columns), `<px>` elsewhere. A cookie of the old form `phone` is a phone of the
 *    default width.
 * 2. Without it (a first visit): the `Sec-CH-UA-Mobile` client hint when the browser sent one
 *    (`?1` a phone; Chromium, which the server asks for it with `Accept-CH`), else the user agent
 *    (a phone's browser says `Mobi`, or iPhone / iPod; tablets, which say iPad or Tablet, are not
 *    phones).
 * 3. A phone without its own width is laid out at a 390 px screen's grid width (a common phone's;
 *    any other phone then moves its cards once, when the app lays them out at its own width, and
 *    tells its width for the next visit); anything else at a 1280 px laptop screen's.
 */
import { lightTheme } from '@tessera/tokens';

/** The cookie in which the browser tells the server the width class and grid width (px) it drew. */
export const GRID_WIDTH_COOKIE = 'tessera-grid-width';

export interface WidthClass {
  /** Laid out for a phone: the phone shell, two flexible grid columns. */
  phone: boolean;
  /** The grid's width (px) to lay the first screen out at. */
  gridWidth: number;
}

/** The window the server assumes for a wider screen before the browser has told it: a common laptop's. */
const DEFAULT_WINDOW_WIDTH = 1280;

/** That window less the page's side padding (SiteLayout's <main>: space[4] each side): five columns. */
export const DEFAULT_GRID_WIDTH = DEFAULT_WINDOW_WIDTH - 2 * lightTheme.space[4];

/** The phone the server assumes before it has told its width: 390 px (iPhone 12 to 16). */
export const DEFAULT_PHONE_WINDOW_WIDTH = 390;

/** That phone's grid: its width less SiteLayout's phone padding (space[2] each side). */
export const DEFAULT_PHONE_GRID_WIDTH = DEFAULT_PHONE_WINDOW_WIDTH - 2 * lightTheme.space[2];

/** The cookie's value on a phone: `phone-<px>`. */
const PHONE = 'phone';

/** A phone's browser (MDN's advice: `Mobi` anywhere in the user agent), or an iPhone's or iPod's. */
const MOBILE_USER_AGENT = /Mobi|iPhone|iPod/;

/** A tablet's browser that says `Mobile` too (an iPad before iPadOS 13, Firefox on an Android tablet). */
const TABLET_USER_AGENT = /iPad|Tablet/;

/** The cookie's value for a grid `width` px wide, laid out for a phone or not. */
export function gridWidthCookieValue(phone: boolean, width: number): string {
  return phone ? `${PHONE}-${Math.round(width)}` : String(Math.round(width));
}

/** Whether the request is a phone's, by its `Sec-CH-UA-Mobile` hint when it has one, else its user agent. */
export function isPhoneRequest(userAgent: string, mobileHint?: string | null): boolean {
  const hint = mobileHint?.trim();
  if (hint === '?1') return true;
  if (hint === '?0') return false;
  return MOBILE_USER_AGENT.test(userAgent) && !TABLET_USER_AGENT.test(userAgent);
}

export interface WidthClassRequest {
  /** The request's Cookie header. */
  cookie: string;
  /** Its User-Agent header. */
  userAgent: string;
  /** Its Sec-CH-UA-Mobile header (`?1` / `?0`), when the browser sent one. */
  mobileHint?: string | null | undefined;
}

/** The width class a page's first screen is laid out in, for this request (this module's rule). */
export function firstScreenWidthClass({ cookie, userAgent, mobileHint }: WidthClassRequest): WidthClass {
  const value = new RegExp(`(?:^|;\\s*)${GRID_WIDTH_COOKIE}=([^;]*)`).exec(cookie)?.[1]?.trim() ?? '';
  // `phone`, `phone-<px>` or `<px>`.
  const told = new RegExp(`^(?:(${PHONE})(?:-(\\d{2,5}))?|(\\d{2,5}))$`).exec(value);
  if (told?.[1]) {
    const width = Number(told[2] ?? 0);
    return { phone: true, gridWidth: width > 0 ? width : DEFAULT_PHONE_GRID_WIDTH };
  }
  const width = Number(told?.[3] ?? 0);
  if (width > 0) return { phone: false, gridWidth: width };
  return isPhoneRequest(userAgent, mobileHint)
    ? { phone: true, gridWidth: DEFAULT_PHONE_GRID_WIDTH }
    : { phone: false, gridWidth: DEFAULT_GRID_WIDTH };
}
