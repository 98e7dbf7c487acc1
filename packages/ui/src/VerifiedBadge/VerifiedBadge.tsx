import { VERIFIED_BADGE_SIZES } from '@tessera/model';
import styled from 'styled-components';

/** §9 verified badge sizes sm 12, md 16, lg 20, xl 24 px: the model's VERIFIED_BADGE_SIZES. */
export type VerifiedBadgeSize = keyof typeof VERIFIED_BADGE_SIZES;

export interface VerifiedBadgeProps {
  size?: VerifiedBadgeSize;
  /**
   * What it means ("Verified merchant"); read by assistive technology. Omit it when the text next to
   * the badge already says so: the badge is then decorative.
   */
  accessibilityLabel?: string;
}

const Svg = styled.svg`
  display: inline-block;
  flex: none;
  vertical-align: middle;
`;

/**
 * The verified-merchant check in a disc. The disc is the theme's focus blue (the only blue token);
 * the check is the page background colour, so it reads in both themes.
 */
export function VerifiedBadge({ size = 'md', accessibilityLabel }: VerifiedBadgeProps) {
  const px = VERIFIED_BADGE_SIZES[size];
  const a11y = accessibilityLabel
    ? { role: 'img', 'aria-label': accessibilityLabel }
    : { 'aria-hidden': true as const };
  return (
    <Svg viewBox="0 0 24 24" width={px} height={px} focusable="false" data-testid="verified-badge" {...a11y}>
      <VerifiedDisc cx="12" cy="12" r="12" />
      <VerifiedCheck d="m10.3 17.1-5-5 1.8-1.8 3.2 3.2 6.6-6.6 1.8 1.8Z" />
    </Svg>
  );
}

const VerifiedDisc = styled.circle`
  fill: ${({ theme }) => theme.color.focusRing};
`;
const VerifiedCheck = styled.path`
  fill: ${({ theme }) => theme.color.background};
`;
