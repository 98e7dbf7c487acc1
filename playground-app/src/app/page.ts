/**
 * What a route module (`routes/<family>/<page>/route.tsx`) exports, and what its loader is given.
 * See playground-app/README.md for the conventions.
 */
import type { TesseraApi } from '@tessera/api';
import type { GridSurfaceName } from '@tessera/masonry';
import type { LoggedOutPageClass, ParsedRoute } from '@tessera/model';
import type { ComponentType } from 'react';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import type { FirstFeed } from './firstScreen.tsx';
import type { Session } from './session.ts';

/** The `handle` of a route module: read by the layout (document title) and by logging. */
export interface PageHandle<Data = unknown> {
  /** The §2 grid surface the page's main grid is (PinGrid's `surface`), or null without a grid. */
  surface: GridSurfaceName | null;
  /** §2 logged-out page class for interaction logging (the model's loggedOutPageClass of the route). */
  pageClass: LoggedOutPageClass;
  /** document.title: a text, or made from the loader's data. */
  title: string | ((data: Data) => string);
}

/**
 * A page loader's arguments: react-router's, plus the route as the model parsed it (the route table
 * has already checked that the path is this route: reserved first segments, `slug--id`), the api
 * and the session.
 */
export interface PageLoaderArgs extends LoaderFunctionArgs {
  route: ParsedRoute;
  api: TesseraApi;
  session: Session;
}

export interface RouteModule {
  loader?: (args: PageLoaderArgs) => unknown;
  Component: ComponentType;
  /** Default: the shared RouteError (not found for 404, else the error with Try again). */
  ErrorBoundary?: ComponentType;
  /** A module's PageHandle<ItsLoaderData> fits here (a title function takes what the loader gave). */
  handle: PageHandle<never>;
  /** The grid whose first page is the page's first screen, rendered by the server (app/firstScreen.tsx). */
  firstFeed?: FirstFeed;
}

/**
 * The data the route's loader gave, typed from that loader: `usePageData<typeof loader>()`. The
 * one place the site reads loader data, so a page's type cannot drift from what its loader returns
 * (react-router types `useLoaderData` only for its own loader arguments; ours are PageLoaderArgs).
 */
export function usePageData<Loader extends (args: PageLoaderArgs) => unknown>(): Awaited<ReturnType<Loader>> {
  return useLoaderData() as Awaited<ReturnType<Loader>>;
}
