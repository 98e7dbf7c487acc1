/**
 * The shopping pages (§2): /shopping/ — a small carousel row of products per category
 * (ShoppingGridSmallCarousel), each row's heading leading to the category's landing page, then all
 * products (ProductPinsFeed); /shopping/{category}/{id}/ — the §2 landing tag as the heading, the
 * category's products from the landing product on (ProductPinsFeed), then products of the other
 * categories (RelatedProductsFeed). Every grid is the shared PinGrid.
 */
import { useApi } from '@tessera/api';
import { GRID_SURFACES } from '@tessera/masonry';
import { buildPath } from '@tessera/model';
import { Link } from '@tessera/ui';
import { useCallback, useId, useMemo } from 'react';
import styled from 'styled-components';
import { Notice } from '../../shared/Notice.ts';
import { PinGrid } from '../../shared/PinGrid.tsx';
import {
  categoryProductsFetcher,
  otherProductsFetcher,
  SHOPPING_ROW_SIZE,
  SHOPPING_TEXT,
  type ShoppingCategory,
  type ShoppingCategoryData,
  type ShoppingRootData,
} from './shoppingData.ts';

const Wrapper = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[6]}px;
  padding-block-end: ${({ theme }) => theme.space[6]}px;
  h1 {
    margin: ${({ theme }) => theme.space[4]}px 0 0;
    font-size: ${({ theme }) => theme.font.size.xl}px;
    text-align: center;
  }
  h2 {
    margin: 0;
    padding-inline: ${({ theme }) => theme.space[4]}px;
    font-size: ${({ theme }) => theme.font.size.lg}px;
  }
`;

const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[3]}px;
`;

const { columnWidth, gap } = GRID_SURFACES.ShoppingGridSmallCarousel;

/**
 * A row: as wide as SHOPPING_ROW_SIZE columns, so the grid lays the products out in one row, which
 * scrolls sideways where the page is narrower.
 */
const RowScroller = styled.div`
  overflow-x: auto;
  overscroll-behavior-x: contain;
  padding-inline: ${({ theme }) => theme.space[4]}px;
`;
const RowTrack = styled.div`
  width: ${SHOPPING_ROW_SIZE * columnWidth + (SHOPPING_ROW_SIZE - 1) * gap}px;
  margin-inline: auto;
`;

const Centre = styled.div`
  display: flex;
  justify-content: center;
`;

/** One category's row: its heading links to its landing page; its first products in one row. */
function CategoryRow({ row }: { row: ShoppingCategory }) {
  const api = useApi();
  const headingId = useId();
  const fetchPage = useCallback(
    async () => ({
      items: (await api.getShopping({ category: row.category, page_size: SHOPPING_ROW_SIZE })).items,
      bookmark: null,
    }),
    [api, row.category],
  );
  return (
    <Section aria-labelledby={headingId}>
      <h2 id={headingId}>
        <Link href={row.path}>{row.tag}</Link>
      </h2>
      <RowScroller>
        <RowTrack>
          <PinGrid
            surface="ShoppingGridSmallCarousel"
            ariaLabel={row.tag}
            feedKey={`shopping-row:${row.category}`}
            fetchPage={fetchPage}
          />
        </RowTrack>
      </RowScroller>
    </Section>
  );
}

export function ShoppingRootPage({ data }: { data: ShoppingRootData }) {
  const api = useApi();
  const fetchAll = useCallback((bookmark: string | null) => api.getShopping({}, bookmark), [api]);
  return (
    <Wrapper>
      <h1>{SHOPPING_TEXT.heading}</h1>
      {data.categories.length === 0 ? (
        <Notice>{SHOPPING_TEXT.empty}</Notice>
      ) : (
        <>
          {data.categories.map((row) => (
            <CategoryRow key={row.category} row={row} />
          ))}
          <Section aria-labelledby="shopping-all">
            <h2 id="shopping-all">{SHOPPING_TEXT.allProducts}</h2>
            <PinGrid
              surface="ProductPinsFeed"
              ariaLabel={SHOPPING_TEXT.allProducts}
              feedKey="shopping:all"
              fetchPage={fetchAll}
            />
          </Section>
        </>
      )}
    </Wrapper>
  );
}

export function ShoppingCategoryPage({ data }: { data: ShoppingCategoryData }) {
  const api = useApi();
  const { product, category, tag } = data;
  const fetchCategory = useMemo(
    () => categoryProductsFetcher(api, product, category),
    [api, product, category],
  );
  const fetchOthers = useMemo(() => otherProductsFetcher(api, category), [api, category]);
  return (
    <Wrapper>
      <Centre>
        <Link href={buildPath('shopping')}>{SHOPPING_TEXT.allShopping}</Link>
      </Centre>
      <Section aria-labelledby="shopping-tag">
        {/* §2 the landing tag of the path is the page's heading and names its grid. */}
        <h1 id="shopping-tag">{tag}</h1>
        <PinGrid
          surface="ProductPinsFeed"
          ariaLabel={tag}
          feedKey={`shopping:${category}:${product.id}`}
          fetchPage={fetchCategory}
        />
      </Section>
      <Section aria-labelledby="shopping-more">
        <h2 id="shopping-more">{SHOPPING_TEXT.moreToShop}</h2>
        <PinGrid
          surface="RelatedProductsFeed"
          ariaLabel={SHOPPING_TEXT.moreToShop}
          feedKey={`shopping-more:${category}`}
          fetchPage={fetchOthers}
          emptyState={<Notice>{SHOPPING_TEXT.moreToShopEmpty}</Notice>}
        />
      </Section>
    </Wrapper>
  );
}
