/**
 * What the server's first screen tells the browser that hydrates it (issue 29), in one place for
 * both: the server bundle writes it (entry-server.tsx), main.tsx reads it before it hydrates. No
 * imports: main.tsx loads it before anything else.
 *
 * - `#root` carries FIRST_SCREEN_ATTRIBUTE while it holds the server's markup that the app has not
 *   hydrated yet; its value is the layout that markup was drawn at (the width class and the grid's
 *   width), which the hydration's first render must draw again.
 * - The markup's `style` attributes (which the site's CSP refuses in HTML) were made into rules on
 *   INLINE_STYLE_ATTRIBUTE (entry-server.tsx's moveInlineStyles); before hydrating, the browser
 *   puts them back as the elements' own styles (from script, which the CSP allows), so the elements
 *   are what React's first render describes.
 */

/** The attribute of `#root` while it holds the server's first screen, not hydrated yet. */
export const FIRST_SCREEN_ATTRIBUTE = 'data-first-screen';

/** The attribute that replaces an element's `style` in the first screen's markup. */
export const INLINE_STYLE_ATTRIBUTE = 'data-first-screen-style';

/**
 * What the browser logs (console.error) when its render does not match the server's markup: a bug,
 * on which every e2e test fails (e2e/test.ts).
 */
export const HYDRATION_ERROR = 'Tessera: the page did not hydrate the server’s markup';

/** The layout the server drew the first screen at. */
export interface FirstScreenLayout {
  /** Laid out for a phone (app/widthClass.ts). */
  phone: boolean;
  /** The grid's width (px) the server laid the grids out at. */
  gridWidth: number;
}

/** `#root`'s attribute for a first screen drawn at `layout` (its value escaped for HTML). */
export function firstScreenRootAttribute(layout: FirstScreenLayout): string {
  return ` ${FIRST_SCREEN_ATTRIBUTE}="${JSON.stringify(layout).replace(/"/g, '&quot;')}"`;
}

/** The layout `#root`'s first screen was drawn at, or null when it holds none. */
export function firstScreenLayoutOf(root: Element): FirstScreenLayout | null {
  const value = root.getAttribute(FIRST_SCREEN_ATTRIBUTE);
  if (value === null) return null;
  try {
    const layout = JSON.parse(value) as Partial<FirstScreenLayout>;
    if (typeof layout.phone === 'boolean' && typeof layout.gridWidth === 'number')
      return { phone: layout.phone, gridWidth: layout.gridWidth };
  } catch {
    // Not ours: drawn at no known layout.
  }
  return null;
}

/**
 * Gives each element of `root` that carries INLINE_STYLE_ATTRIBUTE its style back, from the rule the
 * server wrote for it, and takes the attribute away.
 */
export function restoreInlineStyles(root: Element, doc: Document = root.ownerDocument): void {
  const rules = new Map<string, CSSStyleDeclaration>();
  const selector = new RegExp(`^\\[${INLINE_STYLE_ATTRIBUTE}="(\\d+)"\\]$`);
  for (const sheet of Array.from(doc.styleSheets)) {
    let list: CSSRuleList;
    try {
      list = sheet.cssRules;
    } catch {
      continue;
    }
    for (const rule of Array.from(list)) {
      const id = 'selectorText' in rule ? selector.exec(String(rule.selectorText))?.[1] : undefined;
      if (id !== undefined) rules.set(id, (rule as CSSStyleRule).style);
    }
  }
  for (const element of Array.from(root.querySelectorAll<HTMLElement>(`[${INLINE_STYLE_ATTRIBUTE}]`))) {
    const declaration = rules.get(element.getAttribute(INLINE_STYLE_ATTRIBUTE) ?? '');
    for (let i = 0; declaration && i < declaration.length; i += 1) {
      const property = declaration.item(i);
      element.style.setProperty(property, declaration.getPropertyValue(property));
    }
    element.removeAttribute(INLINE_STYLE_ATTRIBUTE);
  }
}
