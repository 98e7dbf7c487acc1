import addonA11y from '@storybook/addon-a11y';
import addonDocs from '@storybook/addon-docs';
import { definePreview } from '@storybook/react-vite';
import { createMockBackend } from '@tessera/mocks';
import { ThemeProvider } from '@tessera/ui';
import { setupWorker } from 'msw/browser';
import addonMsw from 'msw-storybook-addon';
import { type ReactNode, useState } from 'react';
import { UNSAFE_PortalProvider } from 'react-aria';

/**
 * One mock backend for every story: the same handlers the mock server and the playground use.
 * It is reset to its seed before each story, so a story that saves a pin cannot leak into the next.
 */
const backend = createMockBackend({ seed: 1 });

/** The viewports of §9 (mobile sheet, tablet, desktop), offered in the toolbar and used by stories. */
export const VIEWPORTS = {
  mobile: { name: 'Mobile', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  tablet: { name: 'Tablet', styles: { width: '768px', height: '1024px' }, type: 'tablet' },
  desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

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
  addons: [
    addonDocs(),
    addonA11y(),
    addonMsw(async () => {
      const worker = setupWorker(...backend.handlers);
      await worker.start({ onUnhandledFrame: 'bypass', quiet: true });
      return worker;
    }),
  ],
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
  },
  beforeEach: () => {
    backend.reset();
  },
  decorators: [
    (Story, { globals }) => {
      const colorScheme =
        globals.theme === 'dark' || globals.theme === 'userPreference' ? globals.theme : 'light';
      const direction = globals.direction === 'rtl' ? 'rtl' : 'ltr';
      // The kit's ThemeProvider: tokens theme + GlobalStyle, react-aria locale and direction (so arrow
      // keys mirror in rtl), MotionConfig reducedMotion="user", and the dir attribute.
      return (
        <ThemeProvider colorScheme={colorScheme} direction={direction}>
          <StoryPortalRoot>
            <Story />
          </StoryPortalRoot>
        </ThemeProvider>
      );
    },
  ],
});
