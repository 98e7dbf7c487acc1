/**
 * The list tabs of search: boards as cards that open the board, people as rows that open their
 * profile. (Following a person is done on the pin closeup; the users answer of the mock server
 * carries no follow flag, so a Follow button here could not show the truth.)
 */
import { type Board, buildPath, type User } from '@tessera/model';
import { Avatar, Link } from '@tessera/ui';
import styled from 'styled-components';
import { SEARCH_TEXT } from '../searchText.ts';

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(236px, 1fr));
  gap: ${({ theme }) => theme.space[3]}px;
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  list-style: none;
  box-sizing: border-box;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]}px;
    padding: ${({ theme }) => theme.space[3]}px;
    border-radius: ${({ theme }) => theme.radius.md}px;
    background: ${({ theme }) => theme.color.surface};
    min-width: 0;
  }
  span {
    display: block;
    color: ${({ theme }) => theme.color.textSubtle};
    font-size: ${({ theme }) => theme.font.size.sm}px;
  }
`;

/** A line of subtle text in the page (no results, empty query, log in for this tab). */
export const Notice = styled.p`
  margin: ${({ theme }) => theme.space[6]}px auto;
  max-width: 480px;
  padding-inline: ${({ theme }) => theme.space[4]}px;
  text-align: center;
  color: ${({ theme }) => theme.color.textSubtle};
`;

const Name = styled.div`
  min-width: 0;
  overflow-wrap: anywhere;
`;

export function BoardResults({ boards, query }: { boards: readonly Board[]; query: string }) {
  if (boards.length === 0) return <Notice>{SEARCH_TEXT.noResults(query)}</Notice>;
  return (
    <List aria-label={`Boards: ${query}`}>
      {boards.map((board) => (
        <li key={board.id}>
          <Name>
            {board.url ? <Link href={board.url}>{board.name}</Link> : board.name}
            {board.pin_count === undefined ? null : <span>{SEARCH_TEXT.boardPins(board.pin_count)}</span>}
          </Name>
        </li>
      ))}
    </List>
  );
}

export function UserResults({ users, query }: { users: readonly User[]; query: string }) {
  if (users.length === 0) return <Notice>{SEARCH_TEXT.noResults(query)}</Notice>;
  return (
    <List aria-label={`People: ${query}`}>
      {users.map((user) => {
        const name = user.full_name ?? user.username;
        return (
          <li key={user.id}>
            <Avatar
              name={name}
              {...(user.image_medium_url ? { src: user.image_medium_url } : {})}
              size="md"
            />
            <Name>
              <Link href={buildPath('profile', { username: user.username })}>{name}</Link>
              <span>@{user.username}</span>
            </Name>
          </li>
        );
      })}
    </List>
  );
}
