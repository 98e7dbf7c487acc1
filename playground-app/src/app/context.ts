/**
 * What loaders read from the router's context (react-router `createContext`): the app's api. The
 * router is made with `getContext` setting it (app/router.tsx), so a test gives a router its own api.
 */
import type { TesseraApi } from '@tessera/api';
import { createContext } from 'react-router';

export const apiContext = createContext<TesseraApi>();
