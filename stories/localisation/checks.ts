/**
 * What the localisation stories check about text in another language: cut to its lines, wrapped
 * inside its box, punctuation at the reading end.
 */
import { expect } from 'storybook/test';

/** The text is cut to `lines` lines (and was longer: the clamp did cut something). */
export async function expectClamped(element: HTMLElement, lines: number) {
  const lineHeight = Number.parseFloat(getComputedStyle(element).lineHeight);
  await expect(element.getBoundingClientRect().height).toBeLessThanOrEqual(lines * lineHeight + 1);
  await expect(element.scrollHeight).toBeGreaterThan(element.clientHeight);
}

/** No line is wider than its box: long words wrap rather than run out of it (or get cut sideways). */
export async function expectWraps(element: HTMLElement) {
  await expect(element.scrollWidth, `“${element.textContent}” is wider than its box`).toBeLessThanOrEqual(
    element.clientWidth,
  );
}

/** `inner` lies inside `outer` from side to side. */
export async function expectInside(inner: Element, outer: Element) {
  const a = inner.getBoundingClientRect();
  const b = outer.getBoundingClientRect();
  await expect(a.left).toBeGreaterThanOrEqual(Math.floor(b.left));
  await expect(a.right).toBeLessThanOrEqual(Math.ceil(b.right));
}

/** Where the character at `index` of `element`'s text is drawn (negative counts from the end). */
function characterBox(element: Element, index: number): DOMRect {
  const text = element.textContent ?? '';
  const at = index < 0 ? text.length + index : index;
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let offset = at;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const length = node.textContent?.length ?? 0;
    if (offset < length) {
      const range = element.ownerDocument.createRange();
      range.setStart(node, offset);
      range.setEnd(node, offset + 1);
      return range.getBoundingClientRect();
    }
    offset -= length;
  }
  throw new Error(`No character ${index} in “${text}”`);
}

/** Where an element's own text is drawn (its text, not its icons or padding). */
export function textBox(element: Element): DOMRect {
  const range = element.ownerDocument.createRange();
  const walker = element.ownerDocument.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  const first = walker.nextNode();
  let last = first;
  for (let node = walker.nextNode(); node; node = walker.nextNode()) last = node;
  if (!first || !last) throw new Error('No text');
  range.setStart(first, 0);
  range.setEnd(last, last.textContent?.length ?? 0);
  return range.getBoundingClientRect();
}

/**
 * A one-line right-to-left sentence ends at the left: its last character (the question mark) is
 * drawn left of its first. English laid out right to left put it at the right ("?Delete this Pin").
 */
export async function expectEndsOnTheLeft(element: Element) {
  await expect(characterBox(element, -1).left).toBeLessThan(characterBox(element, 0).left);
}
