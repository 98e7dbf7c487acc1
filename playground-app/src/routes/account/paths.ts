/**
 * Where the account pages send people: back to `next` after logging in, and full page loads.
 */
import { isSameSitePath } from '@tessera/model';

/**
 * Where to go after logging in or signing up: the `next` query when it is a path on this site
 * (never another host: `//evil.example`, `/\evil`), else the home feed.
 */
export function nextPath(search: string, fallback = '/'): string {
  const next = new URLSearchParams(search).get('next');
  return next && isSameSitePath(next) ? next : fallback;
}

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
