/**
 * The board editing pages' data (§2 /board/{id}/edit and its collaborator pages,
 * /boardsection/{id}/edit). Who may edit: the owner, and the people collaborating on the board for
 * its name, description, sections and invites (what the server lets them do); privacy, archive,
 * delete and removing collaborators are the owner's. A logged-out visitor is asked to log in;
 * anyone else (and someone else's secret board, the server's 403) gets the "can't edit" page; an
 * unknown board or section the not-found page.
 */
import type { BoardDetails, TesseraApi } from '@tessera/api';
import { type BoardSection, buildPath, type Pinner, parseRoute, type User } from '@tessera/model';
import { pageError } from '../../../app/routeErrors.tsx';
import type { Session } from '../../../app/session.ts';
import { isSecretBoardError } from '../boardData.ts';

export type EditAccess = 'owner' | 'collaborator';

/** A page the viewer may not have: logged out, or not theirs to edit. */
export type Refused = { kind: 'loggedOut' } | { kind: 'forbidden' };

export interface EditableBoard {
  kind: 'board';
  board: BoardDetails;
  access: EditAccess;
}

/** Someone on the board: an accepted collaborator or a pending invitee (§6). */
export interface Member {
  user: User;
  accepted: boolean;
}

export interface CollaboratorsData extends EditableBoard {
  /** The owner's profile (null when it could not be read: the username is shown). */
  owner: User | null;
  members: Member[];
  /** add_collaborators: the viewer's followers and the people they follow, not yet on the board. */
  suggestions: User[];
}

export interface SectionEditData extends EditableBoard {
  section: BoardSection;
}

/** The board's owner username and slug, from its url (/{username}/{slug}/). */
export function boardPathParts(board: Pick<BoardDetails, 'url' | 'username'>): {
  username: string;
  slug: string;
} {
  const route = board.url ? parseRoute(board.url) : null;
  return {
    username: route?.params.username ?? board.username ?? '',
    slug: route?.params.board ?? '',
  };
}

/** The board page's path. */
export function boardPagePath(board: Pick<BoardDetails, 'url' | 'username'>): string {
  const { username, slug } = boardPathParts(board);
  return buildPath('board', { username, board: slug });
}

/** The section page's path. */
export function sectionPagePath(
  board: Pick<BoardDetails, 'url' | 'username'>,
  section: BoardSection,
): string {
  const { username, slug } = boardPathParts(board);
  return buildPath('boardSection', { username, board: slug, section: section.slug ?? section.id });
}

/** The board by id, if the viewer may edit it. */
export async function loadEditableBoard(
  api: TesseraApi,
  session: Session,
  boardId: string,
): Promise<EditableBoard | Refused> {
  if (!session.viewer) return { kind: 'loggedOut' };
  let board: BoardDetails;
  try {
    board = await api.getBoard({ board_id: boardId });
  } catch (error) {
    if (isSecretBoardError(error)) return { kind: 'forbidden' };
    pageError(error);
  }
  if (board.is_owner) return { kind: 'board', board, access: 'owner' };
  if (board.collaborated_by_me) return { kind: 'board', board, access: 'collaborator' };
  return { kind: 'forbidden' };
}

/** A pending invitee (a §3 board invite's invited_user) as a person. */
function pinnerUser(pinner: Pinner): User {
  return {
    id: pinner.id,
    username: pinner.username ?? pinner.id,
    ...(pinner.fullName ? { full_name: pinner.fullName } : {}),
    ...(pinner.imageMediumUrl ? { image_medium_url: pinner.imageMediumUrl } : {}),
  };
}

async function readOwner(api: TesseraApi, board: BoardDetails): Promise<User | null> {
  try {
    return await api.getUser({ username: boardPathParts(board).username });
  } catch {
    return null;
  }
}

/** Followers and following of the viewer, once each, without the owner and the people on the board. */
async function readSuggestions(api: TesseraApi, viewer: User, exclude: ReadonlySet<string>): Promise<User[]> {
  // Suggestions only help: a failure leaves the search.
  const lists = await Promise.all([
    api.getUserFollowing({ username: viewer.username }).catch(() => ({ items: [] as User[] })),
    api.getUserFollowers({ username: viewer.username }).catch(() => ({ items: [] as User[] })),
  ]);
  const seen = new Set(exclude);
  const people: User[] = [];
  for (const user of lists.flatMap((list) => list.items)) {
    if (seen.has(user.id)) continue;
    seen.add(user.id);
    people.push(user);
  }
  return people;
}

/** The board, its owner and its members (collaborators, then pending invites); with suggestions to add. */
export async function loadCollaborators(
  api: TesseraApi,
  session: Session,
  boardId: string,
  withSuggestions: boolean,
): Promise<CollaboratorsData | Refused> {
  const editable = await loadEditableBoard(api, session, boardId);
  if (editable.kind !== 'board') return editable;
  const { viewer } = session;
  if (!viewer) return { kind: 'loggedOut' };
  const { board } = editable;
  const [owner, collaborators, invites] = await Promise.all([
    readOwner(api, board),
    api.getBoardCollaborators({ board_id: board.id }),
    api.getBoardInvites({ board_id: board.id }),
  ]);
  const members: Member[] = [
    ...collaborators.map((user) => ({ user, accepted: true })),
    ...invites
      .filter((invite) => invite.status !== 'accepted')
      .map((invite) => ({ user: pinnerUser(invite.invited_user), accepted: false })),
  ];
  const exclude = new Set([viewer.id, ...(owner ? [owner.id] : []), ...members.map((m) => m.user.id)]);
  const suggestions = withSuggestions ? await readSuggestions(api, viewer, exclude) : [];
  return { ...editable, owner, members, suggestions };
}

/** The section by id and its board, if the viewer may edit it. */
export async function loadSection(
  api: TesseraApi,
  session: Session,
  sectionId: string,
): Promise<SectionEditData | Refused> {
  if (!session.viewer) return { kind: 'loggedOut' };
  let section: BoardSection;
  try {
    section = await api.getBoardSection({ section_id: sectionId });
  } catch (error) {
    if (isSecretBoardError(error)) return { kind: 'forbidden' };
    pageError(error);
  }
  const boardId = section.board?.id;
  if (!boardId) pageError(new Error('The section names no board.'));
  const editable = await loadEditableBoard(api, session, boardId);
  if (editable.kind !== 'board') return editable;
  return { ...editable, section };
}
