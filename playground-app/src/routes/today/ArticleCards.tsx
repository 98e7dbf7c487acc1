/**
 * Articles as cards (Today's articles): the cover (decoration: the title is the card's text), the
 * title as the link to the article's page, and the byline.
 */
import { Link } from '@tessera/ui';
import styled from 'styled-components';
import { CardGrid } from '../../shared/CardGrid.ts';
import { type ArticleView, TODAY_TEXT } from './todayData.ts';

const Cover = styled.div<{ $color: string | undefined }>`
  aspect-ratio: 4 / 3;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ $color, theme }) => $color ?? theme.color.secondary};
  overflow: hidden;
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
    display: block;
  }
`;

const Title = styled.div`
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  overflow-wrap: anywhere;
`;

export function ArticleCards({ articles, label }: { articles: readonly ArticleView[]; label: string }) {
  return (
    <CardGrid $min={220} aria-label={label}>
      {articles.map((view, index) => {
        const image = view.cover.images?.['474x'] ?? view.cover.images?.['236x'];
        return (
          <li key={view.article.id}>
            <Cover $color={view.cover.dominantColor ?? undefined}>
              {image ? (
                // The first cover tops the page: its first screen's largest image (LCP), never lazy,
                // asked for first (and preloaded by the server's first paint).
                <img
                  src={image.url}
                  alt=""
                  {...(index === 0 ? { loading: 'eager', fetchPriority: 'high' } : { loading: 'lazy' })}
                />
              ) : null}
            </Cover>
            <Title>
              <Link href={view.path}>{view.article.title}</Link>
            </Title>
            <span>{TODAY_TEXT.byline(view)}</span>
          </li>
        );
      })}
    </CardGrid>
  );
}
