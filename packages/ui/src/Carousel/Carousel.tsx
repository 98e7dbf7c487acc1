import { canGoNext, canGoPrevious, carouselMachine, type SwipeLog } from '@tessera/machines';
import { EVENT_TYPE, labels } from '@tessera/model';
import { lightTheme } from '@tessera/tokens';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { useLocale } from 'react-aria';
import { createPortal } from 'react-dom';
import styled, { css } from 'styled-components';
import { Badge, positionText } from '../Badge/Badge.tsx';
import { IconButton } from '../IconButton/IconButton.tsx';

export interface CarouselSlot {
  /** slotId (§3 carouselData.slots). */
  id: string;
  content: ReactNode;
}

export interface SlotImpression {
  /** §7 event 7352, carousel slot impression. */
  eventType: number;
  index: number;
  slotId: string;
}

export interface CarouselProps {
  slots: readonly CarouselSlot[];
  /** Names the carousel region. */
  accessibilityLabel: string;
  /** The first slot shown (carouselData.index). */
  initialIndex?: number;
  /**
   * Dot indicators: `auto` (default) hides them on small viewports (a phone), `always` keeps them
   * (a carousel on a pin's closeup inside a grid), `never` drops them.
   */
  dots?: 'auto' | 'always' | 'never';
  /** A carousel in a search third-party ad module: swipes are logged as events 9315/9316 instead of 108. */
  searchThirdPartyAd?: boolean;
  /** Each slot as it is shown (the first on mount, then after every change): log event 7352. */
  onSlotImpression?: (impression: SlotImpression) => void;
  /** A swipe that changed the slot: log `eventType` (108, or 9315/9316). */
  onSwipe?: (log: SwipeLog) => void;
  /** A tap (pointer moved under 10 px): e.g. open the pin. */
  onTap?: () => void;
  onChange?: (change: { index: number }) => void;
  /**
   * Where the position badge goes instead of the carousel's top-end corner: an element in the flow
   * of whatever covers that corner (the pin card's Save while its hover actions show), so the badge
   * sits below it whatever its height. Null or absent: the corner.
   */
  positionBadgeContainer?: HTMLElement | null;
}

const Region = styled.section`
  position: relative;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radius.md}px;
  touch-action: pan-y;
  user-select: none;
`;

const Track = styled.div<{ $offset: number }>`
  display: flex;
  transform: translateX(${({ $offset }) => $offset}%);
  transition: transform 0.3s ease-out;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

const Slide = styled.div`
  flex: 0 0 100%;
  min-inline-size: 0;
`;

const ArrowBox = styled.div<{ $side: 'start' | 'end' }>`
  position: absolute;
  inset-block-start: 50%;
  transform: translateY(-50%);
  ${({ $side, theme }) => ($side === 'start' ? `inset-inline-start: ${theme.space[2]}px;` : `inset-inline-end: ${theme.space[2]}px;`)}
`;

const Dots = styled.div<{ $mode: 'auto' | 'always' }>`
  position: absolute;
  inset-block-end: ${({ theme }) => theme.space[1]}px;
  inset-inline: 0;
  display: flex;
  justify-content: center;
  ${({ $mode, theme }) =>
    $mode === 'auto'
      ? css`
          @media (max-width: ${theme.breakpoints.sm - 1}px) {
            display: none;
          }
        `
      : ''}
`;

/** A 24 × 24 target (WCAG 2.2) around an 8 px dot. */
const Dot = styled.button<{ $active: boolean }>`
  inline-size: ${({ theme }) => theme.space[6]}px;
  block-size: ${({ theme }) => theme.space[6]}px;
  margin: 0;
  padding: 0;
  border: none;
  background: transparent;
  cursor: pointer;
  &::after {
    content: '';
    display: block;
    margin: auto;
    inline-size: ${({ theme }) => theme.space[2]}px;
    block-size: ${({ theme }) => theme.space[2]}px;
    border-radius: 50%;
    /* The dots sit on the image: white in both themes (like the corner badges). */
    background: ${lightTheme.color.surface};
    opacity: ${({ $active }) => ($active ? 1 : 0.5)};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.color.overlayWash};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: -2px;
    border-radius: 50%;
  }
