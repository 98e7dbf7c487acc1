import { createEntityStore, EntityStoreProvider } from '@tessera/api';
import { type ReactNode, useState } from 'react';

/**
 * Each story is an app of its own: a fresh entity store, so a save made in one story's play
 * function never shows in the next story (cards otherwise share the page's default store).
 */
export function StoryEntityStore({ children }: { children?: ReactNode }) {
  const [store] = useState(createEntityStore);
  return <EntityStoreProvider store={store}>{children}</EntityStoreProvider>;
}
