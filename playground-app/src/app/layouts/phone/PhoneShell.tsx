/**
 * The site's shell on a phone (issue 29; below the tokens' `md` breakpoint): a compact top bar (the
 * Tessera mark, the search field, the account menu) that scrolls away with the page, and a bottom
 * tab bar fixed to the viewport: Home, Search, Create, Notifications and Messages with their unseen
 * counts, the viewer's profile. Logged-out visitors and bots get Home, Search, Create (§6's
 * limited-login prompt) and Log in. The tab bar respects the safe-area inset, hides while the page
 * scrolls down and returns when it scrolls up (useHideOnScroll), and tells the kit's toasts its
 * height (BOTTOM_INSET_VAR) so no toast sits under it; SiteLayout keeps the same room free at the
 * page's end, so the last pin is never under it. Sheets and dialogs stack above it (z-index modal).
 */
import { buildPath, type User } from '@tessera/model';
import { BOTTOM_INSET_VAR, MOBILE_SLIDE_UP_MS } from '@tessera/tokens';
import { Icon, type IconName, Menu } from '@tessera/ui';
import type { MouseEvent, ReactNode } from 'react';
import { NavLink, useNavigate } from 'react-router';
import styled, { createGlobalStyle, css, useTheme } from 'styled-components';
import { conversationName } from '../../../shared/conversationName.ts';
import { useLoginPrompt } from '../../../shared/usePinActions.ts';
import { visuallyHidden } from '../../../shared/visuallyHidden.ts';
import { SEARCH_INPUT_ID, SearchField } from '../header/SearchField.tsx';
import type { HeaderCounts } from '../header/useHeaderCounts.ts';
import { ViewerMenu, VisitorMenu } from '../header/ViewerMenu.tsx';
import { TAB_BAR_TEXT } from './tabBarText.ts';
import { useHideOnScroll } from './useHideOnScroll.ts';

/** "Notifications 3": the name says the count the badge shows. */
const withCount = (name: string, count: number | undefined) => (count ? `${name} ${count}` : name);

const TopBar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[2]}px;
  min-block-size: ${({ theme }) => theme.shell.topBar}px;
  padding: ${({ theme }) => theme.space[1]}px ${({ theme }) => theme.space[2]}px;
  padding-block-start: calc(${({ theme }) => theme.space[1]}px + env(safe-area-inset-top, 0px));
  background: ${({ theme }) => theme.color.background};
  form[role='search'] {
    flex: 1;
    min-inline-size: 0;
  }
`;

const Mark = styled(NavLink)`
  display: inline-flex;
  flex: none;
  align-items: center;
  justify-content: center;
  inline-size: ${({ theme }) => theme.space[8] + theme.space[2]}px;
  block-size: ${({ theme }) => theme.space[8] + theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radius.pill}px;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.font.size.lg}px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-decoration: none;
`;

const Hidden = styled.span`
  ${visuallyHidden}
