/**
 * The site's colour scheme and direction, when a host sets them (SiteAppearanceContext: Storybook's
 * toolbar). The site drew in its own colour scheme whatever the toolbar said, so every page story
 * rendered light under Dark (issue 31). Without a host the site is as before.
 */
import type { TesseraApi } from '@tessera/api';
import { DARK_MODE_BACKGROUND, lightTheme } from '@tessera/tokens';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { App } from './App.tsx';
import { type SiteAppearance, SiteAppearanceContext } from './appearance.ts';
import { appRoutes, routerContext } from './router.tsx';
import { fakeApi, LEMON_TART, stubBrowserForSite } from './testing.tsx';

beforeAll(() => stubBrowserForSite());

/** The closeup of the lemon tart under `appearance` (none: as the real site renders). */
async function renderCloseup(appearance?: SiteAppearance) {
  const api = fakeApi();
  api.getPin.mockResolvedValue(LEMON_TART);
  const tessera = api as unknown as TesseraApi;
  const router = createMemoryRouter(appRoutes(), {
    initialEntries: ['/pin/42/'],
    getContext: routerContext(tessera),
  });
  const app = <App api={tessera} router={router} />;
  render(
    appearance ? (
      <SiteAppearanceContext.Provider value={appearance}>{app}</SiteAppearanceContext.Provider>
    ) : (
      app
    ),
  );
  return screen.findByRole('heading', { level: 1, name: LEMON_TART.title }, { timeout: 5000 });
}

/**
 * A colour as getComputedStyle gives it. The page's background is read off the site's header,
 * painted in the theme's background (jsdom computes no GlobalStyle for the body).
 */
function computed(color: string): string {
  const probe = document.createElement('div');
  probe.style.backgroundColor = color;
  return probe.style.backgroundColor;
}

describe("the site under a host's colour scheme and direction (issue 31)", () => {
  it('dark and right to left: the header is §9 dark (#111111) and the site reads right to left', async () => {
    const heading = await renderCloseup({ colorScheme: 'dark', direction: 'rtl' });
    expect(getComputedStyle(screen.getByRole('banner')).backgroundColor).toBe(computed(DARK_MODE_BACKGROUND));
    expect(heading.closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });

  it('without a host: light (no stored choice, no system dark), no direction of its own', async () => {
    const heading = await renderCloseup();
    expect(getComputedStyle(screen.getByRole('banner')).backgroundColor).toBe(
      computed(lightTheme.color.background),
    );
    expect(heading.closest('[dir]')).toBeNull();
  });
});
