/**
 * The tokens as files a design tool or a page without JavaScript takes: W3C Design Tokens (DTCG
 * 2025.10) JSON per theme and CSS custom properties for both themes, generated from the theme
 * objects of src/theme.ts (the one source of the values).
 *
 *   theme.ts ──(toDtcg, here)──▶ light.tokens.json, dark.tokens.json ──(Style Dictionary)──▶ tokens.css
 *
 * The DTCG files are written here: turning a TypeScript object into DTCG is this package's own
 * mapping (which group is a dimension, which a number), and Style Dictionary has no DTCG output
 * format. The CSS is Style Dictionary's (`css/variables`, its `size/px`, `color/css` and
 * `fontFamily/css` transforms) read from those DTCG files, with the one name transform
 * `cssVariableName` of src/tokenPaths.ts, so the names the docs show are the names in the file.
 * src/tokenFiles.test.ts checks the three agree on every token.
 */
import StyleDictionary from 'style-dictionary';
import type { DesignTokens, TransformedToken } from 'style-dictionary/types';
import { darkTheme, lightTheme, type Theme } from '../src/theme.ts';
import { cssVariableName, type ThemeToken, type TokenPath, themeTokens } from '../src/tokenPaths.ts';

export type DtcgType = 'color' | 'dimension' | 'fontFamily' | 'fontWeight' | 'number';

export interface DtcgColor {
  colorSpace: 'srgb';
  components: [number, number, number];
  alpha?: number;
  hex: string;
}

export interface DtcgToken {
  $type: DtcgType;
  $value: DtcgColor | { value: number; unit: 'px' } | string[] | number;
}

/** Number groups without a unit; every other number of the theme is a length in px. */
const UNITLESS: Record<string, DtcgType> = {
  'font.weight': 'fontWeight',
  'font.lineHeight': 'number',
  zIndex: 'number',
};

/** The DTCG colour of `#rrggbb` or `rgba(r, g, b, a)`, or undefined for anything else. */
export function dtcgColor(css: string): DtcgColor | undefined {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(css);
  const rgba = /^rgba?\(\s*(\d+),\s*(\d+),\s*(\d+)(?:,\s*([\d.]+))?\s*\)$/.exec(css);
  const channels = (hex ?? rgba)?.slice(1, 4).map((part) => Number.parseInt(part, hex ? 16 : 10));
  if (!channels) return undefined;
  const [r = 0, g = 0, b = 0] = channels;
  const alpha = rgba?.[4] === undefined ? 1 : Number(rgba[4]);
  return {
    colorSpace: 'srgb',
    components: [r / 255, g / 255, b / 255],
    ...(alpha === 1 ? {} : { alpha }),
    hex: `#${[r, g, b].map((c) => c.toString(16).padStart(2, '0')).join('')}`,
  };
}

/** A font stack as a list of names, quotes removed (`'Segoe UI'` → `Segoe UI`). */
function fontList(stack: string): string[] {
  return stack.split(',').map((name) => name.trim().replace(/^(['"])(.*)\1$/, '$2'));
}

/** One theme token as a DTCG token. Throws for a value it has no DTCG type for. */
export function dtcgToken({ path, value }: ThemeToken): DtcgToken {
  if (typeof value === 'number') {
    const group = Object.keys(UNITLESS).find((prefix) => path.startsWith(`${prefix}.`));
    if (group) return { $type: UNITLESS[group] ?? 'number', $value: value };
    return { $type: 'dimension', $value: { value, unit: 'px' } };
  }
  if (path === 'font.family') return { $type: 'fontFamily', $value: fontList(value) };
  const color = dtcgColor(value);
  if (color) return { $type: 'color', $value: color };
  throw new TypeError(
    `No DTCG type for the token ${path} (${JSON.stringify(value)}): add a rule to dtcgToken in packages/tokens/scripts/tokenFiles.ts`,
  );
}

/** A theme as a DTCG document: the theme's groups, each token at the theme's path. */
export function toDtcg(theme: Theme): DesignTokens {
  const document: DesignTokens = {
    $description: `Tessera design tokens, ${theme.name} theme. Generated from @tessera/tokens (src/theme.ts); do not edit.`,
  };
  for (const token of themeTokens(theme)) {
    const keys = token.path.split('.');
    const last = keys.pop() ?? '';
    let group = document;
    for (const key of keys) {
      group[key] ??= {};
      group = group[key] as DesignTokens;
    }
    group[last] = dtcgToken(token);
  }
  return document;
}

/** The selectors of tokens.css (README "CSS custom properties"), one per `colorScheme` of the kit. */
export const CSS_SELECTORS = {
  light: ':root, [data-theme="light"], [data-theme="userPreference"]',
  dark: '[data-theme="dark"]',
  userPreferenceDark: ['@media (prefers-color-scheme: dark)', '[data-theme="userPreference"]'],
} as const;

const CSS_HEADER = [
  'Tessera design tokens as CSS custom properties, generated from @tessera/tokens (src/theme.ts); do not edit.',
  'Light on :root; dark with data-theme="dark"; the system\'s scheme with data-theme="userPreference".',
  'The dark blocks list only the tokens dark changes; the others are the light ones.',
];

/** Style Dictionary's CSS for some DTCG tokens, one file per selector. */
async function cssBlocks(
  tokens: DesignTokens,
  files: Array<{ selector: string | readonly string[]; header?: string[] }>,
  keep: (path: string) => boolean = () => true,
): Promise<string> {
  const sd = new StyleDictionary({
    tokens,
    log: { verbosity: 'silent', warnings: 'error' },
    hooks: {
      transforms: {
        'tessera/name': {
          type: 'name',
          transform: (token: TransformedToken) => cssVariableName(token.path.join('.') as TokenPath).slice(2),
        },
      },
      filters: { 'tessera/keep': (token: TransformedToken) => keep(token.path.join('.')) },
    },
    platforms: {
      css: {
        transforms: ['tessera/name', 'size/px', 'color/css', 'fontFamily/css'],
        files: files.map(({ selector, header }, index) => ({
          destination: `${index}.css`,
          format: 'css/variables',
          filter: 'tessera/keep',
          options: header
            ? { fileHeader: () => header, selector: [...[selector].flat()] }
            : { showFileHeader: false, selector: [...[selector].flat()] },
        })),
      },
    },
  });
  const outputs = await sd.formatPlatform('css');
  return outputs.map(({ output }) => String(output).trim()).join('\n\n');
}

/** The files the package ships in dist/, by file name. */
export async function tokenFiles(
  themes: { light: Theme; dark: Theme } = { light: lightTheme, dark: darkTheme },
): Promise<Record<string, string>> {
  const light = toDtcg(themes.light);
  const dark = toDtcg(themes.dark);
  const lightValues = new Map(themeTokens(themes.light).map(({ path, value }) => [path as string, value]));
  const changedInDark = new Set(
    themeTokens(themes.dark)
      .filter(({ path, value }) => lightValues.get(path) !== value)
      .map(({ path }) => path as string),
  );
  const css = [
    await cssBlocks(light, [{ selector: CSS_SELECTORS.light, header: CSS_HEADER }]),
    await cssBlocks(
      dark,
      [{ selector: CSS_SELECTORS.dark }, { selector: CSS_SELECTORS.userPreferenceDark }],
      (path) => changedInDark.has(path),
    ),
  ].join('\n\n');
  return {
    'light.tokens.json': `${JSON.stringify(light, null, 2)}\n`,
    'dark.tokens.json': `${JSON.stringify(dark, null, 2)}\n`,
    'tokens.css': `${css}\n`,
  };
}
