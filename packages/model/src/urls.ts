/**
 * URL rules of SPEC §4 and §5: external URLs, search-engine referrers, right-click skips, offsite
 * spam-check verdicts, empty hrefs, upload success, and the uploaded-by-user marker domain.
 */
import { SPAM_BLOCKING_STATUSES, UPLOAD_POLLING_STATUSES, UPLOAD_SUCCEEDED_STATUS } from './codes.ts';
import { messages } from './messages.ts';

/** The host of an absolute http(s) URL, lower-cased, or null. */
export function httpHost(url: string): string | null {
  if (!/^https?:\/\//i.test(url.trim())) return null;
  try {
    return new URL(url.trim()).hostname.toLowerCase();
  } catch {
    return null;
  }
}

/** True when `host` is `domain` or a subdomain of it. */
export function hostIs(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/**
 * §5 an external URL begins with http or https and is not internal: its host is not one of
 * `internalHosts` (or a subdomain of one).
 */
export function isExternalUrl(url: string, internalHosts: readonly string[]): boolean {
  const host = httpHost(url);
  return host !== null && !internalHosts.some((internal) => hostIs(host, internal.toLowerCase()));
}

/** §5 search engines whose referrers count, by host. */
export const SEARCH_ENGINES = [
  'google',
  'bing',
  'yahoo',
  'yandex',
  'rakuten',
  'naver',
  'duckduckgo',
  'ampCache',
] as const;
export type SearchEngine = (typeof SEARCH_ENGINES)[number];

/** AMP cache hosts (our list: the Google AMP cache domains). */
export const AMP_CACHE_HOSTS = ['cdn.ampproject.org', 'ampproject.net'] as const;

/**
 * §5 the search engine a referrer comes from, by host: a host whose labels contain the engine's
 * name (www.google.co.uk, search.yahoo.com, duckduckgo.com), or an AMP cache host; else null.
 */
export function searchEngineOfReferrer(referrer: string | null | undefined): SearchEngine | null {
  const host = httpHost(referrer ?? '');
  if (!host) return null;
  if (AMP_CACHE_HOSTS.some((amp) => hostIs(host, amp))) return 'ampCache';
  const labels = host.split('.');
  return SEARCH_ENGINES.find((engine) => engine !== 'ampCache' && labels.includes(engine)) ?? null;
}

/** §4 right-click skips links to files with these extensions. */
export const RIGHT_CLICK_SKIP_EXTENSIONS = [
  'png',
  'jpg',
  'jpeg',
  'gif',
  'bmp',
  'tiff',
  'webp',
  'mp4',
  'm4v',
  'quicktime',
] as const;

/**
 * §4 a right-click on a hovered pin starts a pending clickthrough, except on a pin page link or a
 * link to a file with one of the skipped extensions (case-insensitive, before any query or hash).
 */
export function rightClickSkipped(href: string): boolean {
  const path = href.split(/[?#]/, 1)[0] as string;
  const withoutOrigin = path.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '');
  if (/^\/pin\/[^/]+/.test(withoutOrigin)) return true;
  const extension = /\.([a-z0-9]+)$/i.exec(withoutOrigin)?.[1]?.toLowerCase();
  return extension !== undefined && (RIGHT_CLICK_SKIP_EXTENSIONS as readonly string[]).includes(extension);
}

export type SpamVerdict = 'blocked' | 'allowed';

/** §4 offsite spam check: blocked, suspicious and porn are blocked (no navigation); any other status is allowed. */
export function spamCheckVerdict(redirectStatus: string | null | undefined): SpamVerdict {
  return (SPAM_BLOCKING_STATUSES as readonly (string | null | undefined)[]).includes(redirectStatus)
    ? 'blocked'
    : 'allowed';
}

/** §4 an empty or hash-only href does nothing except log link_navigation_empty_href. */
export function isEmptyHref(href: string | null | undefined): boolean {
  const trimmed = (href ?? '').trim();
  return trimmed === '' || trimmed.startsWith('#');
}

export const UPLOAD_SUCCESS_MIN_STATUS = 200; // §5 upload success = HTTP status 200 ...
export const UPLOAD_SUCCESS_MAX_STATUS_EXCLUSIVE = 400; // §5 ... up to below 400

/** §5 an upload succeeded with an HTTP status from 200 up to below 400. */
export function isUploadSuccess(status: number): boolean {
  return status >= UPLOAD_SUCCESS_MIN_STATUS && status < UPLOAD_SUCCESS_MAX_STATUS_EXCLUSIVE;
}

/** §4 upload polling: keep polling while processing or registered; succeeded ends it; anything else fails. */
export function uploadPollOutcome(status: string | null | undefined): 'poll' | 'succeeded' | 'failed' {
  if (status === UPLOAD_SUCCEEDED_STATUS) return 'succeeded';
  return (UPLOAD_POLLING_STATUSES as readonly (string | null | undefined)[]).includes(status)
    ? 'poll'
    : 'failed';
}

/** §9 the marker domain of pins uploaded by their user (no source link). */
export const UPLOADED_BY_USER_DOMAIN = 'Uploaded by user';

/** §5 image data must be a string, else "Invalid Image" (returned as an error, never thrown). */
export function checkImageData(data: unknown): { ok: true; data: string } | { ok: false; error: string } {
  return typeof data === 'string' ? { ok: true, data } : { ok: false, error: messages.invalidImage };
}

// §7 deep link current_page_url stripping lives with the deep link request in ./requests/v3.ts.
