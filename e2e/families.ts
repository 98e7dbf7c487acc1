/** One URL of each §2 route family a person browses, read from the worker's seeded world. */
import { resource } from './resources.ts';
import type { Page } from './test.ts';

interface FeedPin {
  id: string;
}
interface BoardRow {
  id: string;
  url: string;
  section_count: number;
  privacy: string;
}
interface SectionRow {
  slug: string;
}

/** The families' URLs: a pin, a public board with sections and one of them, the demo profile, the hubs. */
export async function familyUrls(page: Page): Promise<Record<string, string>> {
  const [pin] = await resource<FeedPin[]>(page, 'HomefeedResource', { page_size: 1 });
  const boards = await resource<BoardRow[]>(page, 'BoardsResource', { username: 'demo' });
  const board = boards.find((b) => b.section_count > 0 && b.privacy === 'public');
  if (!pin || !board) throw new Error('The seeded world has no pin or no public board with sections');
  const [section] = await resource<SectionRow[]>(page, 'BoardSectionsResource', { board_id: board.id });
  if (!section) throw new Error(`The board ${board.url} has no section`);
  return {
    home: '/',
    closeup: `/pin/${pin.id}/`,
    board: board.url,
    section: `${board.url}${section.slug}/`,
    profile: '/demo/',
    search: '/search/pins/?q=garden',
    ideas: '/ideas/',
    topics: '/topics/',
    today: '/today/',
    shopping: '/shopping/',
    videos: '/videos/',
    notifications: '/notifications/',
    settings: '/settings/',
    create: '/pin-builder/',
  };
}
