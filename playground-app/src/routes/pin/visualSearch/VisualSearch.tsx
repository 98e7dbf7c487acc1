/**
 * §2 visual search of a pin: /pin/{id}/visual-search/ (pins that look like it, RelatedPinGrid) and
 * /pin/{id}/visual-search/products/ (products like it, VisualInspirationShoppingPin: the shopping
 * feed of the pin's category). The mock server has no image matching: "looks like" is its related
 * pins (same category), our reading.
 */
import { isResourceRequestError, useApi } from '@tessera/api';
import { buildPath, gridTitle, type Pin } from '@tessera/model';
import { cardLayout, PinMedia, UnavailablePin } from '@tessera/pin-card';
import { Heading, Text } from '@tessera/ui';
import { useCallback } from 'react';
import { NavLink } from 'react-router';
import styled from 'styled-components';
import { type PageLoaderArgs, usePageData } from '../../../app/page.ts';
import { useSession } from '../../../app/session.ts';
import { PinGrid } from '../../../shared/PinGrid.tsx';

export interface VisualSearchData {
  pin: Pin | null;
  id: string;
}

/** The page's words (the spec shows none; ours). */
export const VISUAL_SEARCH_TEXT = {
  pins: 'Visually similar',
  products: 'Shop similar',
  back: 'Back to the pin',
  noProducts: 'No similar products yet.',
  noPins: 'No similar pins yet.',
} as const;

/** The searched image at the standard grid width (§9 236). */
const SEARCHED_WIDTH = 236;

export async function visualSearchLoader({ route, api }: PageLoaderArgs): Promise<VisualSearchData> {
  const id = route.params.id ?? '';
  try {
    return { id, pin: await api.getPin({ id }) };
  } catch (error) {
    if (isResourceRequestError(error) && error.http_status === 404) return { id, pin: null };
    throw error;
  }
}

export const visualSearchTitle = (kind: 'pins' | 'products') => (data: VisualSearchData) =>
  `${kind === 'pins' ? VISUAL_SEARCH_TEXT.pins : VISUAL_SEARCH_TEXT.products}${data.pin ? `: ${gridTitle(data.pin) || 'Pin'}` : ''}`;

const Top = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[4]}px;
  align-items: flex-start;
  margin-block: ${({ theme }) => theme.space[4]}px;
  > figure {
    margin: 0;
    inline-size: ${SEARCHED_WIDTH}px;
    border-radius: ${({ theme }) => theme.radius.md}px;
    overflow: hidden;
  }
`;

const Tabs = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  a {
    display: inline-flex;
    align-items: center;
    min-block-size: ${({ theme }) => theme.space[8]}px;
    padding-inline: ${({ theme }) => theme.space[3]}px;
    border-radius: ${({ theme }) => theme.radius.pill}px;
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-decoration: none;
    background: ${({ theme }) => theme.color.secondary};
  }
  a[aria-current='page'] {
    background: ${({ theme }) => theme.color.selected};
    color: ${({ theme }) => theme.color.onSelected};
  }
`;

export function VisualSearch({ kind }: { kind: 'pins' | 'products' }) {
  const { pin, id } = usePageData<typeof visualSearchLoader>();
  const api = useApi();
  const session = useSession();
  const fetchPins = useCallback(
    (bookmark: string | null) => api.getRelatedPins({ pin_id: id }, bookmark),
    [api, id],
  );
  const category = pin?.category;
  const fetchProducts = useCallback(
    (bookmark: string | null) => api.getShopping(category ? { category } : {}, bookmark),
    [api, category],
  );
  if (!pin) return <UnavailablePin fullScreen />;
  const title = gridTitle(pin) || 'Pin';
  const layout = cardLayout(pin, { columnWidth: SEARCHED_WIDTH, visitor: session.visitor });
  return (
    <>
      <Top>
        <figure>
          <PinMedia
            pin={pin}
            layout={layout}
            columnWidth={SEARCHED_WIDTH}
            devicePixelRatio={typeof window === 'undefined' ? 1 : window.devicePixelRatio || 1}
            loading="eager"
            excludeOriginal={session.visitor === 'bot'}
          />
        </figure>
        <div>
          <Heading level={1}>
            {kind === 'pins' ? VISUAL_SEARCH_TEXT.pins : VISUAL_SEARCH_TEXT.products}
          </Heading>
          <Text color="subtle">{title}</Text>
          <Tabs aria-label="Visual search">
            <NavLink to={buildPath('pinVisualSearch', { id })} end>
              {VISUAL_SEARCH_TEXT.pins}
            </NavLink>
            <NavLink to={buildPath('pinVisualSearchProducts', { id })} end>
              {VISUAL_SEARCH_TEXT.products}
            </NavLink>
            <NavLink to={buildPath('pin', { id })} end>
              {VISUAL_SEARCH_TEXT.back}
            </NavLink>
          </Tabs>
        </div>
      </Top>
      {kind === 'pins' ? (
        <PinGrid
          surface="RelatedPinGrid"
          ariaLabel={VISUAL_SEARCH_TEXT.pins}
          feedKey={`visual:${id}`}
          fetchPage={fetchPins}
          emptyState={<Text color="subtle">{VISUAL_SEARCH_TEXT.noPins}</Text>}
        />
      ) : (
        <PinGrid
          surface="VisualInspirationShoppingPin"
          ariaLabel={VISUAL_SEARCH_TEXT.products}
          feedKey={`visual-products:${id}`}
          fetchPage={fetchProducts}
          emptyState={<Text color="subtle">{VISUAL_SEARCH_TEXT.noProducts}</Text>}
        />
      )}
    </>
  );
}
