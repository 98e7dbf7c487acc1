/**
 * The search page's own words. §2 names the tabs (pins, buyable_pins, my_pins, videos, boards,
 * users, idea_pins, my_content, shop_tool) but shows no labels or empty-state texts: these are ours.
 */
import type { SearchTab } from '@tessera/model';

export const SEARCH_TAB_LABEL: Record<SearchTab, string> = {
  pins: 'All Pins',
  buyable_pins: 'Shop',
  my_pins: 'Your Pins',
  videos: 'Videos',
  boards: 'Boards',
  users: 'People',
  idea_pins: 'Idea Pins',
  my_content: 'Your content',
  shop_tool: 'Shopping tool',
};

/** Tabs that need a logged-in viewer (their results are the viewer's own saves and boards). */
export const VIEWER_TABS: readonly SearchTab[] = ['my_pins', 'my_content'];

export const SEARCH_TEXT = {
  tabs: 'Search results',
  heading: (query: string) => `Results for “${query}”`,
  emptyQueryHeading: 'Search',
  emptyQuery: 'Type what you are looking for in the search field above.',
  noResults: (query: string) => `No results for “${query}”. Try other words or another tab.`,
  title: (query: string) => (query ? `${query} - Search` : 'Search'),
  logInForTab: 'Log in to search your own Pins and boards.',
} as const;
