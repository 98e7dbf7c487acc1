/**
 * The site header (§2). On a phone (below the tokens' `md`), the phone shell instead: a compact top
 * bar and the bottom tab bar (../phone/PhoneShell.tsx). Elsewhere: logo, Home, Today, Topics,
 * Create (a logged-out visitor gets the builder's page, which asks them to log in), the search
 * field with suggestions, and for a logged-in viewer the notifications and messages buttons with
 * their counts and the viewer's menu; Log in and Sign up for logged-out visitors and bots. Links
 * navigate client-side (react-aria's RouterProvider in RootLayout, or react-router's NavLink).
 */
import { buildPath } from '@tessera/model';
import { ButtonLink, Menu } from '@tessera/ui';
import { NavLink, useNavigate } from 'react-router';
import styled from 'styled-components';
import { conversationName } from '../../../shared/conversationName.ts';
import { usePhone } from '../../../shared/usePhone.ts';
import { useSession } from '../../session.ts';
import { PhoneTopBar, TabBar } from '../phone/PhoneShell.tsx';
import { SearchField } from './SearchField.tsx';
import { useHeaderCounts } from './useHeaderCounts.ts';
import { ViewerMenu, VisitorMenu } from './ViewerMenu.tsx';

const Bar = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.popover};
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.color.background};
`;

const Brand = styled(NavLink)`
  font-size: ${({ theme }) => theme.font.size.lg}px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.primary};
  text-decoration: none;
  padding: ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radius.sm}px;
`;

const Nav = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space[1]}px;
  a {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space[1]}px;
    min-block-size: ${({ theme }) => theme.space[8]}px;
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-decoration: none;
    padding-inline: ${({ theme }) => theme.space[3]}px;
    border-radius: ${({ theme }) => theme.radius.pill}px;
  }
  a:hover {
    background: ${({ theme }) => theme.color.secondary};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.selected};
    color: ${({ theme }) => theme.color.onSelected};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  margin-inline-start: auto;
`;

const Count = styled.span`
  min-inline-size: ${({ theme }) => theme.space[5]}px;
  padding-inline: ${({ theme }) => theme.space[1]}px;
  border-radius: ${({ theme }) => theme.radius.pill}px;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.font.size.sm}px;
  text-align: center;
`;

export function Header() {
  const { viewer } = useSession();
  const counts = useHeaderCounts();
  const phone = usePhone();
  const navigate = useNavigate();
  if (phone)
    return (
      <>
        <PhoneTopBar viewer={viewer} />
        <TabBar viewer={viewer} counts={counts} />
      </>
    );
  return (
    <Bar>
      <Brand to="/" end>
        Tessera
      </Brand>
      <Nav aria-label="Main">
        <NavLink to="/" end>
          Home
        </NavLink>
        <NavLink to={buildPath('today')}>Today</NavLink>
        <NavLink to={buildPath('topics')}>Topics</NavLink>
        <NavLink to={buildPath('pinBuilder')}>Create</NavLink>
      </Nav>
      <SearchField />
      <Actions>
        {viewer ? (
          <>
            <Nav aria-label="Updates">
              <NavLink to={buildPath('notifications')}>
                Notifications
                {counts?.notifications ? <Count> {counts.notifications}</Count> : null}
              </NavLink>
            </Nav>
            <Menu
              label={counts?.messages ? `Messages ${counts.messages}` : 'Messages'}
              items={
                counts && counts.conversations.length > 0
                  ? counts.conversations.map((conversation) => ({
                      id: conversation.id,
                      label: conversationName(conversation, viewer),
                    }))
                  : [{ id: 'none', label: 'No messages', disabled: true }]
              }
              placement="bottom end"
              onAction={({ id }) => void navigate(buildPath('conversation', { id }))}
            />
            <ViewerMenu viewer={viewer} />
          </>
        ) : (
          <>
            <ButtonLink href={buildPath('login')} variant="primary">
              Log in
            </ButtonLink>
            <ButtonLink href={buildPath('signup')}>Sign up</ButtonLink>
            <VisitorMenu />
          </>
        )}
      </Actions>
    </Bar>
  );
}
