import { httpHost } from '@tessera/model';
import createDOMPurify, { type DOMPurify } from 'dompurify';

/**
 * What a pin description may keep of its HTML: text formatting, line breaks, lists and links.
 * Everything else (scripts, styles, images, forms, event handlers, iframes...) is removed.
 */
export const DESCRIPTION_TAGS = ['a', 'b', 'strong', 'i', 'em', 'u', 'br', 'p', 'span', 'ul', 'ol', 'li'];
export const DESCRIPTION_ATTRIBUTES = ['href'];

let instance: DOMPurify | null | undefined;

/**
 * A DOMPurify of our own (hooks on it do not touch an app's global DOMPurify) whose links are safe:
 * only an absolute http(s) URL (§5, the model's httpHost) stays a link, and it opens in a new tab with
 * rel="noopener noreferrer"; any other href (javascript:, data:, mailto:, relative) is dropped, its text kept.
 * null where there is no DOM to sanitise with (server rendering).
 */
function purifier(): DOMPurify | null {
  if (instance !== undefined) return instance;
  if (typeof window === 'undefined') return null;
  const purify = createDOMPurify(window);
  if (!purify.isSupported) {
    instance = null;
    return instance;
  }
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const href = node.getAttribute('href');
    if (href === null || httpHost(href) === null) {
      node.removeAttribute('href');
      return;
    }
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  });
  instance = purify;
  return instance;
}

/**
 * The description HTML made safe to insert (SPEC: "Description HTML is sanitised (DOMPurify) before
 * it is shown"), or null when it cannot be sanitised here (no DOM): the caller then shows plain text,
 * never the raw HTML.
 */
export function sanitizeDescriptionHtml(html: string): string | null {
  const purify = purifier();
  if (!purify) return null;
  return purify.sanitize(html, {
    ALLOWED_TAGS: DESCRIPTION_TAGS,
    ALLOWED_ATTR: DESCRIPTION_ATTRIBUTES,
    ADD_ATTR: ['target', 'rel'],
  });
}
