import { ANNOTATION_ARROW_SIZE, annotationArrowVisible, annotationScrollStep, labels } from '@tessera/model';
import { useCallback, useEffect, useRef, useState } from 'react';
import { mergeProps, useFocusRing, useHover, useLocale, usePress } from 'react-aria';
import styled, { css, useTheme } from 'styled-components';
import { focusRing } from '../Button/Button.styles.ts';
import { Icon } from '../Icon/Icon.tsx';
import { Link } from '../Link/Link.tsx';

export interface AnnotationTag {
  /** The visible text (annotation name). */
  name: string;
  url?: string;
}

export interface AnnotationTagStripProps {
  tags: readonly AnnotationTag[];
  /** Names the list of tags. */
  accessibilityLabel: string;
}

const Wrapper = styled.div`
  position: relative;
  max-inline-size: 100%;
`;

const Scroller = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  margin: 0;
  padding: ${({ theme }) => theme.space[1]}px;
  list-style: none;
  overflow-x: auto;
  scroll-behavior: smooth;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  @media (prefers-reduced-motion: reduce) {
    scroll-behavior: auto;
  }
`;

const Chip = styled.li`
  flex: none;
  display: inline-flex;
  align-items: center;
  padding-block: ${({ theme }) => theme.space[1]}px;
  padding-inline: ${({ theme }) => theme.space[3]}px;
  border-radius: ${({ theme }) => theme.radius.pill}px;
  background: ${({ theme }) => theme.color.secondary};
  color: ${({ theme }) => theme.color.onSecondary};
  font-size: ${({ theme }) => theme.font.size.sm}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  white-space: nowrap;
`;

/** §9 the 45 × 30 gradient arrow, fading from the page background into the strip. */
const Arrow = styled.button<{
  $side: 'start' | 'end';
  $hovered: boolean;
  $focusVisible: boolean;
  $dir: 'ltr' | 'rtl';
}>`
  position: absolute;
  inset-block-start: 50%;
  transform: translateY(-50%);
  ${({ $side }) => ($side === 'start' ? 'inset-inline-start: 0;' : 'inset-inline-end: 0;')}
  display: flex;
  align-items: center;
  justify-content: ${({ $side }) => ($side === 'start' ? 'flex-start' : 'flex-end')};
  inline-size: ${ANNOTATION_ARROW_SIZE.width}px;
  block-size: ${ANNOTATION_ARROW_SIZE.height}px;
  margin: 0;
  padding: 0;
  border: none;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  cursor: pointer;
  outline: none;
  color: ${({ theme }) => theme.color.text};
  ${({ theme, $side, $dir }) => {
    // Solid at the outer edge, transparent toward the tags; "to left/right" in physical terms.
    const outer = ($side === 'start') === ($dir === 'ltr') ? 'right' : 'left';
    return css`
      background: linear-gradient(to ${outer}, ${theme.color.background} 60%, transparent);
    `;
  }}
  ${({ $hovered, theme }) => ($hovered ? `color: ${theme.color.textSubtle};` : '')}
  ${({ $focusVisible }) => ($focusVisible ? focusRing : '')}
`;

interface Remaining {
  start: number;
  end: number;
}

/** How far the strip can still scroll toward its start and its end (px), in either direction of text. */
function remainingOf(el: HTMLElement): Remaining {
  const travelled = Math.abs(el.scrollLeft); // negative in rtl
  const total = el.scrollWidth - el.clientWidth;
  return { start: travelled, end: Math.max(0, total - travelled) };
}

/**
 * The horizontally scrollable annotation tags of the More information panel (§2, §9): an arrow at
 * an edge shows while more than 4 px remain that way, and scrolls by half the visible width. The
 * tags are links (Tab reaches each, and focus scrolls it into view), so the arrows are a pointer aid.
 */
export function AnnotationTagStrip({ tags, accessibilityLabel }: AnnotationTagStripProps) {
  const { direction } = useLocale();
  const ref = useRef<HTMLUListElement>(null);
  const [remaining, setRemaining] = useState<Remaining>({ start: 0, end: 0 });

  const measure = useCallback(() => {
    if (ref.current) setRemaining(remainingOf(ref.current));
  }, []);

  useEffect(() => {
    const el = ref.current;
    if (!el) return;
    measure();
    el.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    return () => {
      el.removeEventListener('scroll', measure);
      observer?.disconnect();
    };
  }, [measure]);

  const scroll = (toward: 'start' | 'end') => {
    const el = ref.current;
    if (!el) return;
    const step = annotationScrollStep(el.clientWidth);
    const sign = (toward === 'end' ? 1 : -1) * (direction === 'rtl' ? -1 : 1);
    el.scrollBy({ left: sign * step });
  };

  return (
    <Wrapper>
      <Scroller ref={ref} aria-label={accessibilityLabel} data-testid="annotation-strip">
        {tags.map((tag) => (
          <Chip key={tag.name}>
            {tag.url ? (
              <Link href={tag.url} color="inherit" underline="hover">
                {tag.name}
              </Link>
            ) : (
              tag.name
            )}
          </Chip>
        ))}
      </Scroller>
      {annotationArrowVisible(remaining.start) ? (
        <ScrollArrow side="start" dir={direction} onPress={() => scroll('start')} />
      ) : null}
      {annotationArrowVisible(remaining.end) ? (
        <ScrollArrow side="end" dir={direction} onPress={() => scroll('end')} />
      ) : null}
    </Wrapper>
  );
}

function ScrollArrow({
  side,
  dir,
  onPress,
}: {
  side: 'start' | 'end';
  dir: 'ltr' | 'rtl';
  onPress: () => void;
}) {
  const theme = useTheme();
  const { pressProps } = usePress({ onPress });
  const { hoverProps, isHovered } = useHover({});
  const { focusProps, isFocusVisible } = useFocusRing();
  // Previous points toward the start edge, Next toward the end edge, whatever the direction.
  const icon = (side === 'start') === (dir === 'ltr') ? 'chevron-left' : 'chevron-right';
  return (
    <Arrow
      type="button"
      aria-label={side === 'start' ? labels.previous : labels.next}
      {...mergeProps(pressProps, hoverProps, focusProps)}
      $side={side}
      $dir={dir}
      $hovered={isHovered}
      $focusVisible={isFocusVisible}
      data-testid={`annotation-arrow-${side}`}
    >
      <Icon name={icon} size={theme.font.size.md} />
    </Arrow>
  );
}
