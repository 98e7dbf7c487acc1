/** @tessera/tokens/react: the styled-components ThemeProvider and GlobalStyle. */
import type { ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider } from 'styled-components';
import { darkTheme, lightTheme, type Theme } from './theme.ts';

/** The font files shipped in dist/fonts/ (and src/fonts/), one per weight. */
export const FONT_FILES = {
  400: 'inter-latin-400-normal.woff2',
  600: 'inter-latin-600-normal.woff2',
  700: 'inter-latin-700-normal.woff2',
} as const;

/**
 * Where the browser finds each font file. A bundler (Vite, webpack, Next.js) turns
 * `new URL(file, import.meta.url)` into an asset URL it serves. Plain Node gives a `file:` URL that a
 * browser refuses, so server-rendered CSS gets no `@font-face` unless the app says where it serves
 * the files (`fontBaseUrl`, e.g. '/fonts/' after copying node_modules/@tessera/tokens/dist/fonts/).
 * Made when a style is written, not when the module loads: a test runner that keeps modules between
 * test files' documents (Vitest without isolation) would otherwise resolve them against a document
 * that is gone.
 */
const bundledFontUrls = {
  400: () => new URL('./fonts/inter-latin-400-normal.woff2', import.meta.url).href,
  600: () => new URL('./fonts/inter-latin-600-normal.woff2', import.meta.url).href,
  700: () => new URL('./fonts/inter-latin-700-normal.woff2', import.meta.url).href,
};

/** The font weights shipped (FONT_FILES). */
export type FontWeight = keyof typeof FONT_FILES;

function fontFaces(
  fontBaseUrl: string | undefined,
  fontUrls: Partial<Record<FontWeight, string>> = {},
): string {
  return ([400, 600, 700] as const)
    .map((weight) => {
      const url =
        fontUrls[weight] ??
        (fontBaseUrl === undefined ? bundledFontUrls[weight]() : `${fontBaseUrl}${FONT_FILES[weight]}`);
      if (url.startsWith('file:')) return '';
      return `@font-face { font-family: Inter; font-style: normal; font-weight: ${weight}; font-display: swap; src: url(${JSON.stringify(url)}) format('woff2'); }`;
    })
    .join('\n');
}

export interface GlobalStyleProps {
  /**
   * The URL folder (ending in '/') the app serves the font files from (FONT_FILES). Default: the
   * bundler's asset URL of the shipped files; with none (plain Node SSR) no @font-face is written.
   */
  fontBaseUrl?: string;
  /**
   * Each weight's file URL, over fontBaseUrl: for a server rendering the page of a bundled app, the
   * URLs its bundler gave the files (hashed names), so the page asks for the files it preloads.
   */
  fontUrls?: Partial<Record<FontWeight, string>>;
}

/**
 * Opt-in page style: the bundled Inter (latin, OFL-1.1, from @fontsource/inter), body colours from
 * the theme, border-box. Render it once inside the theme when Tessera owns the page; an app that has
 * its own reset leaves it out (the components do not need it).
 */
export const GlobalStyle = createGlobalStyle<GlobalStyleProps>`
  ${({ fontBaseUrl, fontUrls }) => fontFaces(fontBaseUrl, fontUrls)}
  *, *::before, *::after {
    box-sizing: border-box;
  }
  html {
    color-scheme: ${({ theme }) => theme.name};
  }
  body {
    margin: 0;
    background-color: ${({ theme }) => theme.color.background};
    color: ${({ theme }) => theme.color.text};
    font-family: ${({ theme }) => theme.font.family};
    font-size: ${({ theme }) => theme.font.size.md}px;
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    -webkit-font-smoothing: antialiased;
  }
`;

export interface TesseraThemeProviderProps {
  colorScheme?: 'light' | 'dark';
  /** Also render GlobalStyle (the page reset and font). Default true; false for a guest in a host page. */
  globalStyle?: boolean;
  /** GlobalStyle's fontBaseUrl. */
  fontBaseUrl?: string;
  /** GlobalStyle's fontUrls. */
  fontUrls?: Partial<Record<FontWeight, string>>;
  children?: ReactNode;
}

/** The theme for a colour scheme. */
export function themeFor(colorScheme: 'light' | 'dark' = 'light'): Theme {
  return colorScheme === 'dark' ? darkTheme : lightTheme;
}

/** Provides the Tessera theme to styled-components and (unless globalStyle is false) renders GlobalStyle. */
export function TesseraThemeProvider({
  colorScheme = 'light',
  globalStyle = true,
  fontBaseUrl,
  fontUrls,
  children,
}: TesseraThemeProviderProps) {
  return (
    <ThemeProvider theme={themeFor(colorScheme)}>
      {globalStyle && (
        <GlobalStyle
          {...(fontBaseUrl === undefined ? {} : { fontBaseUrl })}
          {...(fontUrls === undefined ? {} : { fontUrls })}
        />
      )}
      {children}
    </ThemeProvider>
  );
}

export { darkTheme, lightTheme, type Theme };
