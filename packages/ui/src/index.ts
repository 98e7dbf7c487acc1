export {
  type AnnotationTag,
  AnnotationTagStrip,
  type AnnotationTagStripProps,
} from './AnnotationTagStrip/AnnotationTagStrip.tsx';
export { Avatar, type AvatarProps, type AvatarSize, initialOf } from './Avatar/Avatar.tsx';
export { Badge, type BadgeCorner, type BadgeProps, durationText, positionText } from './Badge/Badge.tsx';
export {
  Box,
  type BoxProps,
  type BoxStyleProps,
  type ColorKey,
  Flex,
  type FlexProps,
  Grid,
  type GridProps,
  type RadiusKey,
  type SpaceKey,
} from './Box/Box.tsx';
export {
  Button,
  type ButtonAlign,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './Button/Button.tsx';
export { ButtonLink, type ButtonLinkProps } from './Button/ButtonLink.tsx';
export {
  Carousel,
  type CarouselProps,
  type CarouselSlot,
  type SlotImpression,
} from './Carousel/Carousel.tsx';
export { Checkbox, type CheckboxProps } from './Checkbox/Checkbox.tsx';
export { CheckboxGroup, type CheckboxGroupProps } from './CheckboxGroup/CheckboxGroup.tsx';
export { Divider, type DividerProps } from './Divider/Divider.tsx';
export {
  DEFAULT_ERROR_BOUNDARY_TYPE,
  ERROR_BOUNDARY_TYPES,
  ErrorBoundary,
  type ErrorBoundaryProps,
  type ErrorBoundaryType,
  ErrorReporterProvider,
  type RenderErrorReport,
  type RenderErrorReporter,
} from './ErrorBoundary/ErrorBoundary.tsx';
export { type FieldCounter, FieldError, FieldHint } from './Field/Field.tsx';
export { useControllableState } from './hooks/useControllableState.ts';
export { useMediaQuery } from './hooks/useMediaQuery.ts';
export { ICON_NAMES, Icon, type IconName, type IconProps } from './Icon/Icon.tsx';
export {
  IconButton,
  type IconButtonProps,
  type IconButtonSize,
  type IconButtonVariant,
} from './IconButton/IconButton.tsx';
export { isExternalHref, isSafeHref, Link, type LinkProps, NEW_TAB_REL, relFor } from './Link/Link.tsx';
export {
  ContextMenu,
  type ContextMenuProps,
  Menu,
  type MenuItemData,
  MenuList,
  type MenuProps,
} from './Menu/Menu.tsx';
export {
  ImpressionPauseProvider,
  type ImpressionPauseSend,
  useImpressionPause,
} from './Modal/ImpressionPause.tsx';
export { MODAL_WIDTHS, type ModalSize } from './Modal/Modal.styles.ts';
export { Modal, type ModalLayout, type ModalProps } from './Modal/Modal.tsx';
export {
  BlockedLinkAlert,
  type BlockedLinkAlertProps,
  ModalAlert,
  type ModalAlertProps,
} from './Modal/ModalAlert.tsx';
export { Popover, PopoverFrame, type PopoverFrameProps, type PopoverProps } from './Popover/Popover.tsx';
export { Price, type PriceProps } from './Price/Price.tsx';
export { RadioGroup, type RadioGroupProps, type RadioOption } from './RadioGroup/RadioGroup.tsx';
export { SearchField, type SearchFieldProps } from './SearchField/SearchField.tsx';
export {
  SegmentedControl,
  type SegmentedControlProps,
  type SegmentOption,
} from './SegmentedControl/SegmentedControl.tsx';
export { Select, type SelectOption, type SelectProps } from './Select/Select.tsx';
export { Spinner, type SpinnerProps, type SpinnerSize } from './Spinner/Spinner.tsx';
export { StarRating, type StarRatingProps } from './StarRating/StarRating.tsx';
export { Switch, type SwitchProps } from './Switch/Switch.tsx';
export { type TabItem, Tabs, type TabsProps } from './Tabs/Tabs.tsx';
export {
  HEADING_SIZE,
  Heading,
  type HeadingLevel,
  type HeadingProps,
  LINE_CLAMPS,
  type LineClamp,
  Text,
  type TextColor,
  type TextProps,
  type TextSize,
  type TextWeight,
} from './Text/Text.tsx';
export { TextArea, type TextAreaProps } from './TextArea/TextArea.tsx';
export { TextField, type TextFieldProps } from './TextField/TextField.tsx';
export {
  type ColorSchemePreference,
  DEFAULT_LOCALE,
  type Direction,
  DirectionProvider,
  type DirectionProviderProps,
  resolveColorScheme,
  ThemeProvider,
  type ThemeProviderProps,
} from './Theme/ThemeProvider.tsx';
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
export { TOOLTIP_DELAY_MS, Tooltip, type TooltipProps } from './Tooltip/Tooltip.tsx';
export {
  VerifiedBadge,
  type VerifiedBadgeProps,
  type VerifiedBadgeSize,
} from './VerifiedBadge/VerifiedBadge.tsx';
export {
  useVideoAutoplay,
  VideoAutoplayProvider,
  type VideoAutoplayRef,
} from './VideoPlayer/VideoAutoplay.tsx';
export {
  HLS_MIME,
  hlsErrorCode,
  type MediaErrorInfo,
  type PlaybackChange,
  VIDEO_LABELS,
  VideoPlayer,
  type VideoPlayerProps,
  type VideoSource,
} from './VideoPlayer/VideoPlayer.tsx';
