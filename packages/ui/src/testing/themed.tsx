import { TesseraThemeProvider } from '@tessera/tokens/react';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';

/** Renders inside the Tessera theme (for *.dom.test.tsx). */
export const themed = (node: ReactNode, colorScheme: 'light' | 'dark' = 'light') =>
  render(<TesseraThemeProvider colorScheme={colorScheme}>{node}</TesseraThemeProvider>);
