/**
 * URL rules of SPEC §4 and §5: external URLs, search-engine referrers, right-click skips, offsite
 * spam-check verdicts, empty hrefs, upload success, and the uploaded-by-user marker domain.
 */
import { SPAM_BLOCKING_STATUSES, UPLOAD_POLLING_STATUSES, UPLOAD_SUCCEEDED_STATUS } from './codes.ts';
import { messages } from './messages.ts';

/**
 * A host as blocklists compare it: lower-case, without the trailing dots of a fully qualified
 * name (`Blocked-Link.Example.` is `blocked-link.example`). The URL parser has already decoded
 * percent-escapes, dropped userinfo and turned an IDN into its punycode form.
 */
export function normalizeHost(host: string): string {
  return host.toLowerCase().replace(/\.+$/, '');
}

/**
 * §5: a link may only lead to an http or https URL. The parsed URL, or null for anything else
 * (`javascript:`, `data:`, `vbscript:`, `file:`, `about:`, relative or unparsable text).
 */
export function safeHttpUrl(url: string): URL | null {
  try {
    const parsed = new URL(url.trim());
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed : null;
  } catch {
    return null;
  }
}

export const isHttpUrl = (url: string): boolean => safeHttpUrl(url) !== null;

/** The normalised host of an absolute http(s) URL, or null. */
export function httpHost(url: string): string | null {
  const parsed = safeHttpUrl(url);
  return parsed ? normalizeHost(parsed.hostname) : null;
}

/**
 * A path on this site (deep links, redirects after login): one leading `/`, not `//` or `/\`
 * (which browsers read as another host), no backslash or control character anywhere.
 */
export function isSameSitePath(path: string): boolean {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it refuses
  return /^\/(?![/\\])/.test(path) && !/[\\\u0000-\u001f\u007f]/.test(path);
}

/**
 * Links that run code or read local data when followed: `javascript:` and `vbscript:` anything,
 * `data:` with a media type, `file://`. Plain words ("Nutrition data: 200 kcal") are not links.
 */
const UNSAFE_LINK = /(?:^|[^a-z0-9+.-])(?:javascript\s*:|vbscript\s*:|data\s*:\s*[a-z]+\/|file\s*:\s*\/\/)/i;

/** True when free text (a description, a message) holds a link with an unsafe scheme. */
export function hasUnsafeLink(text: string): boolean {
  // Browsers ignore tabs and newlines inside a scheme (java\tscript:), so the check does too.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it drops
  return UNSAFE_LINK.test(text.replace(/[\u0000-\u001f\u007f]+/g, ''));
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
