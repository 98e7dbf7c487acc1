import { ApiProvider, createResourceClient, createTesseraApi, type TesseraApi } from '@tessera/api';
import { TesseraThemeProvider } from '@tessera/tokens/react';
import { ToasterProvider } from '@tessera/ui';
import { MotionConfig } from 'framer-motion';
import { useState } from 'react';
import { RouterProvider } from 'react-router/dom';
import { EntityStoreRoot } from './entityStore.tsx';
import { ImpressionPauseRoot } from './ImpressionPause.tsx';
import { createAppRouter } from './router.tsx';
import { useColorScheme } from './useColorScheme.ts';

const defaultApi = createTesseraApi(createResourceClient());

/**
 * The providers every page shares, around the data router. `router` lets a test pass a memory
 * router made from the same routes (appRoutes) with its own api.
 */
export function App({
  api = defaultApi,
  router,
}: {
  api?: TesseraApi;
  router?: ReturnType<typeof createAppRouter>;
}) {
  const colorScheme = useColorScheme();
  const [appRouter] = useState(() => router ?? createAppRouter(api));
  return (
    <TesseraThemeProvider colorScheme={colorScheme}>
      <MotionConfig reducedMotion="user">
        <ApiProvider api={api}>
          <ToasterProvider>
            <EntityStoreRoot>
              <ImpressionPauseRoot>
                <RouterProvider router={appRouter} />
              </ImpressionPauseRoot>
            </EntityStoreRoot>
          </ToasterProvider>
        </ApiProvider>
      </MotionConfig>
    </TesseraThemeProvider>
  );
}
