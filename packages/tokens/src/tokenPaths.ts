/**
 * Token paths and their CSS custom properties. A token's path is its place in the theme object
 * (`theme.color.textSubtle` is `color.textSubtle`), and the same path in the DTCG files
 * (`light.tokens.json`, `dark.tokens.json`); its CSS custom property in `tokens.css` is
 * `cssVariableName(path)`, e.g. `--tessera-color-text-subtle`.
 */
import type { Theme } from './theme.ts';

/** What every Tessera CSS custom property starts with. */
export const CSS_VARIABLE_PREFIX = '--tessera-';

/** A token's value in the theme: a colour or font stack (string) or a number (px or unitless). */
export type TokenValue = string | number;

type LeafPaths<T> = {
  [K in keyof T & (string | number)]: T[K] extends TokenValue ? `${K}` : `${K}.${LeafPaths<T[K]>}`;
}[keyof T & (string | number)];

/** The path of every token of the theme (`name` is the theme's name, not a token). */
export type TokenPath = LeafPaths<Omit<Theme, 'name'>>;

/** One token of a theme: its path and value. */
export interface ThemeToken {
  path: TokenPath;
  value: TokenValue;
}

/** camelCase to kebab-case: `textSubtle` → `text-subtle`, `zIndex` → `z-index`, `4` → `4`. */
const kebab = (segment: string) => segment.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/**
 * The CSS custom property of a token in `@tessera/tokens/tokens.css`:
 * `cssVariableName('color.textSubtle')` is `'--tessera-color-text-subtle'`,
 * `cssVariableName('space.4')` is `'--tessera-space-4'`.
 */
export function cssVariableName(path: TokenPath): string {
  return CSS_VARIABLE_PREFIX + path.split('.').map(kebab).join('-');
}

/** The CSS that reads a token: `cssVar('color.primary')` is `'var(--tessera-color-primary)'`. */
export function cssVar(path: TokenPath): string {
  return `var(${cssVariableName(path)})`;
}

/** Every token of a theme, in the theme's order (every leaf of the object but `name`). */
export function themeTokens(theme: Theme): ThemeToken[] {
  const tokens: ThemeToken[] = [];
  const walk = (node: object, prefix: string) => {
    for (const [key, value] of Object.entries(node)) {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string' || typeof value === 'number') {
        if (path !== 'name') tokens.push({ path: path as TokenPath, value });
      } else if (value !== null && typeof value === 'object') walk(value, path);
      else throw new TypeError(`Theme token ${path} is neither a string, a number nor a group`);
    }
  };
  walk(theme, '');
  return tokens;
}
