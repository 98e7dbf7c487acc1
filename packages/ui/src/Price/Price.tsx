import { footerPrice } from '@tessera/model';
import styled from 'styled-components';

export interface PriceProps {
  /** The product's offerSummary (§3): price, minPrice, maxPrice, standardPrice (formatted by the server). */
  offer: {
    price?: string | null;
    minPrice?: string | null;
    maxPrice?: string | null;
    standardPrice?: string | null;
  };
  size?: 'sm' | 'md';
}

const Line = styled.span<{ $size: 'sm' | 'md' }>`
  display: inline-flex;
  align-items: baseline;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[1]}px;
  font-size: ${({ theme, $size }) => theme.font.size[$size]}px;
  color: ${({ theme }) => theme.color.text};
`;

const Current = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

const Original = styled.del`
  color: ${({ theme }) => theme.color.textSubtle};
  font-size: ${({ theme }) => theme.font.size.xs}px;
`;

/**
 * The footer price (§5, the model's footerPrice): "min-max" when both exist, else the price; the
 * original price struck through (<del>) when it differs. Nothing when there is no price.
 */
export function Price({ offer, size = 'md' }: PriceProps) {
  const shown = footerPrice(offer);
  if (!shown) return null;
  return (
    <Line $size={size} data-testid="price">
      <Current>{shown.price}</Current>
      {shown.original ? <Original>{shown.original}</Original> : null}
    </Line>
  );
}
