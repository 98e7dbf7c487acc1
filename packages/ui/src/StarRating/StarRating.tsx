import { ratingStars, STAR_COUNT, STAR_SIZE_PX, STAR_UNIT_WIDTH_PX, starRowWidth } from '@tessera/model';
import styled from 'styled-components';
import { Icon } from '../Icon/Icon.tsx';

export interface StarRatingProps {
  /** The rating, on the scale of maxRating (shown as stars out of 5 whatever the scale). */
  rating: number;
  /** The best rating possible (default 5); a rating above it counts as the maximum. */
  maxRating?: number;
  /** What the stars say, e.g. "Rated 4.5 out of 5"; the row is one image with this name. */
  accessibilityLabel: string;
  /** Shown after the stars, e.g. the review count "(128)". */
  caption?: string;
}

const Row = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  color: ${({ theme }) => theme.color.text};
  font-size: ${({ theme }) => theme.font.size.xs}px;
`;

/** §9 the stars: 5 of STAR_SIZE_PX (15) px, each in a STAR_UNIT_WIDTH_PX (18) px unit. */
const Stars = styled.span`
  display: inline-flex;
  inline-size: ${starRowWidth()}px;
  flex: none;
`;

const Unit = styled.span`
  position: relative;
  display: inline-flex;
  inline-size: ${STAR_UNIT_WIDTH_PX}px;
  block-size: ${STAR_SIZE_PX}px;
`;

const Empty = styled.span`
  display: inline-flex;
  color: ${({ theme }) => theme.color.border};
`;

/** The filled part of a star, clipped from the start edge (so a half star mirrors in rtl). */
const Fill = styled.span<{ $fraction: number }>`
  position: absolute;
  inset-block-start: 0;
  inset-inline-start: 0;
  display: inline-flex;
  inline-size: ${({ $fraction }) => $fraction * STAR_SIZE_PX}px;
  overflow: hidden;
  color: ${({ theme }) => theme.color.text};
`;

/**
 * A product or recipe rating (§5, §9): the model's ratingStars decides full, half and empty stars
 * (0.75 or more fills a star, 0.25 to 0.75 is a half).
 */
export function StarRating({ rating, maxRating, accessibilityLabel, caption }: StarRatingProps) {
  const { full, half } = ratingStars(rating, maxRating);
  return (
    <Row>
      <Stars role="img" aria-label={accessibilityLabel} data-full={full} data-half={half}>
        {Array.from({ length: STAR_COUNT }, (_, index) => {
          const fraction = index < full ? 1 : index === full && half ? 0.5 : 0;
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the five stars are positions
            <Unit key={index} data-star={fraction === 1 ? 'full' : fraction === 0.5 ? 'half' : 'empty'}>
              <Empty>
                <Icon name="star" size={STAR_SIZE_PX} />
              </Empty>
              {fraction > 0 ? (
                <Fill $fraction={fraction}>
                  <Icon name="star" size={STAR_SIZE_PX} style={{ flex: 'none' }} />
                </Fill>
              ) : null}
            </Unit>
          );
        })}
      </Stars>
      {caption ? <span>{caption}</span> : null}
    </Row>
  );
}
