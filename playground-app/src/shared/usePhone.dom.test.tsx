/**
 * Issue 29: usePhone answers the server's width class where no media query can be asked (the
 * server's render of the first screen, a hydration's first pass), and the browser's media query
 * everywhere else, whatever the server chose.
 */
import { lightTheme } from '@tessera/tokens';
import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { ThemeProvider } from 'styled-components';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubBrowserForSite, stubPhone } from '../app/testing.tsx';
import { InitialPhoneProvider, usePhone } from './usePhone.ts';

function Probe() {
  return <output>{usePhone() ? 'phone' : 'wide'}</output>;
}

function tree(initial: boolean | null) {
  return (
    <ThemeProvider theme={lightTheme}>
      <InitialPhoneProvider value={initial}>
        <Probe />
      </InitialPhoneProvider>
    </ThemeProvider>
  );
}

describe('usePhone', () => {
  beforeEach(() => stubBrowserForSite());

  it("is the server's width class in a server render, the kit's false without one", () => {
    expect(renderToString(tree(true))).toContain('phone');
    expect(renderToString(tree(false))).toContain('wide');
    expect(renderToString(tree(null))).toContain('wide');
  });

  it("is the browser's media query in the browser, whatever the server chose", () => {
    const { unmount } = render(tree(true));
    expect(screen.getByRole('status').textContent).toBe('wide');
    unmount();
    stubPhone();
    render(tree(false));
    expect(screen.getByRole('status').textContent).toBe('phone');
  });
});
