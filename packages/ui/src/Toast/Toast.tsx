import type { toastMachine } from '@tessera/machines';
import { useSelector } from '@xstate/react';
import { useRef, useState } from 'react';
import { mergeProps, useFocusWithin, useHover } from 'react-aria';
import { useTheme } from 'styled-components';
import type { ActorRefFrom } from 'xstate';
import { Button } from '../Button/Button.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { usePresence } from '../motion/usePresence.ts';
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

  // What the first render shows does not animate in (a toast restored already visible).
  const [shownAtFirst] = useState(shown);
  const [checkAtFirst] = useState(showCheck);
  const motionRef = useRef<HTMLDivElement>(null);
  const presence = usePresence(shown, motionRef);

  const check = showCheck ? (
    <CheckBadge data-testid="toast-check" $onThumbnail={thumbnail !== undefined} $enter={!checkAtFirst}>
      <Icon name="check" size={theme.font.size.xs} />
    </CheckBadge>
  ) : null;

  if (!presence.rendered) return null;
  return (
    <ToastMotion ref={motionRef} $enter={!shownAtFirst} data-exiting={presence.exiting || undefined}>
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
  );
}
