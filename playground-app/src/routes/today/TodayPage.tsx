/**
 * Today (§2 /today, /today/article/, /today/best/, /today/trending/, /today/popular/, /today/shop/):
 * the heading, a tab per TodayResource tab, each at its own path, and the tab's content — the
 * first articles and today's grid (All), the articles (Articles), or the tab's grid. Every grid is
 * TodayArticleFeed on the shared PinGrid.
 */
import { type Page, useApi } from '@tessera/api';
import { buildPath } from '@tessera/model';
import { Button, ButtonLink, Link, Tabs, useToaster } from '@tessera/ui';
import { type ReactNode, useCallback, useState } from 'react';
import { useNavigate } from 'react-router';
import styled from 'styled-components';
import { Notice } from '../../shared/Notice.ts';
import { PinGrid } from '../../shared/PinGrid.tsx';
import { TabbedPage, TabRow } from '../../shared/TabbedPage.ts';
import { ArticleCards } from './ArticleCards.tsx';
import {
  type ArticleView,
  articlesOf,
  TODAY_PAGE_TABS,
  TODAY_TEXT,
  type TodayTab,
  todayPath,
} from './todayData.ts';

/** The tabbed column, with Today's centred h1. */
export const TodayWrapper = styled(TabbedPage)`
  h1 {
    margin: ${({ theme }) => theme.space[4]}px 0 0;
    font-size: ${({ theme }) => theme.font.size.xl}px;
    text-align: center;
  }
`;

export const Centre = styled.div`
  display: flex;
  justify-content: center;
`;

/** A tab's grid of today's pins (TodayArticleFeed). */
function TodayFeed({ tab }: { tab: TodayTab }) {
  const api = useApi();
  const fetchPage = useCallback((bookmark: string | null) => api.getToday({ tab }, bookmark), [api, tab]);
  return (
    <PinGrid
      surface="TodayArticleFeed"
      ariaLabel={TODAY_TEXT.feed[tab]}
      feedKey={`today:${tab}`}
      fetchPage={fetchPage}
      emptyState={<Notice>{TODAY_TEXT.empty}</Notice>}
    />
  );
}

/** /today: the first articles (each opens its page), then today's grid. */
export function AllTab({ articles }: { articles: readonly ArticleView[] }) {
  return (
    <>
      {articles.length > 0 ? (
        <>
          <h2>{TODAY_TEXT.articles}</h2>
          <ArticleCards articles={articles} label={TODAY_TEXT.articles} />
          <Centre>
            <Link href={todayPath('article')}>{TODAY_TEXT.seeAllArticles}</Link>
          </Centre>
        </>
      ) : null}
      <TodayFeed tab="all" />
    </>
  );
}

/** /today/article/: every article, a page at a time. */
export function ArticlesTab({ first }: { first: Page<ArticleView> }) {
  const api = useApi();
  const toaster = useToaster();
  const [articles, setArticles] = useState(first);
  const [loading, setLoading] = useState(false);
  const more = async () => {
    setLoading(true);
    try {
      const next = articlesOf(await api.getToday({ tab: 'article' }, articles.bookmark));
      setArticles({ items: [...articles.items, ...next.items], bookmark: next.bookmark });
    } catch {
      toaster.show({ text: TODAY_TEXT.moreFailed });
    } finally {
      setLoading(false);
    }
  };
  if (articles.items.length === 0) return <Notice>{TODAY_TEXT.articlesEmpty}</Notice>;
  return (
    <>
      <ArticleCards articles={articles.items} label={TODAY_TEXT.feed.article} />
      {articles.bookmark ? (
        <Centre>
          <Button variant="secondary" onPress={() => void more()} disabled={loading}>
            {TODAY_TEXT.showMore}
          </Button>
        </Centre>
      ) : null}
    </>
  );
}

/** A tab with only its grid; Shop also leads on to the shopping pages. */
export function FeedTab({ tab }: { tab: Exclude<TodayTab, 'all' | 'article'> }) {
  return (
    <>
      {tab === 'shop' ? (
        <Centre>
          <ButtonLink href={buildPath('shopping')}>{TODAY_TEXT.shopAll}</ButtonLink>
        </Centre>
      ) : null}
      <TodayFeed tab={tab} />
    </>
  );
}

/** The heading and the tabs of Today, with the selected tab's content as its panel. */
export function TodayPage({ tab, children }: { tab: TodayTab; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <TodayWrapper>
      <h1>{TODAY_TEXT.heading}</h1>
      <TabRow>
        <Tabs
          align="center"
          accessibilityLabel={TODAY_TEXT.tabs}
          tabs={TODAY_PAGE_TABS.map((id) => ({
            id,
            label: TODAY_TEXT.tab[id],
            ...(id === tab ? { panel: children } : {}),
          }))}
          selectedId={tab}
          onChange={({ id }) => {
            const next = TODAY_PAGE_TABS.find((candidate) => candidate === id);
            if (next && next !== tab) void navigate(todayPath(next));
          }}
        />
      </TabRow>
    </TodayWrapper>
  );
}
