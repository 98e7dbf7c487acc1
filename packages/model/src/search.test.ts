import { describe, expect, it } from 'vitest';
import { rankSuggestions, SearchSuggestionsSchema, searchKey } from './search.ts';

describe('search suggestions (issue 30)', () => {
  it('compares searches with case and surrounding spaces aside', () => {
    expect(searchKey('  Balcony Garden ')).toBe('balcony garden');
  });

  it('keeps each text once, prefix matches first, then word starts, then the rest', () => {
    expect(
      rankSuggestions(
        ['Garden ideas', 'garden ideas ', 'Balcony garden', 'Gardenias', 'Regarded', ' ', 'Kitchen'],
        'garde',
        5,
      ),
    ).toEqual(['gardenias', 'garden ideas', 'balcony garden', 'regarded']);
    expect(rankSuggestions(['a', 'b'], '  ', 5)).toEqual([]);
    expect(rankSuggestions(['ab', 'abc', 'abcd'], 'ab', 2)).toEqual(['ab', 'abc']);
    // Same rank and length: in alphabetical order.
    expect(rankSuggestions(['abd', 'abc'], 'ab', 2)).toEqual(['abc', 'abd']);
  });

  it('an answer has every kind, each a list', () => {
    const empty = { queries: [], boards: [], people: [], recent: [], trending: ['garden'] };
    expect(SearchSuggestionsSchema.safeParse(empty).success).toBe(true);
    expect(SearchSuggestionsSchema.safeParse({ ...empty, trending: undefined }).success).toBe(false);
  });
});
