import type { toastMachine } from '@tessera/machines';
import { TOAST_HIDE_ANIMATION_MS } from '@tessera/tokens';
import { useSelector } from '@xstate/react';
import { AnimatePresence } from 'framer-motion';
import { useRef } from 'react';
import { mergeProps, useFocusWithin, useHover } from 'react-aria';
import { useTheme } from 'styled-components';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { CheckBadge, Media, Text, Thumbnail, ToastMotion, ToastSurface } from './Toast.styles.ts';

export type ToastActorRef = ActorRefFrom<typeof toastMachine>;

export interface ToastAction {
  /** Visible text and accessible name of the action button (e.g. labels.change). */
  label: string;
  onPress?: () => void;
}

export interface ToastThumbnail {
  src: string;
  /** Usually empty: the thumbnail repeats what the text says. */
  alt?: string;
}

export interface ToastProps {
  /** The toastMachine actor that times this toast (show delay, duration, pause on hover, hide). */
  toast: ToastActorRef;
  text: string;
  thumbnail?: ToastThumbnail;
  /** An action button; pressing it runs onPress and dismisses the toast. */
  action?: ToastAction;
}

const seconds = (ms: number) => ms / 1000;
const transition = { duration: seconds(TOAST_HIDE_ANIMATION_MS), ease: 'easeOut' } as const;

/**
 * One toast: an item of a status region (see Toaster). It is shown while its machine is `visible`,
 * slides and fades out while `hiding`, and pauses its timer while hovered or while focus is inside it
 * (so a keyboard user can reach the action). The check animates in when the machine's showCheck
 * turns true. A toast first rendered already visible (e.g. from a saved snapshot) does not animate in.
 */
export function Toast({ toast, text, thumbnail, action }: ToastProps) {
  const theme = useTheme();
  const shown = useSelector(toast, (snapshot) => snapshot.matches('visible'));
  const showCheck = useSelector(toast, (snapshot) => snapshot.context.showCheck);

  // Hover and focus-within both hold the toast; the machine hears one enter and one leave.
  const engaged = useRef({ hover: false, focus: false });
  const setEngaged = (part: 'hover' | 'focus', value: boolean) => {
    const before = engaged.current.hover || engaged.current.focus;
    engaged.current[part] = value;
    const after = engaged.current.hover || engaged.current.focus;
    if (before !== after) toast.send({ type: after ? 'POINTER_ENTER' : 'POINTER_LEAVE' });
  };
  const { hoverProps } = useHover({ onHoverChange: (isHovering) => setEngaged('hover', isHovering) });
  const { focusWithinProps } = useFocusWithin({
    onFocusWithinChange: (isFocusWithin) => setEngaged('focus', isFocusWithin),
  });

  const check = (
    <AnimatePresence initial={false}>
      {showCheck ? (
        <CheckBadge
          key="check"
          data-testid="toast-check"
          $onThumbnail={thumbnail !== undefined}
          initial={{ scale: 0, opacity: 0 }}
          animate={{ scale: 1, opacity: 1 }}
          transition={{ type: 'spring', stiffness: 500, damping: 24 }}
        >
          <Icon name="check" size={theme.font.size.xs} />
        </CheckBadge>
      ) : null}
    </AnimatePresence>
  );

  return (
    <AnimatePresence initial={false}>
      {shown ? (
        <ToastMotion
          key="toast"
          initial={{ opacity: 0, y: theme.space[4] }}
          animate={{ opacity: 1, y: 0 }}
          exit={{ opacity: 0, y: theme.space[4] }}
          transition={transition}
        >
          <ToastSurface data-testid="toast" {...mergeProps(hoverProps, focusWithinProps)}>
            {thumbnail ? (
              <Media>
                <Thumbnail src={thumbnail.src} alt={thumbnail.alt ?? ''} />
                {check}
              </Media>
            ) : (
              check
            )}
            <Text>{text}</Text>
            {action ? (
              <Button
                variant="secondary"
                size="sm"
                onPress={() => {
                  action.onPress?.();
                  toast.send({ type: 'DISMISS' });
                }}
              >
                {action.label}
              </Button>
            ) : null}
          </ToastSurface>
        </ToastMotion>
      ) : null}
    </AnimatePresence>
  );
}
