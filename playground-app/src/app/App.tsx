import { ApiProvider, createResourceClient, createTesseraApi, type TesseraApi } from '@tessera/api';
import { TesseraThemeProvider } from '@tessera/tokens/react';
import { ToasterProvider } from '@tessera/ui';
import { MotionConfig } from 'framer-motion';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './AppRoutes.tsx';
import { EntityStoreRoot } from './entityStore.tsx';
import { ImpressionPauseRoot } from './ImpressionPause.tsx';
import { useColorScheme } from './useColorScheme.ts';

const defaultApi = createTesseraApi(createResourceClient());

export function App({ api = defaultApi }: { api?: TesseraApi }) {
  const colorScheme = useColorScheme();
  return (
    <TesseraThemeProvider colorScheme={colorScheme}>
      <MotionConfig reducedMotion="user">
        <ApiProvider api={api}>
          <ToasterProvider>
            <EntityStoreRoot>
              <ImpressionPauseRoot>
                <BrowserRouter>
                  <AppRoutes />
                </BrowserRouter>
              </ImpressionPauseRoot>
            </EntityStoreRoot>
          </ToasterProvider>
        </ApiProvider>
      </MotionConfig>
    </TesseraThemeProvider>
  );
}
