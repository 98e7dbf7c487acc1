/**
 * The viewer's own pins for the creator and promote tools (§2 /idea-ads-tool, /advertiser/quick-promote,
 * /tv/studio): the pins they created, then the pins they saved (our choice: the spec does not say
 * which pins a person may promote or finds in their studio; a save is theirs to promote, as its
 * board is). One page of each (the most the resources give at once), without repeats.
 */
import type { TesseraApi } from '@tessera/api';
import { MAX_RESOURCE_PAGE_SIZE, type Pin } from '@tessera/model';

export async function loadViewerPins(api: TesseraApi, username: string): Promise<Pin[]> {
  const [created, saved] = await Promise.all([
    api.getUserPins({ username, page_size: MAX_RESOURCE_PAGE_SIZE }),
    api.getUserSavedPins({ username, page_size: MAX_RESOURCE_PAGE_SIZE }),
  ]);
  const seen = new Set<string>();
  return [...created.items, ...saved.items].filter((pin) => {
    if (seen.has(pin.id)) return false;
    seen.add(pin.id);
    return true;
  });
}
