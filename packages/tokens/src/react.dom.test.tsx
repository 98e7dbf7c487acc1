import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import styled, { ServerStyleSheet } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from './index.ts';
import { TesseraThemeProvider, themeFor } from './react.tsx';

const Probe = styled.p`
  color: ${({ theme }) => theme.color.text};
  background: ${({ theme }) => theme.color.background};
`;

describe('TesseraThemeProvider', () => {
  it('gives styled components the light theme by default', () => {
    render(
      <TesseraThemeProvider>
        <Probe>probe</Probe>
      </TesseraThemeProvider>,
    );
    expect(screen.getByText('probe')).toHaveStyle({
      color: 'rgb(17, 17, 17)',
      background: 'rgb(255, 255, 255)',
    });
  });

  it('gives the dark theme for colorScheme dark', () => {
    render(
      <TesseraThemeProvider colorScheme="dark">
        <Probe>dark probe</Probe>
      </TesseraThemeProvider>,
    );
    expect(screen.getByText('dark probe')).toHaveStyle({ background: 'rgb(17, 17, 17)' });
  });

  it('renders the global style with the bundled Inter faces and the body colours', () => {
    const sheet = new ServerStyleSheet();
    try {
      renderToString(sheet.collectStyles(<TesseraThemeProvider colorScheme="dark">x</TesseraThemeProvider>));
      const css = sheet.getStyleTags();
      for (const weight of ['400', '600', '700']) {
        expect(css).toContain(`inter-latin-${weight}-normal.woff2`);
        expect(css).toMatch(new RegExp(`font-weight:\\s*${weight}`));
      }
      expect(css).toMatch(/background-color:\s*#111111/);
      expect(css).toMatch(/box-sizing:\s*border-box/);
    } finally {
      sheet.seal();
    }
  });

  it("writes each weight at the URL fontUrls gives (a bundler's hashed file), the others from fontBaseUrl", () => {
    const sheet = new ServerStyleSheet();
    try {
      renderToString(
        sheet.collectStyles(
          <TesseraThemeProvider fontBaseUrl="/fonts/" fontUrls={{ 400: '/assets/inter-400-abc.woff2' }}>
            x
          </TesseraThemeProvider>,
        ),
      );
      const css = sheet.getStyleTags();
      expect(css).toContain('url("/assets/inter-400-abc.woff2")');
      expect(css).not.toContain('/fonts/inter-latin-400-normal.woff2');
      expect(css).toContain('url("/fonts/inter-latin-600-normal.woff2")');
    } finally {
      sheet.seal();
    }
  });

  it('themeFor picks the theme', () => {
    expect(themeFor('dark')).toBe(darkTheme);
    expect(themeFor('light')).toBe(lightTheme);
    expect(themeFor()).toBe(lightTheme);
  });
});
