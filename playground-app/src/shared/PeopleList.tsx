/**
 * People as rows (search's People tab, a profile's followers and following): the avatar, the name
 * as a link to their profile, @username, and, where the answer says whether the viewer follows them,
 * Follow (not for the viewer themself), or the page's own action for each person (`action`: a
 * board's Invite, Remove, Withdraw).
 */
import { buildPath, type User } from '@tessera/model';
import { Avatar, Link } from '@tessera/ui';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { useSession } from '../app/session.ts';
import { CardGrid } from './CardGrid.ts';
import { FollowButton } from './FollowButton.tsx';

/** People as rows: avatar, name and @username, Follow at the end. */
const List = styled(CardGrid)`
  gap: ${({ theme }) => theme.space[3]}px;
  li {
    flex-direction: row;
    align-items: center;
    gap: ${({ theme }) => theme.space[3]}px;
    padding: ${({ theme }) => theme.space[3]}px;
    border-radius: ${({ theme }) => theme.radius.md}px;
    background: ${({ theme }) => theme.color.surface};
  }
  span {
    display: block;
  }
`;
const Name = styled.div`
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** A person's shown name: full name, else first name, else the username. */
export function userName(user: Pick<User, 'full_name' | 'first_name' | 'username'>): string {
  return user.full_name || user.first_name || user.username;
}

export function PeopleList({
  people,
  label,
  action,
}: {
  people: readonly User[];
  label: string;
  /** What each row ends with instead of Follow. */
  action?: (user: User) => ReactNode;
}) {
  const session = useSession();
  return (
    <List $min={260} aria-label={label}>
      {people.map((user) => {
        const name = userName(user);
        const followable = user.explicitly_followed_by_me !== undefined && user.id !== session.viewer?.id;
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
            {action ? (
              action(user)
            ) : followable ? (
              <FollowButton
                kind="user"
                id={user.id}
                name={name}
                initiallyFollowing={user.explicitly_followed_by_me === true}
                size="sm"
              />
            ) : null}
          </li>
        );
      })}
    </List>
  );
}
