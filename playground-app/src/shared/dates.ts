/**
 * A date as the site shows it (a notification's, a message's): "Jan 5, 2026", in UTC, so the
 * server's and the browser's renders agree. The spec shows no date format: ours.
 */
const SHORT_DATE = new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeZone: 'UTC' });

/** `iso` (an ISO 8601 time) as a short date; '' when it is no date. */
export function shortDate(iso: string): string {
  const time = Date.parse(iso);
  return Number.isNaN(time) ? '' : SHORT_DATE.format(time);
}
