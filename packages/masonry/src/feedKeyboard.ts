import type { KeyboardEvent } from 'react';
import { ITEM_INDEX_ATTRIBUTE } from './dom.ts';
import type { MasonryLayout } from './layout.ts';
import { type MasonryDirection, masonryNeighbour } from './neighbour.ts';

const FOCUSABLE =
  'a[href], area[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, audio[controls], video[controls], [contenteditable]:not([contenteditable="false"]), [tabindex]';

/** Widgets that use the arrow keys themselves: arrows pressed inside them are theirs. */
const ARROW_OWNERS =
  'input, textarea, select, [contenteditable]:not([contenteditable="false"]), [role="slider"], [role="spinbutton"], [role="listbox"], [role="menu"], [role="menubar"], [role="grid"], [role="tablist"], [role="radiogroup"], [role="combobox"], [role="tree"]';

function isTabbable(element: Element): element is HTMLElement {
  if (!(element instanceof HTMLElement) || element.tabIndex < 0) return false;
  if (element.closest('[inert], [hidden], [aria-hidden="true"]')) return false;
  const style = element.ownerDocument.defaultView?.getComputedStyle(element);
  return style?.visibility !== 'hidden' && style?.display !== 'none';
}

/**
 * The first tabbable element after the feed (`after`) or the last one before it: where Ctrl+End and
 * Ctrl+Home go (WAI-ARIA feed pattern: they leave the feed).
 */
export function focusableOutside(feed: Element, where: 'before' | 'after'): HTMLElement | undefined {
  const candidates = Array.from(feed.ownerDocument.querySelectorAll(FOCUSABLE)).filter(
    (element) => !feed.contains(element) && isTabbable(element),
  );
  const position = (element: Element) => feed.compareDocumentPosition(element);
  if (where === 'after') {
    return candidates.find((element) => position(element) & Node.DOCUMENT_POSITION_FOLLOWING) as
      | HTMLElement
      | undefined;
  }
  return candidates.filter((element) => position(element) & Node.DOCUMENT_POSITION_PRECEDING).at(-1) as
    | HTMLElement
    | undefined;
}

/** Which move a key asks for, in the grid's terms (the inline direction depends on RTL). */
export function directionOfKey(key: string, rtl: boolean): MasonryDirection | undefined {
  switch (key) {
    case 'PageDown':
      return 'next';
    case 'PageUp':
      return 'previous';
    case 'ArrowDown':
      return 'down';
    case 'ArrowUp':
      return 'up';
    case 'ArrowRight':
      return rtl ? 'start' : 'end';
    case 'ArrowLeft':
      return rtl ? 'end' : 'start';
    default:
      return undefined;
  }
}

/**
 * The feed pattern's keys plus the grid's arrows, from an article or from anything inside it:
 * PageDown / PageUp move to the next / previous article in reading order; the arrow keys to the
 * geometric neighbour (same column up and down, adjacent column left and right, mirrored in RTL);
 * Ctrl+End / Ctrl+Home leave the feed to the first focusable element after / before it. Arrows inside
 * a widget that uses them (a text field, a slider, a menu) stay with it. `focusItem` focuses the
 * target article (rendering it first if it is outside the rendered band).
 *
 * A plain handler (no react-aria: the grid's core places and moves without it). A key the grid
 * handles stops there; any other key goes on to the page's handlers.
 */
export function onFeedKeyDown(
  event: KeyboardEvent<HTMLElement>,
  feed: HTMLElement | null,
  layout: MasonryLayout,
  focusItem: (index: number) => void,
): void {
  const handled = () => {
    event.preventDefault();
    event.stopPropagation();
  };
  const target = event.target instanceof Element ? event.target : null;
  const article = target?.closest(`[${ITEM_INDEX_ATTRIBUTE}]`);
  if (!feed || !target || !article || !feed.contains(article)) return;
  if (event.ctrlKey && (event.key === 'End' || event.key === 'Home')) {
    const outside = focusableOutside(feed, event.key === 'End' ? 'after' : 'before');
    if (!outside) return;
    handled();
    outside.focus();
    return;
  }
  const rtl = getComputedStyle(feed).direction === 'rtl';
  const direction =
    event.ctrlKey || event.altKey || event.metaKey || event.shiftKey
      ? undefined
      : directionOfKey(event.key, rtl);
  const isArrow = direction !== undefined && direction !== 'next' && direction !== 'previous';
  if (direction === undefined || (isArrow && target !== article && target.closest(ARROW_OWNERS))) return;
  handled();
  const from = Number(article.getAttribute(ITEM_INDEX_ATTRIBUTE));
  // An article still being measured is not placed yet: it has no neighbours.
  const to = from < layout.length ? masonryNeighbour(layout, from, direction) : undefined;
  if (to !== undefined) focusItem(to);
}
