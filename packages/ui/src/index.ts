export { Avatar, type AvatarProps, type AvatarSize, initialOf } from './Avatar/Avatar.tsx';
export { Button, type ButtonProps, type ButtonSize, type ButtonVariant } from './Button/Button.tsx';
export { ButtonLink, type ButtonLinkProps } from './Button/ButtonLink.tsx';
export { ICON_NAMES, Icon, type IconName, type IconProps } from './Icon/Icon.tsx';
export {
  IconButton,
  type IconButtonProps,
  type IconButtonSize,
  type IconButtonVariant,
} from './IconButton/IconButton.tsx';
export {
  Toast,
  type ToastAction,
  type ToastActorRef,
  type ToastProps,
  type ToastThumbnail,
} from './Toast/Toast.tsx';
export { Toaster, type ToasterProps, type ToastPlacement } from './Toaster/Toaster.tsx';
export {
  type ShowToastOptions,
  type ToastExtras,
  type ToasterApi,
  ToasterProvider,
  type ToasterProviderProps,
  type ToastQueueRef,
  useToaster,
} from './Toaster/ToasterProvider.tsx';
