/** The header search field's own words (issue 30; the spec shows no typeahead). */
export const SEARCH_FIELD_TEXT = {
  label: 'Search',
  recent: 'Recent searches',
  clearRecent: 'Clear recent searches',
  trending: 'Trending',
  queries: 'Searches',
  boards: 'Boards',
  people: 'People',
  boardOwner: (name: string) => `by ${name}`,
} as const;
