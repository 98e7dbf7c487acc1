/**
 * The board's "More ideas" tab (§2 BoardMoreIdeasTabContent). The mock server has no board
 * recommendation resource, so the ideas are the related pins (RelatedPinsResource) of the board's
 * first MORE_IDEAS_SEEDS pins, one seed after the other, without the board's own pins or repeats.
 * The bookmark says where it is ("{seed index}:{related bookmark}"), so it needs no memory but the
 * pins already shown (`seen`, which the page fills from the grid, also after Back).
 */
import { nextBookmark, type Page, type TesseraApi } from '@tessera/api';
import { END_BOOKMARK, type Pin } from '@tessera/model';

/** How many of the board's pins seed its ideas (ours: the spec says nothing). */
export const MORE_IDEAS_SEEDS = 3;

export function moreIdeasFetcher(api: TesseraApi, feed: () => Promise<Page<Pin>>, seen: Set<string>) {
  let seeds: string[] | null = null;
  return async (bookmark: string | null): Promise<Page<Pin>> => {
    if (!seeds) {
      const board = await feed();
      for (const pin of board.items) seen.add(pin.id);
      seeds = board.items.slice(0, MORE_IDEAS_SEEDS).map((pin) => pin.id);
    }
    const [indexText = '0', ...rest] = (bookmark ?? '0:').split(':');
    const index = Number(indexText);
    const seed = seeds[index];
    if (seed === undefined) return { items: [], bookmark: END_BOOKMARK };
    const related = await api.getRelatedPins({ pin_id: seed }, rest.join(':') || null);
    const items = related.items.filter((pin) => !seen.has(pin.id));
    for (const pin of items) seen.add(pin.id);
    const more = nextBookmark(related.bookmark);
    const next = more ? `${index}:${more}` : index + 1 < seeds.length ? `${index + 1}:` : END_BOOKMARK;
    return { items, bookmark: next };
  };
}
