import { type ReactNode, type RefObject, useRef } from 'react';
import { DismissButton, Overlay, type Placement, useDialog, useLocale, usePopover } from 'react-aria';
import type { OverlayTriggerState } from 'react-stately';
import styled, { useTheme } from 'styled-components';

export const PopoverSurface = styled.div`
  box-sizing: border-box;
  min-inline-size: ${({ theme }) => theme.space[8] * 5}px;
  max-inline-size: min(${({ theme }) => theme.breakpoints.sm}px, calc(100vw - ${({ theme }) => 2 * theme.space[4]}px));
  padding: ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radius.md}px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  font-family: ${({ theme }) => theme.font.family};
  box-shadow: 0 0 ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.color.overlayVisual},
    0 0 0 1px ${({ theme }) => theme.color.border};
  z-index: ${({ theme }) => theme.zIndex.popover};
  outline: none;
`;

export interface PopoverFrameProps {
  state: OverlayTriggerState;
  triggerRef: RefObject<Element | null>;
  placement?: Placement;
  children: ReactNode;
  /** Leave the page interactive (no click-away close); default false. */
  isNonModal?: boolean;
  'data-testid'?: string;
}

/**
 * The floating layer of Popover, Menu and ContextMenu (react-aria usePopover): placed next to its
 * trigger (flipped when there is no room), closed by a click away or Escape, with hidden dismiss
 * buttons for screen readers at both ends.
 */
export function PopoverFrame({
  state,
  triggerRef,
  placement = 'bottom start',
  children,
  isNonModal = false,
  'data-testid': testId,
}: PopoverFrameProps) {
  const theme = useTheme();
  const { direction } = useLocale();
  const popoverRef = useRef<HTMLDivElement>(null);
  const { popoverProps, underlayProps } = usePopover(
    { triggerRef, popoverRef, placement, offset: theme.space[2], isNonModal },
    state,
  );
  return (
    <Overlay>
      {isNonModal ? null : <div {...underlayProps} style={{ position: 'fixed', inset: 0 }} />}
      <PopoverSurface {...popoverProps} ref={popoverRef} dir={direction} data-testid={testId}>
        <DismissButton onDismiss={state.close} />
        {children}
        <DismissButton onDismiss={state.close} />
      </PopoverSurface>
    </Overlay>
  );
}

export interface PopoverProps {
  state: OverlayTriggerState;
  triggerRef: RefObject<Element | null>;
  /** Names the popover dialog (e.g. its visible title). */
  accessibilityLabel: string;
  placement?: Placement;
  children: ReactNode;
}

/**
 * A popover dialog anchored to a trigger: content the person can tab through (e.g. the inviter
 * popover, a board picker). Open it with useOverlayTrigger + useOverlayTriggerState.
 */
export function Popover({ state, triggerRef, accessibilityLabel, placement, children }: PopoverProps) {
  if (!state.isOpen) return null;
  return (
    <PopoverFrame state={state} triggerRef={triggerRef} {...(placement ? { placement } : {})}>
      <PopoverDialog accessibilityLabel={accessibilityLabel}>{children}</PopoverDialog>
    </PopoverFrame>
  );
}

function PopoverDialog({
  accessibilityLabel,
  children,
}: {
  accessibilityLabel: string;
  children: ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const { dialogProps } = useDialog({ 'aria-label': accessibilityLabel }, ref);
  return (
    <div {...dialogProps} ref={ref} style={{ outline: 'none' }}>
      {children}
    </div>
  );
}
