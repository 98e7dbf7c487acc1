/**
 * The board pages' data (§2 board and section): the board by its owner's username and slug, its
 * owner, collaborators and sections. A secret board of someone else (the server's 403) is not an
 * error page but the secret-board message; an unknown board or section is the not-found page.
 */
import { type BoardDetails, isResourceRequestError, type TesseraApi } from '@tessera/api';
import { type BoardInvite, type BoardSection, buildPath, type User } from '@tessera/model';
import { pageError } from '../../app/routeErrors.tsx';

/** Someone else's secret board (403): the page says so instead of showing it. */
export interface SecretBoardData {
  kind: 'secret';
  username: string;
  slug: string;
}

export interface BoardData {
  kind: 'board';
  board: BoardDetails;
  /** The owner's profile; null when it could not be read (the header then shows the username). */
  owner: User | null;
  collaborators: User[];
  sections: BoardSection[];
  /** The viewer's pending invite to collaborate on this board (§3 board invite), if any. */
  invite: BoardInvite | null;
}

export interface SectionData extends Omit<BoardData, 'kind'> {
  kind: 'section';
  section: BoardSection;
}

/** The words of the board pages (the spec has none for these states: ours). */
export const BOARD_TEXT = {
  secretHeading: 'This board is secret',
  secretBody: (username: string) =>
    `Only ${username} and the people they invite can see this board. Ask them to invite you.`,
  empty: 'No pins yet',
  emptyBody: 'Pins saved to this board will show up here.',
  emptySection: 'Pins saved to this section will show up here.',
  moreIdeasEmpty: 'No more ideas for this board yet.',
  invited: (name: string) => `${name} invited you to collaborate on this board`,
  accept: 'Accept',
  decline: 'Decline',
  accepted: (board: string) => `You now collaborate on ${board}.`,
  declined: 'Invite declined.',
  inviteFailed: 'The invite could not be answered. Try again.',
} as const;

export function isSecretBoardError(error: unknown): boolean {
  return isResourceRequestError(error) && error.http_status === 403;
}

/**
 * The owner's profile. It only names and pictures the owner in the header, so a failure here does
 * not fail the page: the header shows the username instead.
 */
async function readOwner(api: TesseraApi, username: string): Promise<User | null> {
  try {
    return await api.getUser({ username });
  } catch {
    return null;
  }
}

/** The board and what its header needs, or the secret-board state; 404 → not found, else thrown. */
/**
 * The viewer's invite to this board. It only adds the invite banner, so a failure here does not fail
 * the page: no banner.
 */
async function readInvite(api: TesseraApi, board: BoardDetails): Promise<BoardInvite | null> {
  try {
    const invites = await api.getBoardInvites();
    return invites.find((invite) => invite.board.id === board.id) ?? null;
  } catch {
    return null;
  }
}

export async function loadBoard(
  api: TesseraApi,
  username: string,
  slug: string,
  loggedIn = false,
): Promise<BoardData | SecretBoardData> {
  let board: BoardDetails;
  try {
    board = await api.getBoard({ username, slug });
  } catch (error) {
    if (isSecretBoardError(error)) return { kind: 'secret', username, slug };
    pageError(error);
  }
  const invited = loggedIn && !board.is_owner && !board.collaborated_by_me;
  const [owner, collaborators, sections, invite] = await Promise.all([
    readOwner(api, board.username ?? username),
    board.is_collaborative ? api.getBoardCollaborators({ board_id: board.id }) : Promise.resolve([]),
    board.section_count > 0 ? api.getBoardSections({ board_id: board.id }) : Promise.resolve([]),
    invited ? readInvite(api, board) : Promise.resolve(null),
  ]);
  return { kind: 'board', board, owner, collaborators, sections, invite };
}

/** A section's path, by the model's route builder (§2). */
export function sectionPath(username: string, slug: string, section: BoardSection): string {
  return buildPath('boardSection', { username, board: slug, section: section.slug ?? section.id });
}
