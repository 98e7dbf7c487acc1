import { lightTheme } from '@tessera/tokens';
import styled, { css, useTheme } from 'styled-components';
import { Icon, type IconName } from '../Icon/Icon.tsx';

/**
 * The corner badges of the pin card (§2): GIF, video or story length, price, product label and
 * carousel position. They sit on the image, whose colours do not follow the page theme, so their
 * colours are the light theme's ink (dark badge, light text) or surface (light badge) in both themes.
 */
const ON_IMAGE = {
  dark: { background: lightTheme.color.selected, text: lightTheme.color.onSelected },
  light: { background: lightTheme.color.surface, text: lightTheme.color.text },
} as const;

export type BadgeCorner = 'top-start' | 'top-end' | 'bottom-start' | 'bottom-end';

export interface BadgeProps {
  /** The visible text (GIF, 0:15, $25, 2/5…); also what assistive technology reads. */
  text: string;
  icon?: IconName;
  /** dark (default): GIF, length, position; light: price and product labels. */
  tone?: 'dark' | 'light';
  /** Pin the badge to a corner of the nearest positioned parent (logical: start/end follow the text direction). */
  corner?: BadgeCorner;
  'data-testid'?: string;
}

const Pill = styled.span<{ $tone: 'dark' | 'light'; $corner?: BadgeCorner | undefined }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[1]}px;
  padding-block: ${({ theme }) => theme.space[1]}px;
  padding-inline: ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radius.pill}px;
  background: ${({ $tone }) => ON_IMAGE[$tone].background};
  color: ${({ $tone }) => ON_IMAGE[$tone].text};
  font-size: ${({ theme }) => theme.font.size.xs}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  white-space: nowrap;
  pointer-events: none;
  ${({ $corner, theme }) => {
    if (!$corner) return '';
    const [block, inline] = $corner.split('-') as ['top' | 'bottom', 'start' | 'end'];
    return css`
      position: absolute;
      ${block === 'top' ? 'inset-block-start' : 'inset-block-end'}: ${theme.space[2]}px;
      ${inline === 'start' ? 'inset-inline-start' : 'inset-inline-end'}: ${theme.space[2]}px;
    `;
  }}
`;

/** A small pill of text on an image corner. */
export function Badge({ text, icon, tone = 'dark', corner, 'data-testid': testId }: BadgeProps) {
  const theme = useTheme();
  return (
    <Pill $tone={tone} $corner={corner} data-testid={testId} data-badge={tone}>
      {icon ? <Icon name={icon} size={theme.font.size.xs} /> : null}
      {text}
    </Pill>
  );
}

/** A video or story length as m:ss (or h:mm:ss from an hour), from milliseconds; whole seconds, rounded down. */
export function durationText(ms: number): string {
  const total = Math.max(0, Math.floor(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}

/** The carousel position badge: "2/5" for the second of five slots (index is 0-based). */
export function positionText(index: number, count: number): string {
  return `${index + 1}/${count}`;
}
