/** @tessera/tokens/react: the styled-components ThemeProvider and GlobalStyle. */
import type { ReactNode } from 'react';
import { createGlobalStyle, ThemeProvider } from 'styled-components';
import { darkTheme, lightTheme, type Theme } from './theme.ts';

const inter400 = new URL('./fonts/inter-latin-400-normal.woff2', import.meta.url).href;
const inter600 = new URL('./fonts/inter-latin-600-normal.woff2', import.meta.url).href;
const inter700 = new URL('./fonts/inter-latin-700-normal.woff2', import.meta.url).href;

/** Bundled Inter (latin, OFL-1.1, from @fontsource/inter), body colours from the theme, border-box. */
export const GlobalStyle = createGlobalStyle`
  @font-face {
    font-family: Inter;
    font-style: normal;
    font-weight: 400;
    font-display: swap;
    src: url(${inter400}) format('woff2');
  }
  @font-face {
    font-family: Inter;
    font-style: normal;
    font-weight: 600;
    font-display: swap;
    src: url(${inter600}) format('woff2');
  }
  @font-face {
    font-family: Inter;
    font-style: normal;
    font-weight: 700;
    font-display: swap;
    src: url(${inter700}) format('woff2');
  }
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
  children?: ReactNode;
}

/** The theme for a colour scheme. */
export function themeFor(colorScheme: 'light' | 'dark' = 'light'): Theme {
  return colorScheme === 'dark' ? darkTheme : lightTheme;
}

/** Provides the Tessera theme to styled-components and renders the GlobalStyle. */
export function TesseraThemeProvider({ colorScheme = 'light', children }: TesseraThemeProviderProps) {
  return (
    <ThemeProvider theme={themeFor(colorScheme)}>
      <GlobalStyle />
      {children}
    </ThemeProvider>
  );
}

export { darkTheme, lightTheme, type Theme };
