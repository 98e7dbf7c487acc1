/**
 * Full page loads of the account pages, and their `?next=` links. Where a login goes afterwards
 * (next, or §6 board_url) is shared/afterLogin.ts.
 */

/**
 * Full page loads (after login a new viewer starts clean, app/session.ts; an app's redirect_uri):
 * one object so dom tests can watch it instead of jsdom's missing navigation.
 */
export const browser = {
  assign(url: string) {
    window.location.assign(url);
  },
};

/** `?next=` for a page that sends the visitor on and back. */
export function withNext(path: string, next: string): string {
  return `${path}?${new URLSearchParams({ next })}`;
}
