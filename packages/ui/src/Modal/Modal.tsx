import { mobileModalMachine } from '@tessera/machines';
import { labels } from '@tessera/model';
import { useActorRef, useSelector } from '@xstate/react';
import { type ReactNode, type RefObject, useEffect, useRef } from 'react';
import {
  FocusScope,
  mergeProps,
  Overlay,
  useDialog,
  useLocale,
  useOverlay,
  usePress,
  usePreventScroll,
} from 'react-aria';
import { useTheme } from 'styled-components';
import { useMediaQuery } from '../hooks/useMediaQuery.ts';
import { IconButton } from '../IconButton/IconButton.tsx';
import { usePresence } from '../motion/usePresence.ts';
import { Heading } from '../Text/Text.tsx';
import { useImpressionPause } from './ImpressionPause.tsx';
import {
  Body,
  Footer,
  Header,
  HeaderTitle,
  Layer,
  Mask,
  MaskFade,
  type ModalSize,
  Panel,
  PanelMotion,
} from './Modal.styles.ts';

export type ModalLayout = 'auto' | 'dialog' | 'sheet';

export interface ModalProps {
  isOpen: boolean;
  /** Called when the person asks to close (Escape, the close button, a mask tap when allowed). */
  onDismiss: () => void;
  /** The visible heading, which also names the dialog. */
  heading: string;
  children?: ReactNode;
  /** Buttons at the bottom (e.g. Okay). */
  footer?: ReactNode;
  /** `auto` (default): a slide-up sheet below the sm breakpoint, a centred dialog above. */
  layout?: ModalLayout;
  size?: ModalSize;
  /** A tap on the dimmed page around the modal closes it (default true). */
  closeOnMaskTap?: boolean;
  /** The page may scroll under the modal (default false: scroll is locked). */
  allowScroll?: boolean;
  /** Show the close (Dismiss) button in the header (default true). */
  showCloseButton?: boolean;
  /** dialog (default) or alertdialog (an interruption that needs an answer). */
  role?: 'dialog' | 'alertdialog';
  'data-testid'?: string;
}

/**
 * A modal (§4, §9). Desktop: a centred dialog over a mask at z-index 1000. Mobile: a sheet that
 * slides up over MOBILE_SLIDE_UP_MS (225) after MOBILE_SLIDE_UP_DELAY_MS (500). Either way focus is
 * trapped inside and returns to the opener on close, Escape closes, page scroll is locked unless
 * allowed, and impression tracking is paused while it is open. Its open/close life is the
 * mobileModalMachine (pause impressions, lock scroll, mask tap when allowed).
 */
export function Modal({
  isOpen,
  onDismiss,
  heading,
  children,
  footer,
  layout = 'auto',
  size = 'md',
  closeOnMaskTap = true,
  allowScroll = false,
  showCloseButton = true,
  role = 'dialog',
  'data-testid': testId,
}: ModalProps) {
  const theme = useTheme();
  const narrow = useMediaQuery(`(max-width: ${theme.breakpoints.sm - 1}px)`);
  const sheet = layout === 'sheet' || (layout === 'auto' && narrow);
  const pauseImpressions = useImpressionPause();

  const actor = useActorRef(
    mobileModalMachine.provide({
      actions: {
        pauseImpressions: () => pauseImpressions?.({ type: 'MODAL_OPENED' }),
        resumeImpressions: () => pauseImpressions?.({ type: 'MODAL_CLOSED' }),
      },
    }),
    { input: { allowScroll, closeOnMaskTap, open: isOpen } },
  );
  const open = useSelector(actor, (s) => s.matches('open'));
  // waiting → slidingUp → shown: `shown` once the sheet has slid up (and long after the dialog faded in).
  const phase = useSelector(
    actor,
    (s): ModalPhase =>
      s.matches({ open: 'shown' }) ? 'shown' : s.matches({ open: 'slidingUp' }) ? 'slidingUp' : 'waiting',
  );

  // The isOpen prop drives the machine; a mask tap the machine accepts asks the owner to close.
  useEffect(() => {
    actor.send({ type: isOpen ? 'OPEN' : 'CLOSE' });
  }, [actor, isOpen]);
  // Closing when unmounted while open (resumes impressions through the machine's exit actions).
  useEffect(() => () => actor.send({ type: 'CLOSE' }), [actor]);

  usePreventScroll({ isDisabled: !open || allowScroll });

  const onMaskTap = () => {
    actor.send({ type: 'MASK_TAP' });
    if (!actor.getSnapshot().matches('open')) onDismiss();
  };

  // While it plays its exit the modal keeps the look it had when it closed.
  const layerRef = useRef<HTMLDivElement>(null);
  const presence = usePresence(open, layerRef);
  const shownAs = useRef({ sheet, phase });
  if (open) shownAs.current = { sheet, phase };

  if (!presence.rendered) return null;
  return (
    <Overlay>
      <ModalLayer
        layerRef={layerRef}
        exiting={presence.exiting}
        sheet={shownAs.current.sheet}
        phase={shownAs.current.phase}
        size={size}
        heading={heading}
        footer={footer}
        role={role}
        showCloseButton={showCloseButton}
        onDismiss={onDismiss}
        onMaskTap={onMaskTap}
        testId={testId}
      >
        {children}
      </ModalLayer>
    </Overlay>
  );
}

type ModalPhase = 'waiting' | 'slidingUp' | 'shown';

interface ModalLayerProps {
  layerRef: RefObject<HTMLDivElement | null>;
  exiting: boolean;
  sheet: boolean;
  phase: ModalPhase;
  size: ModalSize;
  heading: string;
  footer: ReactNode;
  role: 'dialog' | 'alertdialog';
  showCloseButton: boolean;
  onDismiss: () => void;
  onMaskTap: () => void;
  testId: string | undefined;
  children: ReactNode;
}

function ModalLayer({
  layerRef,
  exiting,
  sheet,
  phase,
  size,
  heading,
  footer,
  role,
  showCloseButton,
  onDismiss,
  onMaskTap,
  testId,
  children,
}: ModalLayerProps) {
  const { direction } = useLocale();
  const ref = useRef<HTMLDivElement>(null);
  const { overlayProps } = useOverlay(
    { isOpen: true, onClose: onDismiss, isDismissable: false, isKeyboardDismissDisabled: false },
    ref,
  );
  const { dialogProps, titleProps } = useDialog({ role }, ref);
  const { pressProps: maskPressProps } = usePress({ onPress: onMaskTap });
  return (
    <Layer
      ref={layerRef}
      $sheet={sheet}
      dir={direction}
      data-layout={sheet ? 'sheet' : 'dialog'}
      data-state={phase}
    >
      <MaskFade $exiting={exiting}>
        <Mask {...maskPressProps} data-testid="modal-mask" aria-hidden="true" />
      </MaskFade>
      <PanelMotion $sheet={sheet} $size={size} $exiting={exiting}>
        <FocusScope contain restoreFocus autoFocus>
          <Panel {...mergeProps(overlayProps, dialogProps)} aria-modal="true" ref={ref} data-testid={testId}>
            <Header>
              <HeaderTitle>
                <Heading level={2} size="lg" {...titleProps}>
                  {heading}
                </Heading>
              </HeaderTitle>
              {showCloseButton ? (
                <IconButton
                  accessibilityLabel={labels.dismiss}
                  icon="close"
                  variant="transparent"
                  size="sm"
                  onPress={onDismiss}
                />
              ) : null}
            </Header>
            <Body>{children}</Body>
            {footer ? <Footer>{footer}</Footer> : null}
          </Panel>
        </FocusScope>
      </PanelMotion>
    </Layer>
  );
}
