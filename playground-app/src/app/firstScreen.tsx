/**
 * The first screen (issue 15, first paint): what a page's grid shows in its very first render, read
 * before anything renders, the same way on the server and in the browser.
 *
 * - The mock server renders the first screen of a page whose route module has a `firstFeed`
 *   (src/entry-server.tsx): it reads that feed's first page, renders the page around it, and sends
 *   the markup and its styles with the HTML, so the cards and their images paint before any script
 *   has run.
 * - The browser (main.tsx) reads the same first page (from the answer the server sent with the page,
 *   app/preloadedData.ts, so without asking again) and renders the page with it in its first
 *   render, in place of the server's markup: the grid is there from the first frame, never a spinner.
 *
 * A read that fails leaves the feed out: the grid then fetches its first page itself, as without a
 * first screen, and shows the error the usual way.
 */
import type { Page, TesseraApi } from '@tessera/api';
import type { GridSurfaceName } from '@tessera/masonry';
import { type Pin, parseRoute } from '@tessera/model';
import { createContext, type RefObject, useContext, useEffect } from 'react';
import type { RouteModule } from './page.ts';
import { ROUTES } from './routes.ts';
import { GRID_WIDTH_COOKIE, gridWidthCookieValue } from './widthClass.ts';

/** A page's grid whose first page makes the first screen: the route module's `firstFeed` export. */
export interface FirstFeed {
  /** The grid's surface and feed key, as the page gives them to PinGrid. */
  surface: GridSurfaceName;
  feedKey: string;
  /** The feed's first page (the grid's fetchPage with no bookmark). */
  read: (api: TesseraApi) => Promise<Page<Pin>>;
}

export interface FirstScreen {
  /** The path and query the first screen was read for: the document's first page. */
  path: string;
  /** First pages by `${surface}:${feedKey}`; a grid takes its own out when it has shown it. */
  feeds: Map<string, Page<Pin>>;
  /**
   * The grid's width (px) to lay the first screen out at before it can be measured (the server);
   * undefined where the grid measures itself before it paints (the browser).
   */
  gridWidth?: number;
  /**
   * Laid out for a phone (the phone shell, two flexible grid columns) or not, as the server chose
   * (widthClass.ts): what usePhone says in the server's render. Undefined in the browser, which asks
   * its own media query.
   */
  phone?: boolean;
  /**
   * Every grid of the page reads its first page while the page renders (suspending until it has
   * it: firstPageOf), not only the route's `firstFeed`: the server's render of a page that has a
   * grid (a board, search, a closeup's related pins), and the browser's first render of the page
   * the server painted, which must draw what the server drew (main.tsx turns it off once that
   * render is on the page).
   */
  collect?: boolean;
  /** The grids' first-page reads under `collect`, by feed id (one read per grid, kept while suspended). */
  pending?: Map<string, Promise<void>>;
}

/**
 * Keeps GRID_WIDTH_COOKIE at the width of `ref`'s element, and whether it is laid out for a phone
 * (widthClass.ts), while it is shown (a year; the whole site).
 */
export function useRememberGridWidth(ref: RefObject<HTMLElement | null>, enabled: boolean, phone: boolean) {
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element || typeof ResizeObserver === 'undefined') return;
    let written = '';
    const observer = new ResizeObserver(() => {
      const width = Math.round(element.clientWidth);
      const value = gridWidthCookieValue(phone, width);
      if (value === written || width === 0) return;
      written = value;
      // biome-ignore lint/suspicious/noDocumentCookie: one fixed name=value pair; the Cookie Store API is missing in the Safari and Firefox versions the site still serves.
      document.cookie = `${GRID_WIDTH_COOKIE}=${value}; path=/; max-age=31536000; samesite=lax`;
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, enabled, phone]);
}

export const feedId = (surface: GridSurfaceName, feedKey: string) => `${surface}:${feedKey}`;

/** The first feed of the page at `path` (path and query): its route module's, if it has one. */
export async function firstFeedOf(path: string): Promise<FirstFeed | undefined> {
  const route = parseRoute(path);
  if (!route) return undefined;
  const { firstFeed }: RouteModule = await ROUTES[route.name].page();
  return firstFeed;
}

/**
 * The first screen of the page at `path` (path and query): its route module's first feed, read with
 * `api`. Empty when the route has no first feed or the read fails.
 */
export async function readFirstScreen(api: TesseraApi, path: string): Promise<FirstScreen> {
  const screen: FirstScreen = { path, feeds: new Map() };
  try {
    const firstFeed = await firstFeedOf(path);
    if (firstFeed) screen.feeds.set(feedId(firstFeed.surface, firstFeed.feedKey), await firstFeed.read(api));
  } catch {
    // The grid fetches its first page itself and shows its error there.
  }
  return screen;
}

/**
 * The read of a grid's first page for the first screen (`screen.collect`): started once per feed id;
 * it puts the page into `screen.feeds`, where the grid takes it as it does the route's first feed. A
 * read that fails puts nothing there: the grid then fetches its first page itself and shows its
 * error the usual way. The grid suspends on the returned promise (React's `use`) until it settles.
 */
export function firstPageOf(screen: FirstScreen, id: string, read: () => Promise<Page<Pin>>): Promise<void> {
  screen.pending ??= new Map();
  let pending = screen.pending.get(id);
  if (!pending) {
    pending = read().then(
      (page) => {
        screen.feeds.set(id, page);
      },
      () => undefined,
    );
    screen.pending.set(id, pending);
  }
  return pending;
}

const FirstScreenContext = createContext<FirstScreen | null>(null);

export const FirstScreenProvider = FirstScreenContext.Provider;

/** The first screen of this document, while a grid may still take from it. */
export function useFirstScreen(): FirstScreen | null {
  return useContext(FirstScreenContext);
}
