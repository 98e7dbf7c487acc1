/**
 * The list tabs of search: boards as cards that open the board, people as rows that open their
 * profile (the shared BoardCards and PeopleList), or the no-results line.
 */
import type { Board, User } from '@tessera/model';
import styled from 'styled-components';
import { BoardCards } from '../../../shared/BoardCards.tsx';
import { PeopleList } from '../../../shared/PeopleList.tsx';
import { SEARCH_TEXT } from '../searchText.ts';

/** A line of subtle text in the page (no results, empty query, log in for this tab). */
export const Notice = styled.p`
  margin: ${({ theme }) => theme.space[6]}px auto;
  max-width: 480px;
  padding-inline: ${({ theme }) => theme.space[4]}px;
  text-align: center;
  color: ${({ theme }) => theme.color.textSubtle};
`;

export function BoardResults({ boards, query }: { boards: readonly Board[]; query: string }) {
  if (boards.length === 0) return <Notice>{SEARCH_TEXT.noResults(query)}</Notice>;
  return <BoardCards boards={boards} label={`Boards: ${query}`} />;
}

export function UserResults({ users, query }: { users: readonly User[]; query: string }) {
  if (users.length === 0) return <Notice>{SEARCH_TEXT.noResults(query)}</Notice>;
  return <PeopleList people={users} label={`People: ${query}`} />;
}
