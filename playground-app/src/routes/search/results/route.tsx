/**
 * §2 /search/ and /search/{tab}/?q=: search results, one tab per §2 search scope (pins,
 * buyable_pins, my_pins, videos, boards, users, idea_pins, my_content, shop_tool), each tab with its
 * own URL. Pin tabs are grids (SearchItem; SearchItemHighShoppingIntent for the shopping tabs),
 * boards are board cards, people are rows with Follow, "your content" is the viewer's boards and
 * saved pins that match. The query comes from the header's search field, which records it among
 * the recent searches.
 */
import type { Page } from '@tessera/api';
import { useApi } from '@tessera/api';
import type { GridSurfaceName } from '@tessera/masonry';
import {
  type Board,
  BoardSchema,
  buildPath,
  isOneOf,
  type Pin,
  SEARCH_TABS,
  type SearchTab,
  type User,
} from '@tessera/model';
import { ButtonLink, Tabs } from '@tessera/ui';
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router';
import styled from 'styled-components';
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../app/page.ts';
import { pageError } from '../../../app/routeErrors.tsx';
import { loginLinks } from '../../../shared/afterLogin.ts';
import { Notice } from '../../../shared/Notice.ts';
import { PinGrid } from '../../../shared/PinGrid.tsx';
import { LOGIN_PROMPT_TEXT } from '../../../shared/usePinActions.ts';
import { SEARCH_TAB_LABEL, SEARCH_TEXT, VIEWER_TABS } from '../searchText.ts';
import { BoardResults, UserResults } from './SearchLists.tsx';

export interface SearchRouteData {
  query: string;
  tab: SearchTab;
  loggedIn: boolean;
  /** The first page of a list tab (boards, users, your content's boards); null for pin tabs. */
  boards: Board[] | null;
  users: User[] | null;
}

/** The grid surface of a pin tab (§2): the shopping tabs are high shopping intent. */
const SURFACE: Partial<Record<SearchTab, GridSurfaceName>> = {
  pins: 'SearchItem',
  buyable_pins: 'SearchItemHighShoppingIntent',
  shop_tool: 'SearchItemHighShoppingIntent',
  my_pins: 'SearchItem',
  videos: 'SearchItem',
  idea_pins: 'SearchItem',
  my_content: 'SearchItem',
};

/** The pins of "your content" are the viewer's saves that match: the my_pins scope. */
const pinScope = (tab: SearchTab): SearchTab => (tab === 'my_content' ? 'my_pins' : tab);

export const searchPath = (tab: SearchTab, query: string) =>
  `${buildPath('search', { tab })}?q=${encodeURIComponent(query)}`;

export const handle: PageHandle<SearchRouteData> = {
  surface: 'SearchItem',
  pageClass: 'other',
  title: ({ query }) => SEARCH_TEXT.title(query),
};

export async function loader({ route, api, session }: PageLoaderArgs): Promise<SearchRouteData> {
  const query = (route.query.q ?? '').trim();
  const tabParam = route.params.tab ?? 'pins';
  const tab: SearchTab = isOneOf(SEARCH_TABS, tabParam) ? tabParam : 'pins';
  const loggedIn = session.viewer !== null;
  const data: SearchRouteData = { query, tab, loggedIn, boards: null, users: null };
  if (query === '' || (VIEWER_TABS.includes(tab) && !loggedIn)) return data;
  try {
    if (tab === 'boards') return { ...data, boards: (await api.searchBoards({ query })).items };
    if (tab === 'users') return { ...data, users: (await api.searchUsers({ query })).items };
    if (tab === 'my_content') {
      // Your content answers boards and saved pins together; the boards are listed here, the pins
      // come in the grid (the my_pins scope).
      const page = await api.search<unknown>({ query, scope: 'my_content' });
      const mine = page.items.flatMap((item) => {
        const board = BoardSchema.safeParse(item);
        return board.success && (item as { type?: unknown }).type === 'board' ? [board.data] : [];
      });
      return { ...data, boards: mine };
    }
  } catch (error) {
    pageError(error);
  }
  return data;
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  padding-block: ${({ theme }) => theme.space[4]}px;
  h1 {
    margin: 0;
    padding-inline: ${({ theme }) => theme.space[4]}px;
    font-size: ${({ theme }) => theme.font.size.xl}px;
    text-align: center;
    overflow-wrap: anywhere;
  }
`;

const TabRow = styled.div`
  [role='tablist'] {
    padding-inline: ${({ theme }) => theme.space[2]}px;
  }
  [role='tabpanel'] {
    padding-block-start: ${({ theme }) => theme.space[4]}px;
  }
`;

function PinResults({ query, tab }: { query: string; tab: SearchTab }) {
  const api = useApi();
  const scope = pinScope(tab);
  const fetchPage = useCallback(
    (bookmark: string | null): Promise<Page<Pin>> => api.searchPins({ query, scope }, bookmark),
    [api, query, scope],
  );
  return (
    <PinGrid
      surface={SURFACE[tab] ?? 'SearchItem'}
      ariaLabel={`${SEARCH_TAB_LABEL[tab]}: ${query}`}
      feedKey={`search:${scope}:${query}`}
      fetchPage={fetchPage}
      emptyState={<Notice>{SEARCH_TEXT.noResults(query)}</Notice>}
    />
  );
}

export function Component() {
  const { query, tab, loggedIn, boards, users } = usePageData<typeof loader>();
  const navigate = useNavigate();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  if (query === '') {
    return (
      <Wrapper>
        <h1>{SEARCH_TEXT.emptyQueryHeading}</h1>
        <Notice>{SEARCH_TEXT.emptyQuery}</Notice>
      </Wrapper>
    );
  }
  const needsLogin = VIEWER_TABS.includes(tab) && !loggedIn;
  const results = needsLogin ? (
    <Notice>
      {SEARCH_TEXT.logInForTab}{' '}
      <ButtonLink variant="secondary" size="sm" href={loginLinks({ here }).logIn}>
        {LOGIN_PROMPT_TEXT.action}
      </ButtonLink>
    </Notice>
  ) : tab === 'boards' ? (
    <BoardResults boards={boards ?? []} query={query} />
  ) : tab === 'users' ? (
    <UserResults users={users ?? []} query={query} />
  ) : (
    <>
      {tab === 'my_content' && boards && boards.length > 0 ? (
        <BoardResults boards={boards} query={query} />
      ) : null}
      <PinResults key={`${tab}:${query}`} query={query} tab={tab} />
    </>
  );
  return (
    <Wrapper>
      <h1>{SEARCH_TEXT.heading(query)}</h1>
      <TabRow>
        <Tabs
          align="center"
          accessibilityLabel={SEARCH_TEXT.tabs}
          // The results are the selected tab's panel (the tabs control it, as ARIA tabs do).
          tabs={SEARCH_TABS.map((id) => ({
            id,
            label: SEARCH_TAB_LABEL[id],
            ...(id === tab ? { panel: results } : {}),
          }))}
          selectedId={tab}
          onChange={({ id }) => {
            if (id !== tab && isOneOf(SEARCH_TABS, id)) void navigate(searchPath(id, query));
          }}
        />
      </TabRow>
    </Wrapper>
  );
}
