/** @tessera/model: entity types of SPEC §3 and the pure rules of §5 and §9. No React, no I/O. */
export * from './entities.ts';
export {
  GRID_IMAGE_SIZES,
  IMAGE_SIZE_BOXES,
  IMAGE_SIZE_KEYS,
  type ImageSizeKey,
  imagePath,
  imageSizeForWidth,
} from './images.ts';
export { type Labels, labels, type Messages, messages } from './messages.ts';
export {
  BOARDS_PAGE_SIZE,
  DEFAULT_HTTP_STATUS,
  END_BOOKMARK,
  type RepinResult,
  RepinResultSchema,
  type ResourceError,
  ResourceErrorSchema,
  type ResourceResponse,
  resourceResponseSchema,
} from './resource.ts';
export { oneTapSavedText, type SaveTarget, saveErrorMessage, saveToastText, serverMessage } from './save.ts';
export {
  cut,
  DEFAULT_TRUNCATE_MAX,
  DESCRIPTION_MAX,
  DOMAIN_TEXT_MAX,
  DOMAIN_TEXT_OVERLAY_MAX,
  ELLIPSIS,
  FEEDBACK_NAME_MAX,
  GRID_TITLE_MAX,
  gridTitle,
  SAVED_BUTTON_TEXT_MAX,
  SAVED_OVERLAY_NAME_MAX,
  SENDER_FIRST_NAME_MAX,
  truncate,
} from './text.ts';