`;

/**
 * A carousel (§2, §4) driven by the carouselMachine: previous / next arrows (disabled at the ends),
 * dot indicators, swipes (held under 500 ms, horizontal), the position badge shown for 4 s after a
 * change, and a hook for slot impressions. The slides are a region of groups; hidden slides are
 * inert, so Tab and screen readers only meet the slide on show.
 */
export function Carousel({
  slots,
  accessibilityLabel,
  initialIndex = 0,
  dots = 'auto',
  searchThirdPartyAd = false,
  onSlotImpression,
  onSwipe,
  onTap,
  onChange,
  positionBadgeContainer = null,
}: CarouselProps) {
  const { direction } = useLocale();
  const reportSlot = (at: number) => {
    const slot = slots[at];
    if (slot) {
      onSlotImpression?.({
        eventType: EVENT_TYPE.codes.CAROUSEL_SLOT_IMPRESSION,
        index: at,
        slotId: slot.id,
      });
    }
  };
  // The callbacks are the machine's actions, provided anew on each render (@xstate/react re-syncs
  // them), so the machine always calls the current props.
  const actor = useActorRef(
    carouselMachine.provide({
      actions: {
        logSwipe: (_args, log: SwipeLog) => onSwipe?.(log),
        announce: ({ context }) => {
          reportSlot(context.index);
          onChange?.({ index: context.index });
        },
        announceTap: () => onTap?.(),
      },
    }),
    { input: { slotCount: slots.length, index: initialIndex, searchThirdPartyAd } },
  );
  const index = useSelector(actor, (s) => s.context.index);
  const indexShown = useSelector(actor, (s) => s.matches('indexShown'));
  const previousEnabled = useSelector(actor, (s) => canGoPrevious(s.context));
  const nextEnabled = useSelector(actor, (s) => canGoNext(s.context));

  // The slot on show when the carousel (or its slots) appears is an impression too; later slots
  // are reported by the machine's announce action.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per set of slots, not per render.
  useEffect(() => {
    reportSlot(actor.getSnapshot().context.index);
  }, [actor, slots]);

  // Swipes: pointer down / up with position and time, judged by the machine.
  const regionRef = useRef<HTMLElement>(null);
  useEffect(() => {
    const el = regionRef.current;
    if (!el) return;
    // In rtl the slides run right to left: mirror x so the machine's "next" is toward the end.
    const mirror = direction === 'rtl' ? -1 : 1;
    const at = (event: PointerEvent) => ({
      x: mirror * event.clientX,
      y: event.clientY,
      time: event.timeStamp,
    });
    const onButton = (event: PointerEvent) => (event.target as HTMLElement).closest('button') !== null;
    const onDown = (event: PointerEvent) => {
      if (!onButton(event)) actor.send({ type: 'POINTER_DOWN', ...at(event) });
    };
    const up = (event: PointerEvent) => {
      if (!onButton(event)) actor.send({ type: 'POINTER_UP', ...at(event) });
    };
    const cancel = () => actor.send({ type: 'POINTER_CANCEL' });
    el.addEventListener('pointerdown', onDown);
    el.addEventListener('pointerup', up);
    el.addEventListener('pointercancel', cancel);
    return () => {
      el.removeEventListener('pointerdown', onDown);
      el.removeEventListener('pointerup', up);
      el.removeEventListener('pointercancel', cancel);
    };
  }, [actor, direction]);

  const sign = direction === 'rtl' ? 1 : -1;
  return (
    <Region
      ref={regionRef}
      aria-roledescription="carousel"
      aria-label={accessibilityLabel}
      data-index={index}
    >
      <Track $offset={sign * index * 100}>
        {slots.map((slot, i) => (
          <Slide
            key={slot.id}
            role="group"
            aria-roledescription="slide"
            aria-label={positionText(i, slots.length)}
            aria-hidden={i !== index || undefined}
            inert={i !== index}
          >
            {slot.content}
          </Slide>
        ))}
      </Track>
      {slots.length > 1 ? (
        <>
          <ArrowBox $side="start">
            <IconButton
              accessibilityLabel={labels.previous}
              icon={direction === 'rtl' ? 'chevron-right' : 'chevron-left'}
              size="sm"
              disabled={!previousEnabled}
              onPress={() => actor.send({ type: 'PREVIOUS' })}
            />
          </ArrowBox>
          <ArrowBox $side="end">
            <IconButton
              accessibilityLabel={labels.next}
              icon={direction === 'rtl' ? 'chevron-left' : 'chevron-right'}
              size="sm"
              disabled={!nextEnabled}
              onPress={() => actor.send({ type: 'NEXT' })}
            />
          </ArrowBox>
          {dots === 'never' ? null : (
            <Dots $mode={dots} data-testid="carousel-dots">
              {slots.map((slot, i) => (
                <Dot
                  key={slot.id}
                  type="button"
                  $active={i === index}
                  aria-label={positionText(i, slots.length)}
                  aria-current={i === index || undefined}
                  onClick={() => actor.send({ type: 'GO_TO', index: i })}
                />
              ))}
            </Dots>
          )}
          {indexShown ? (
            positionBadgeContainer ? (
              createPortal(
                <Badge text={positionText(index, slots.length)} data-testid="carousel-index" />,
                positionBadgeContainer,
              )
            ) : (
              <Badge text={positionText(index, slots.length)} corner="top-end" data-testid="carousel-index" />
            )
          ) : null}
        </>
      ) : null}
    </Region>
  );
}
