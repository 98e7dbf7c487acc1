import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import { definePreview } from '@storybook/react-vite';
import { createMockBackend } from '@tessera/mocks';
import { type Direction, ThemeProvider } from '@tessera/ui';
import { type SetupWorker, setupWorker } from 'msw/browser';
import addonMsw from 'msw-storybook-addon';
import { type ReactNode, useState } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';
import styled, { useTheme } from 'styled-components';
import { SiteAppearanceContext } from '../playground-app/src/app/appearance.ts';
import { clearFeedCache } from '../playground-app/src/shared/feedCache.ts';
import { DocsPage } from './DocsPage.tsx';

/**
 * One mock backend for every story: the same handlers the mock server and the playground use.
 * It is reset to its seed before each story, so a story that saves a pin cannot leak into the next.
 */
const backend = createMockBackend({ seed: 1 });

/**
 * The mock service worker, started once per page. The addon asks for it in every story's
 * beforeEach and keeps it only once the start resolved, so the stories of a docs page, rendered
 * together, each started a worker of their own; MSW's second start throws "WebSocket already
 * replaced" and every story but the first showed that error (issue 17). One promise for the page:
 * every story waits for the same start.
 */
let worker: Promise<SetupWorker> | undefined;
function startWorkerOnce(): Promise<SetupWorker> {
  worker ??= (async () => {
    const started = setupWorker(...backend.handlers);
    await started.start({ onUnhandledFrame: 'bypass', quiet: true });
    return started;
  })().catch((error: unknown) => {
    worker = undefined; // a later story may try again
    throw error;
  });
  return worker;
}

/**
 * On a docs page the stories share one document, and the page background is whichever story's
 * GlobalStyle came last: a dark story's light text landed on a white page and the reverse. Each
 * example on a docs page draws its own theme's background and text colour.
 */
const DocsStorySurface = styled.div`
  background-color: ${({ theme }) => theme.color.background};
  color: ${({ theme }) => theme.color.text};
  padding: ${({ theme }) => theme.space[4]}px;
`;

/** The viewports of §9 (mobile sheet, tablet, desktop), offered in the toolbar and used by stories. */
export const VIEWPORTS = {
  mobile: { name: 'Mobile', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

/**
 * The toolbar's theme and direction for the site, which draws in its own providers (App.tsx): a page
 * story (stories/pages) rendered light under Dark (issue 31). The colour scheme is the one the kit's
 * ThemeProvider above resolved (System preference included), so kit and site agree.
 */
function SiteAppearanceFromToolbar({ direction, children }: { direction: Direction; children: ReactNode }) {
  const { name } = useTheme();
  return (
    <SiteAppearanceContext.Provider value={{ colorScheme: name, direction }}>
      {children}
    </SiteAppearanceContext.Provider>
  );
}

/**
 * Overlays (modals, tooltips, popovers) portal into a node inside the story rather than into
 * document.body, so a story takes its overlays with it when it is torn down (the screenshot test
 * clears the page between stories).
 */
function StoryPortalRoot({ children }: { children: ReactNode }) {
  const [root, setRoot] = useState<HTMLElement | null>(null);
  return (
    <>
      {root ? <UNSAFE_PortalProvider getContainer={() => root}>{children}</UNSAFE_PortalProvider> : null}
      <div ref={setRoot} data-testid="story-portal-root" />
    </>
  );
}

export default definePreview({
  addons: [addonDocs(), addonA11y(), addonMsw(startWorkerOnce)],
  tags: ['autodocs'],
  globalTypes: {
    theme: {
      description: 'Colour scheme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light', icon: 'sun' },
          { value: 'dark', title: 'Dark', icon: 'moon' },
          { value: 'userPreference', title: 'System preference', icon: 'browser' },
        ],
        dynamicTitle: true,
      },
    },
    direction: {
      description: 'Text direction',
      toolbar: {
        title: 'Direction',
        icon: 'transfer',
        items: [
          { value: 'ltr', title: 'Left to right' },
          { value: 'rtl', title: 'Right to left' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', direction: 'ltr' },
  parameters: {
    layout: 'padded',
    viewport: { options: VIEWPORTS },
    a11y: {
      test: 'error',
      // WCAG 2.2 target size (24×24 px) is checked on every story.
      config: { rules: [{ id: 'target-size', enabled: true }] },
    },
    controls: { expanded: true },
    // The sidebar in the order a designer reads it (issue 31): what Tessera is, its foundations,
    // the components (kit, pin card, grid), then patterns, whole pages, and the
    // machines behind the components.
    options: {
      storySort: {
        order: [
          'Introduction',
          'Foundations',
          'UI',
          'Pin card',
          'Masonry',
          'Patterns',
          'Localisation',
          'Pages',
          'Machines',
        ],
        // No sort method: components come in file order (A–Z by file name), and a component's
        // stories in the order its file lists them, headline example first.
      },
    },
    // Every component's docs page: description, guidelines, examples, props (DocsPage.tsx).
    docs: { page: DocsPage },
  },
  // Each story starts as a first visit to a fresh page: the mock backend at its seed, no feed the
  // site kept in memory for an earlier story's history entry (a memory router's first entry has the
  // same key in every story), nothing an earlier story stored. A page story would otherwise show
  // the feed an earlier story loaded, in the same file or, when the files share one page
  // (`--no-isolate`, issue 26), in any earlier file.
  beforeEach: () => {
    backend.reset();
    clearFeedCache();
    window.localStorage.clear();
  },
  decorators: [
    (Story, { globals, viewMode }) => {
      const colorScheme =
        globals.theme === 'dark' || globals.theme === 'userPreference' ? globals.theme : 'light';
      const direction: Direction = globals.direction === 'rtl' ? 'rtl' : 'ltr';
      // The kit's ThemeProvider: tokens theme + GlobalStyle, react-aria locale and direction (so arrow
      // keys mirror in rtl), MotionConfig reducedMotion="user", and the dir attribute. The site's
      // App takes the same values (SiteAppearanceFromToolbar).
      return (
        <ThemeProvider colorScheme={colorScheme} direction={direction}>
          <SiteAppearanceFromToolbar direction={direction}>
            <StoryPortalRoot>
              {viewMode === 'docs' ? (
                <DocsStorySurface>
                  <Story />
                </DocsStorySurface>
              ) : (
                <Story />
              )}
            </StoryPortalRoot>
          </SiteAppearanceFromToolbar>
        </ThemeProvider>
      );
    },
  ],
});