`;

const Bar = styled.nav<{ $hidden: boolean }>`
  position: fixed;
  inset-inline: 0;
  inset-block-end: 0;
  z-index: ${({ theme }) => theme.zIndex.popover};
  display: flex;
  justify-content: space-around;
  align-items: center;
  block-size: calc(${({ theme }) => theme.shell.tabBar}px + env(safe-area-inset-bottom, 0px));
  padding-block-end: env(safe-area-inset-bottom, 0px);
  background: ${({ theme }) => theme.color.background};
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
  /* §9's mobile slide-up duration. */
  transition: transform ${MOBILE_SLIDE_UP_MS}ms ease-out;
  ${({ $hidden }) =>
    $hidden &&
    css`
      transform: translateY(100%);
    `}
  /* A keyboard user tabbing into it brings it back. */
  &:focus-within {
    transform: none;
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

/** The room the tab bar takes at the bottom of the viewport, for the kit's toasts. */
const BottomInset = createGlobalStyle<{ $hidden: boolean }>`
  :root {
    ${BOTTOM_INSET_VAR}: ${({ $hidden, theme }) =>
      $hidden
        ? 'env(safe-area-inset-bottom, 0px)'
        : `calc(${theme.shell.tabBar}px + env(safe-area-inset-bottom, 0px))`};
  }
`;

const tab = css`
  position: relative;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  inline-size: ${({ theme }) => theme.space[8] + theme.space[4]}px;
  block-size: ${({ theme }) => theme.space[8] + theme.space[4]}px;
  border-radius: ${({ theme }) => theme.radius.pill}px;
  color: ${({ theme }) => theme.color.textSubtle};
  &[aria-current='page'] {
    color: ${({ theme }) => theme.color.text};
    background: ${({ theme }) => theme.color.secondary};
  }
`;

const Tab = styled(NavLink)`
  ${tab}
`;

/** The messages menu's trigger keeps the tab's size; the kit's transparent icon button draws it. */
const MenuTab = styled.span`
  ${tab}
`;

const Count = styled.span`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space[1]}px;
  inset-inline-end: ${({ theme }) => theme.space[1]}px;
  min-inline-size: ${({ theme }) => theme.space[4]}px;
  padding-inline: ${({ theme }) => theme.space[1]}px;
  border-radius: ${({ theme }) => theme.radius.pill}px;
  background: ${({ theme }) => theme.color.primary};
  color: ${({ theme }) => theme.color.onPrimary};
  font-size: ${({ theme }) => theme.font.size.xs}px;
  line-height: ${({ theme }) => theme.space[4]}px;
  text-align: center;
  pointer-events: none;
`;

function TabLink({
  to,
  name,
  icon,
  count,
  end,
  onClick,
}: {
  to: string;
  name: string;
  icon: IconName;
  count?: number | undefined;
  end?: boolean;
  onClick?: (event: MouseEvent<HTMLAnchorElement>) => void;
}) {
  const theme = useTheme();
  return (
    <Tab to={to} end={end ?? false} aria-label={withCount(name, count)} {...(onClick ? { onClick } : {})}>
      <Icon name={icon} size={theme.font.size.lg} />
      {count ? <Count aria-hidden="true">{count}</Count> : null}
    </Tab>
  );
}

function MessagesTab({ viewer, counts }: { viewer: User; counts: HeaderCounts | null }) {
  const navigate = useNavigate();
  const conversations = counts?.conversations ?? [];
  return (
    <MenuTab>
      <Menu
        label={withCount(TAB_BAR_TEXT.messages, counts?.messages)}
        icon="speech"
        iconVariant="transparent"
        iconSize="lg"
        items={
          conversations.length > 0
            ? conversations.map((conversation) => ({
                id: conversation.id,
                label: conversationName(conversation, viewer),
              }))
            : [{ id: 'none', label: TAB_BAR_TEXT.noMessages, disabled: true }]
        }
        placement="top end"
        onAction={({ id }) => void navigate(buildPath('conversation', { id }))}
      />
      {counts?.messages ? <Count aria-hidden="true">{counts.messages}</Count> : null}
    </MenuTab>
  );
}

export function PhoneTopBar({ viewer }: { viewer: User | null }) {
  return (
    <TopBar>
      <Mark to="/" end>
        <span aria-hidden="true">T</span>
        <Hidden>{TAB_BAR_TEXT.mark}</Hidden>
      </Mark>
      <SearchField />
      {viewer ? <ViewerMenu viewer={viewer} compact /> : <VisitorMenu />}
    </TopBar>
  );
}

export function TabBar({ viewer, counts }: { viewer: User | null; counts: HeaderCounts | null }) {
  const hidden = useHideOnScroll(0);
  const prompt = useLoginPrompt();
  const tabs: ReactNode[] = [
    <TabLink key="home" to="/" end name={TAB_BAR_TEXT.home} icon="home" />,
    <TabLink
      key="search"
      to={buildPath('search')}
      name={TAB_BAR_TEXT.search}
      icon="search"
      // The search field is in the top bar: the tab opens the search page and puts the cursor there,
      // in the same tap (a phone opens its keyboard only for a focus inside a gesture).
      onClick={() => document.getElementById(SEARCH_INPUT_ID)?.focus()}
    />,
    <TabLink
      key="create"
      to={buildPath('pinBuilder')}
      name={TAB_BAR_TEXT.create}
      icon="plus"
      onClick={(event) => {
        // §6: a logged-out visitor's Create on a phone is the limited-login prompt.
        if (viewer) return;
        event.preventDefault();
        prompt({ action: 'create' });
      }}
    />,
  ];
  if (viewer) {
    tabs.push(
      <TabLink
        key="notifications"
        to={buildPath('notifications')}
        name={TAB_BAR_TEXT.notifications}
        icon="bell"
        count={counts?.notifications}
      />,
      <MessagesTab key="messages" viewer={viewer} counts={counts} />,
      <TabLink
        key="profile"
        to={buildPath('profile', { username: viewer.username })}
        name={TAB_BAR_TEXT.profile}
        icon="person"
      />,
    );
  } else {
    tabs.push(<TabLink key="login" to={buildPath('login')} name={TAB_BAR_TEXT.logIn} icon="person" />);
  }
  return (
    <>
      <BottomInset $hidden={hidden} />
      <Bar aria-label={TAB_BAR_TEXT.nav} $hidden={hidden} data-tab-bar="">
        {tabs}
      </Bar>
    </>
  );
}
