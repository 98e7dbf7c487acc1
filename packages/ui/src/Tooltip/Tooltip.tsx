import { type ReactNode, type RefObject, useRef } from 'react';
import {
  mergeProps,
  Overlay,
  type Placement,
  useOverlayPosition,
  useTooltip,
  useTooltipTrigger,
} from 'react-aria';
// FocusableProvider hands the trigger props (hover, focus, aria-describedby) to the Button,
// IconButton or Link inside, which read them through useFocusable: no wrapper element.
import { FocusableProvider } from 'react-aria/private/interactions/useFocusable';
import { type TooltipTriggerState, useTooltipTriggerState } from 'react-stately';
import styled, { useTheme } from 'styled-components';

/** ms the pointer rests on the trigger before the tooltip shows (focus shows it at once). */
export const TOOLTIP_DELAY_MS = 500;

export interface TooltipProps {
  /** The tooltip text: a description of the control, not its name (the control keeps its own). */
  text: string;
  /** One Button, IconButton or Link. */
  children: ReactNode;
  placement?: Placement;
  delay?: number;
}

const Bubble = styled.div`
  max-inline-size: ${({ theme }) => theme.breakpoints.sm / 2}px;
  padding-block: ${({ theme }) => theme.space[1]}px;
  padding-inline: ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radius.sm}px;
  background: ${({ theme }) => theme.color.toastBackground};
  color: ${({ theme }) => theme.color.onToast};
  font-family: ${({ theme }) => theme.font.family};
  font-size: ${({ theme }) => theme.font.size.xs}px;
  font-weight: ${({ theme }) => theme.font.weight.semibold};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  z-index: ${({ theme }) => theme.zIndex.popover};
  pointer-events: none;
`;

/**
 * A tooltip (react-aria useTooltipTrigger): shows after TOOLTIP_DELAY_MS of hover or at once on
 * keyboard focus, hides on leave, blur, press or Escape, and describes its trigger (aria-describedby).
 */
export function Tooltip({ text, children, placement = 'top', delay = TOOLTIP_DELAY_MS }: TooltipProps) {
  const state = useTooltipTriggerState({ delay, closeDelay: 0 });
  const triggerRef = useRef<HTMLElement>(null);
  const { triggerProps, tooltipProps } = useTooltipTrigger({ delay, closeDelay: 0 }, state, triggerRef);
  return (
    <>
      <FocusableProvider {...triggerProps} ref={triggerRef}>
        {children}
      </FocusableProvider>
      {state.isOpen ? (
        <TooltipBubble state={state} triggerRef={triggerRef} placement={placement} props={tooltipProps}>
          {text}
        </TooltipBubble>
      ) : null}
    </>
  );
}

function TooltipBubble({
  state,
  triggerRef,
  placement,
  props,
  children,
}: {
  state: TooltipTriggerState;
  triggerRef: RefObject<HTMLElement | null>;
  placement: Placement;
  props: ReturnType<typeof useTooltipTrigger>['tooltipProps'];
  children: string;
}) {
  const theme = useTheme();
  const overlayRef = useRef<HTMLDivElement>(null);
  const { tooltipProps } = useTooltip(props, state);
  const { overlayProps } = useOverlayPosition({
    targetRef: triggerRef,
    overlayRef,
    placement,
    offset: theme.space[2],
    isOpen: state.isOpen,
  });
  return (
    <Overlay>
      <Bubble {...mergeProps(tooltipProps, overlayProps)} ref={overlayRef}>
        {children}
      </Bubble>
    </Overlay>
  );
}
