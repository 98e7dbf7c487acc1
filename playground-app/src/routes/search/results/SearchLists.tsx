/**
 * The list tabs of search: boards as cards that open the board, people as rows that open their
 * profile (the shared BoardCards and PeopleList), or the no-results line.
 */
import type { Board, User } from '@tessera/model';
import { BoardCards } from '../../../shared/BoardCards.tsx';
import { Notice } from '../../../shared/Notice.ts';
import { PeopleList } from '../../../shared/PeopleList.tsx';
import { SEARCH_TEXT } from '../searchText.ts';

export function BoardResults({ boards, query }: { boards: readonly Board[]; query: string }) {
  if (boards.length === 0) return <Notice>{SEARCH_TEXT.noResults(query)}</Notice>;
  return <BoardCards boards={boards} label={`Boards: ${query}`} />;
}

export function UserResults({ users, query }: { users: readonly User[]; query: string }) {
  if (users.length === 0) return <Notice>{SEARCH_TEXT.noResults(query)}</Notice>;
  return <PeopleList people={users} label={`People: ${query}`} />;
}
