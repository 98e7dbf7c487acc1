import { ApiProvider, createResourceClient, createTesseraApi, type TesseraApi } from '@tessera/api';
import { type FontWeight, TesseraThemeProvider } from '@tessera/tokens/react';
import { DirectionProvider, ToasterProvider } from '@tessera/ui';
import { MotionConfig } from 'framer-motion';
import { useContext, useEffect, useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { InitialPhoneProvider } from '../shared/usePhone.ts';
import { SiteAppearanceContext } from './appearance.ts';
import { EntityStoreRoot } from './entityStore.tsx';
import { type FirstScreen, FirstScreenProvider } from './firstScreen.tsx';
import { ImpressionPauseRoot } from './ImpressionPause.tsx';
import { createAppRouter } from './router.tsx';
import { useColorScheme } from './useColorScheme.ts';

const defaultApi = createTesseraApi(createResourceClient());

/**
 * The providers every page shares, around the data router. `router` lets a test (and the server,
 * entry-server.tsx) pass a memory router made from the same routes (appRoutes) with its own api;
 * `firstScreen` is what the first render's grid shows (app/firstScreen.tsx). A host may set the
 * colour scheme and direction (SiteAppearanceContext: Storybook's toolbar); the site sets neither.
 */
export function App({
  api = defaultApi,
  router,
  firstScreen = null,
  fontUrls,
  onFirstCommit,
}: {
  api?: TesseraApi;
  router?: ReturnType<typeof createAppRouter>;
  firstScreen?: FirstScreen | null;
  /** The font files' URLs where the bundler's own are not known (the server: entry-server.tsx). */
  fontUrls?: Partial<Record<FontWeight, string>> | undefined;
  /** Called once the first render is on the page (main.tsx: the hydration of the server's markup is done). */
  onFirstCommit?: () => void;
}) {
  useEffect(() => onFirstCommit?.(), [onFirstCommit]);
  const appearance = useContext(SiteAppearanceContext);
  const ownColorScheme = useColorScheme();
  const colorScheme = appearance.colorScheme ?? ownColorScheme;
  const [appRouter] = useState(() => router ?? createAppRouter(api));
  const site = (
    <ApiProvider api={api}>
      <ToasterProvider>
        <EntityStoreRoot>
          <ImpressionPauseRoot>
            <FirstScreenProvider value={firstScreen}>
              {/* The server's width class (firstScreen.phone): usePhone's answer where no media query can be asked. */}
              <InitialPhoneProvider value={firstScreen?.phone ?? null}>
                <RouterProvider router={appRouter} />
              </InitialPhoneProvider>
            </FirstScreenProvider>
          </ImpressionPauseRoot>
        </EntityStoreRoot>
      </ToasterProvider>
    </ApiProvider>
  );
  return (
    <TesseraThemeProvider colorScheme={colorScheme} {...(fontUrls ? { fontUrls } : {})}>
      <MotionConfig reducedMotion="user">
        {appearance.direction ? (
          <DirectionProvider direction={appearance.direction}>{site}</DirectionProvider>
        ) : (
          site
        )}
      </MotionConfig>
    </TesseraThemeProvider>
  );
}
