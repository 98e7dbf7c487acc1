/**
 * An article's page (§2 /today/article/{slug}/{id}/, /discover/article/...): its title, byline,
 * cover and text, then its pins (TodayArticleFeed on the shared PinGrid), each opening its closeup.
 */
import { useApi } from '@tessera/api';
import { Link } from '@tessera/ui';
import { useCallback } from 'react';
import styled from 'styled-components';
import { Notice } from '../../shared/Notice.ts';
import { PinGrid } from '../../shared/PinGrid.tsx';
import { TodayWrapper } from './TodayPage.tsx';
import { type ArticleView, TODAY_TEXT, todayPath } from './todayData.ts';

const Story = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
  width: 100%;
  max-width: 640px;
  margin: 0 auto;
  padding-inline: ${({ theme }) => theme.space[4]}px;
  box-sizing: border-box;
  p {
    margin: 0;
    line-height: ${({ theme }) => theme.font.lineHeight.normal};
    overflow-wrap: anywhere;
  }
`;

const Byline = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.sm}px;
`;

const Cover = styled.img<{ $color: string | undefined }>`
  display: block;
  width: 100%;
  height: auto;
  /* A tall cover would push the text below the fold: it is cropped to a banner. */
  max-height: 360px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radius.lg}px;
  background: ${({ $color, theme }) => $color ?? theme.color.secondary};
`;

const Pins = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
`;

const Back = styled.div`
  font-size: ${({ theme }) => theme.font.size.sm}px;
`;

export function ArticlePage({ view }: { view: ArticleView }) {
  const api = useApi();
  const { article, cover } = view;
  const image = cover.images?.['736x'] ?? cover.images?.['474x'] ?? cover.images?.['236x'];
  const byline = TODAY_TEXT.byline(view);
  const fetchPins = useCallback(
    (bookmark: string | null) => api.getRelatedPins({ pin_id: article.id }, bookmark),
    [api, article.id],
  );
  return (
    <TodayWrapper>
      <Story aria-labelledby="article-title">
        <Back>
          <Link href={todayPath('all')}>{TODAY_TEXT.backToToday}</Link>
        </Back>
        <h1 id="article-title">{article.title}</h1>
        {byline ? <Byline>{byline}</Byline> : null}
        {image ? (
          <Cover
            src={image.url}
            width={image.width}
            height={image.height}
            // The title says what the article is about: the cover's own words, if it has any.
            alt={cover.altText ?? cover.autoAltText ?? ''}
            $color={cover.dominantColor ?? undefined}
          />
        ) : null}
        {view.text ? <p>{view.text}</p> : null}
      </Story>
      <Pins aria-labelledby="article-pins">
        <h2 id="article-pins">{TODAY_TEXT.articlePins}</h2>
        <PinGrid
          surface="TodayArticleFeed"
          ariaLabel={TODAY_TEXT.articlePins}
          feedKey={`article:${article.id}`}
          fetchPage={fetchPins}
          emptyState={<Notice>{TODAY_TEXT.articlePinsEmpty}</Notice>}
        />
      </Pins>
    </TodayWrapper>
  );
}
