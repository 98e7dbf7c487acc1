import { type BoardSection, buildPath, type User } from '@tessera/model';
import { Avatar, Link } from '@tessera/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { FollowButton } from '../../shared/FollowButton.tsx';
import { PageHeader } from '../../shared/PageHeader.ts';
import { type BoardData, sectionPath } from './boardData.ts';

const People = styled.ul`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]}px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: center;
  gap: ${({ theme }) => theme.space[2]}px;
`;

const SectionsRow = styled.nav`
  padding: 0 ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[4]}px;
  h2 {
    font-size: ${({ theme }) => theme.font.size.lg}px;
    margin: 0 0 ${({ theme }) => theme.space[2]}px;
  }
  ul {
    display: flex;
    gap: ${({ theme }) => theme.space[3]}px;
    overflow-x: auto;
    margin: 0;
    padding: ${({ theme }) => theme.space[1]}px;
    list-style: none;
  }
  li {
    flex: none;
    display: flex;
    flex-direction: column;
    min-width: 160px;
    padding: ${({ theme }) => theme.space[3]}px;
    border-radius: ${({ theme }) => theme.radius.md}px;
    background: ${({ theme }) => theme.color.secondary};
  }
  span {
    font-size: ${({ theme }) => theme.font.size.sm}px;
  }
`;

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

function personName(user: User | null, username: string): string {
  return user?.full_name || user?.first_name || username;
}

function Person({ user, username }: { user: User | null; username: string }) {
  const name = personName(user, username);
  return (
    <li>
      <Avatar name={name} size="sm" {...(user?.image_medium_url ? { src: user.image_medium_url } : {})} />
      <Link href={buildPath('profile', { username })} color="inherit">
        {name}
      </Link>
    </li>
  );
}

export interface BoardHeaderProps {
  data: Omit<BoardData, 'kind'>;
  username: string;
  slug: string;
  /** The section shown (the section page), else the board page. */
  section?: BoardSection;
  /** Pins on the board (or section) now: the loaded count less what organise mode took away. */
  pinCount: number;
  /** The owner's organise button. */
  children?: ReactNode;
}

export function BoardHeader({ data, username, slug, section, pinCount, children }: BoardHeaderProps) {
  const { board, owner, collaborators } = data;
  const boardUsername = board.username ?? username;
  return (
    <PageHeader>
      <h1>{section ? section.title : board.name}</h1>
      {section ? (
        <p>
          A section of{' '}
          <Link href={buildPath('board', { username, board: slug })} color="inherit" underline="always">
            {board.name}
          </Link>
        </p>
      ) : board.description ? (
        <p>{board.description}</p>
      ) : null}
      <People aria-label={collaborators.length > 0 ? 'Owner and collaborators' : 'Owner'}>
        <Person user={owner} username={boardUsername} />
        {collaborators.map((user) => (
          <Person key={user.id} user={user} username={user.username} />
        ))}
      </People>
      <p>
        {count(pinCount, 'Pin', 'Pins')}
        {section ? null : ` · ${count(board.section_count, 'section', 'sections')}`}
        {board.privacy === 'secret' ? ' · Secret' : ''}
      </p>
      <Actions>
        {board.is_owner ? null : (
          <FollowButton
            kind="board"
            id={board.id}
            name={board.name}
            initiallyFollowing={board.followed_by_me}
          />
        )}
        {children}
      </Actions>
    </PageHeader>
  );
}

/** The board's sections, each a link to its page. */
export function BoardSections({
  sections,
  username,
  slug,
}: {
  sections: readonly BoardSection[];
  username: string;
  slug: string;
}) {
  if (sections.length === 0) return null;
  return (
    <SectionsRow aria-labelledby="board-sections-heading">
      <h2 id="board-sections-heading">Sections</h2>
      <ul>
        {sections.map((section) => (
          <li key={section.id}>
            <Link href={sectionPath(username, slug, section)} color="inherit">
              {section.title}
            </Link>
            <span>{count(section.pin_count ?? 0, 'Pin', 'Pins')}</span>
          </li>
        ))}
      </ul>
    </SectionsRow>
  );
}
