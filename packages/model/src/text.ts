/** Text cuts of SPEC §5. Lengths count Unicode code points, so an emoji is never split in half. */

export const GRID_TITLE_MAX = 200; // §5 grid title trimmed and cut to 200 characters
export const DESCRIPTION_MAX = 496; // §5 description cut to 496
export const FEEDBACK_NAME_MAX = 32; // §5 feedback names cut to 32 plus ellipsis
export const DEFAULT_TRUNCATE_MAX = 80; // §5 default truncation 80 with ellipsis
export const SENDER_FIRST_NAME_MAX = 30; // §5 sender first name cut to 30
export const DOMAIN_TEXT_MAX = 27; // §5 domain link text 27 characters
export const DOMAIN_TEXT_OVERLAY_MAX = 12; // §5 domain link text 12 in the overlay
export const SAVED_OVERLAY_NAME_MAX = 22; // §5 section and board names in the saved overlay
export const SAVED_BUTTON_TEXT_MAX = 20; // §5 saved button text 20 in the Lego style
export const ELLIPSIS = '…';

/** The first `max` code points of `text` (no ellipsis). */
export function cut(text: string, max: number): string {
  const points = Array.from(text);
  return points.length <= max ? text : points.slice(0, Math.max(0, max)).join('');
}

/**
 * `text` unchanged when it has at most `max` characters, else its first `max` characters
 * followed by an ellipsis (§5 "cut to N plus ellipsis"; default N = 80).
 */
export function truncate(
  text: string,
  max: number = DEFAULT_TRUNCATE_MAX,
  ellipsis: string = ELLIPSIS,
): string {
  return Array.from(text).length <= max ? text : `${cut(text, max)}${ellipsis}`;
}

/** The title a grid card shows: gridTitle, else title, else '', trimmed and cut to 200 (§5). */
export function gridTitle(pin: { gridTitle?: string | null; title?: string | null }): string {
  return cut((pin.gridTitle ?? pin.title ?? '').trim(), GRID_TITLE_MAX);
}
