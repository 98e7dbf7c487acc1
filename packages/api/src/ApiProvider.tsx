import { createContext, type ReactNode, useContext } from 'react';
import type { TesseraApi } from './tesseraApi.ts';

const ApiContext = createContext<TesseraApi | null>(null);

/** Makes `api` available to `useApi()` below it (the playground, stories and tests each pass one). */
export function ApiProvider({ api, children }: { api: TesseraApi; children?: ReactNode }) {
  return <ApiContext value={api}>{children}</ApiContext>;
}

/** The api of the nearest ApiProvider; throws when there is none. */
export function useApi(): TesseraApi {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi() needs an <ApiProvider api={…}> above it.');
  return api;
}
