import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type DtcgColor, type DtcgToken, tokenFiles } from '../scripts/tokenFiles.ts';
import * as entry from './index.ts';
import { darkTheme, lightTheme, type Theme } from './theme.ts';
import { cssVar, cssVariableName, type TokenValue, themeTokens } from './tokenPaths.ts';

/**
 * The three forms of the tokens agree: the TypeScript themes (the source), the DTCG files and the
 * CSS custom properties the package ships (the same generator as `npm run build:packages`). Every
 * leaf of each is walked, so a token missing, extra or different in any of them fails.
 */
const files = await tokenFiles();

const isToken = (node: unknown): node is DtcgToken =>
  typeof node === 'object' && node !== null && '$value' in node;

/** Every token of a DTCG document, by dotted path. */
function dtcgTokens(document: unknown): Map<string, DtcgToken> {
  const tokens = new Map<string, DtcgToken>();
  const walk = (node: unknown, prefix: string) => {
    if (isToken(node)) tokens.set(prefix, node);
    else if (typeof node === 'object' && node !== null) {
      for (const [key, child] of Object.entries(node)) {
        if (!key.startsWith('$')) walk(child, prefix ? `${prefix}.${key}` : key);
      }
    }
  };
  walk(document, '');
  return tokens;
}

const hexOf = (channels: number[]) => `#${channels.map((c) => c.toString(16).padStart(2, '0')).join('')}`;

/** A DTCG token's value as the theme writes it. */
function themeValueOf({ $type, $value }: DtcgToken): TokenValue {
  switch ($type) {
    case 'color': {
      const { colorSpace, components, alpha = 1, hex } = $value as DtcgColor;
      expect(colorSpace).toBe('srgb');
      const channels = components.map((component) => Math.round(component * 255));
      expect(hex).toBe(hexOf(channels));
      return alpha === 1 ? hexOf(channels) : `rgba(${channels.join(', ')}, ${alpha})`;
    }
    case 'dimension': {
      const { value, unit } = $value as { value: number; unit: string };
      expect(unit).toBe('px');
      return value;
    }
    case 'fontFamily':
      return ($value as string[]).map((name) => (/\s/.test(name) ? `'${name}'` : name)).join(', ');
    case 'fontWeight':
    case 'number':
      expect(typeof $value).toBe('number');
      return $value as number;
    default:
      throw new Error(`Unexpected DTCG type ${String($type)}`);
  }
}

/** The declarations of tokens.css by selector (nested selectors joined by a space). */
function cssRules(css: string): Map<string, Map<string, string>> {
  const rules = new Map<string, Map<string, string>>();
  const stack: string[] = [];
  let text = '';
  for (const char of css.replace(/\/\*[\s\S]*?\*\//g, '')) {
    if (char === '{') {
      stack.push(text.trim());
      text = '';
    } else if (char === '}' || char === ';') {
      const declaration = /^(--[\w-]+)\s*:\s*(.+)$/s.exec(text.trim());
      if (declaration?.[1] && declaration[2]) {
        const selector = stack.join(' ');
        const rule = rules.get(selector) ?? new Map<string, string>();
        expect(rule.has(declaration[1]), `${declaration[1]} twice in ${selector}`).toBe(false);
        rules.set(selector, rule.set(declaration[1], declaration[2].trim()));
      } else expect(text.trim(), `not a custom property: ${text}`).toBe('');
      if (char === '}') stack.pop();
      text = '';
    } else text += char;
  }
  return rules;
}

const rules = cssRules(files['tokens.css'] ?? '');
const lightRule = rules.get(':root, [data-theme="light"], [data-theme="userPreference"]') ?? new Map();
const darkRule = rules.get('[data-theme="dark"]') ?? new Map();
/** The custom properties an element sees in each theme (dark lists only what it changes). */
const cssVariables: Record<Theme['name'], Map<string, string>> = {
  light: lightRule,
  dark: new Map([...lightRule, ...darkRule]),
};

it('tokens.css has the light rule, the dark rule and the system-dark rule, nothing else', () => {
  expect([...rules.keys()]).toEqual([
    ':root, [data-theme="light"], [data-theme="userPreference"]',
    '[data-theme="dark"]',
    '@media (prefers-color-scheme: dark) [data-theme="userPreference"]',
  ]);
  expect(rules.get('@media (prefers-color-scheme: dark) [data-theme="userPreference"]')).toEqual(darkRule);
});

describe.each<Theme>([lightTheme, darkTheme])('$name theme: TypeScript, DTCG and CSS agree', (theme) => {
  const tokens = themeTokens(theme);
  const dtcg = dtcgTokens(JSON.parse(files[`${theme.name}.tokens.json`] ?? '{}'));
  const css = cssVariables[theme.name];

  it('walks every leaf of the theme', () => {
    const leaves = (node: object): number =>
      Object.values(node).reduce<number>(
        (n, value) => n + (typeof value === 'object' ? leaves(value) : 1),
        0,
      );
    expect(tokens).toHaveLength(leaves(theme) - 1); // all but `name`
  });

  it.each(tokens)('$path is in the DTCG file with its value', ({ path, value }) => {
    const token = dtcg.get(path);
    expect(token, `${path} missing from ${theme.name}.tokens.json`).toBeDefined();
    if (!token) return;
    const expected = token.$type === 'color' ? String(value).toLowerCase() : value;
    expect(themeValueOf(token)).toBe(expected);
  });

  it.each(tokens)('$path is a CSS custom property with its value', ({ path, value }) => {
    const type = dtcg.get(path)?.$type;
    const actual = css.get(cssVariableName(path));
    if (typeof value === 'number') expect(actual).toBe(`${value}${type === 'dimension' ? 'px' : ''}`);
    else if (type === 'color') expect(actual?.toLowerCase()).toBe(value.toLowerCase());
    else expect(actual).toBe(value);
  });

  it('the DTCG file and the CSS have no token the theme lacks', () => {
    const paths = tokens.map(({ path }) => path as string);
    expect([...dtcg.keys()].sort()).toEqual([...paths].sort());
    const names = paths.map((path) => cssVariableName(path as never));
    expect(new Set(names).size, 'two tokens share a CSS name').toBe(names.length);
    expect([...css.keys()].sort()).toEqual([...names].sort());
  });
});

describe('cssVariableName', () => {
  it.each([
    ['color.textSubtle', '--tessera-color-text-subtle'],
    ['color.primary', '--tessera-color-primary'],
    ['space.4', '--tessera-space-4'],
    ['font.lineHeight.tight', '--tessera-font-line-height-tight'],
    ['zIndex.modal', '--tessera-z-index-modal'],
  ] as const)('%s is %s', (path, name) => {
    expect(cssVariableName(path)).toBe(name);
  });

  it('cssVar reads it', () => {
    expect(cssVar('color.primary')).toBe('var(--tessera-color-primary)');
  });

  it('the main entry exports the helpers (the docs show each token with them)', () => {
    expect(entry.cssVariableName).toBe(cssVariableName);
    expect(entry.cssVar).toBe(cssVar);
    expect(entry.themeTokens).toBe(themeTokens);
  });
});

it('the package exports every generated file from dist', () => {
  const manifest = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    exports: Record<string, unknown>;
    files: string[];
  };
  for (const name of Object.keys(files)) {
    const target = manifest.exports[`./${name}`];
    const file = typeof target === 'string' ? target : (target as { default?: string } | undefined)?.default;
    expect(file, `exports["./${name}"]`).toBe(`./dist/${name}`);
  }
  expect(manifest.files).toContain('dist');
});
