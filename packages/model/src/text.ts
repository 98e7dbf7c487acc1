/** Text cuts of SPEC §5. Lengths count Unicode code points, so an emoji is never split in half. */
import { messages } from './messages.ts';

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

/** Whitespace runs collapsed to one space, ends trimmed (§5 description). */
export function collapseWhitespace(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

export const DESCRIPTION_MIN_EXCLUSIVE = 3; // §5 description length above 3

/**
 * The description a card shows (§5): the closeup description, else the rich metadata description,
 * whitespace runs collapsed; a candidate counts only when longer than 3 characters and different,
 * ignoring case, from the rich summary's name (displayName); cut to 496. '' when none counts.
 * Our choice: a closeup description that does not count lets the rich metadata one be tried.
 */
export function pinDescription(pin: {
  closeupDescription?: string | null;
  richMetadata?: { description?: string | null } | null;
  richSummary?: { displayName?: string | null } | null;
}): string {
  const name = collapseWhitespace(pin.richSummary?.displayName ?? '').toLowerCase();
  for (const candidate of [pin.closeupDescription, pin.richMetadata?.description]) {
    const text = collapseWhitespace(candidate ?? '');
    if (Array.from(text).length > DESCRIPTION_MIN_EXCLUSIVE && text.toLowerCase() !== name) {
      return cut(text, DESCRIPTION_MAX);
    }
  }
  return '';
}

/** A board, topic or pinner name inside a feedback text: cut to 32 plus ellipsis (§5). */
export function feedbackName(name: string): string {
  return truncate(name.trim(), FEEDBACK_NAME_MAX);
}

/** The sender's first name of the "shared this idea with you" header: trimmed, cut to 30 (§5). */
export function senderFirstName(firstName: string | null | undefined): string {
  return cut((firstName ?? '').trim(), SENDER_FIRST_NAME_MAX);
}

/** Domain link text: 27 characters plus ellipsis, 12 in the hover overlay (§5). */
export function domainText(domain: string, { overlay = false }: { overlay?: boolean } = {}): string {
  return truncate(domain.trim(), overlay ? DOMAIN_TEXT_OVERLAY_MAX : DOMAIN_TEXT_MAX);
}

/** A board or section name in the "Saved to" overlay: 22 plus ellipsis (§5). */
export function savedOverlayName(name: string): string {
  return truncate(name.trim(), SAVED_OVERLAY_NAME_MAX);
}

/** The saved button's text in the Lego style: 20 plus ellipsis (§5). */
export function savedButtonText(text: string): string {
  return truncate(text.trim(), SAVED_BUTTON_TEXT_MAX);
}

export const TITLE_LINES_HOVER_FOOTER = 1; // §9 title clamp 1 line in hover footer
export const TITLE_LINES_GRID = 2; // §9 title clamp 2 lines grid card
export const TITLE_LINES_WITH_PRICE = 3; // §9 line clamp 3 when price shown and not square

/** Title line clamp (§9): 1 in the hover footer; on a grid card 3 when a price shows on a non-square pin, else 2. */
export function titleLineClamp({
  hoverFooter = false,
  priceShown = false,
  square = false,
}: {
  hoverFooter?: boolean;
  priceShown?: boolean;
  square?: boolean;
}): number {
  if (hoverFooter) return TITLE_LINES_HOVER_FOOTER;
  return priceShown && !square ? TITLE_LINES_WITH_PRICE : TITLE_LINES_GRID;
}

/** The "{name} shared this idea with you" header (§2, §5): null (header hidden) when the first name is empty. */
export function sharedIdeaHeader(sender: { first_name?: string | null } | null | undefined): string | null {
  const name = senderFirstName(sender?.first_name);
  return name === '' ? null : messages.sharedThisIdea(name);
}
