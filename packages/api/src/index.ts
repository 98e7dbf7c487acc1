/** @tessera/api: the resource client of SPEC §7, the typed calls, the event logger, uploads, and the React provider. */
export { ApiProvider, useApi } from './ApiProvider.tsx';
export {
  EntityStoreProvider,
  type EntityStoreValue,
  type PinSavedState,
  useEntity,
  useEntityStore,
  usePinSaved,
} from './EntityStoreProvider.tsx';
export { apiSaveCalls, createEntityActions, type EntityActions, followKey } from './entityActions.ts';
export {
  type BoardEntity,
  createEntityStore,
  currentOf,
  type EntityBatch,
  type EntityChange,
  type EntityState,
  type EntityStore,
  type EntityTable,
  type FollowKind,
  isLostAnswer,
  type Mutation,
  mutate,
  normalise,
  type PinFeedbackKind,
  pinOf,
  receive,
  repinResultChanges,
  type SaveCalls,
  type SaveDestination,
  savedChanges,
  savePin,
  unsavePin,
  write,
} from './entityStore.ts';
export {
  createEventLogger,
  EVENT_FLUSH_DELAY_MS,
  type EventLogger,
  type EventLoggerOptions,
  type SampleRate,
} from './eventLogger.ts';
export {
  isResourceRequestError,
  ResourceRequestError,
  type ResourceRequestErrorInit,
} from './ResourceRequestError.ts';
export {
  createResourceClient,
  MAX_PAGES,
  type RequestInitOptions,
  type ResourceAction,
  type ResourceClient,
  type ResourceClientConfig,
  type ResourceOptions,
  type ResourcePage,
  type RestInit,
  type RestMethod,
  resourceUrl,
} from './resourceClient.ts';
export {
  type BoardDetails,
  type BusinessAccount,
  type ConversationMessage,
  type ConversationSummary,
  createTesseraApi,
  type HomefeedPage,
  type InviteMetadata,
  isMalformedPin,
  MAX_BOARD_PAGES,
  type NamedCode,
  type NewsItem,
  nextBookmark,
  type OffsiteCheck,
  type Page,
  type PinComment,
  type PinStats,
  type TesseraApi,
  type Topic,
  type UploadState,
  type UploadTicket,
} from './tesseraApi.ts';
export { MAX_UPLOAD_POLLS, UploadFailedError, type UploadOptions, uploadImage } from './uploadImage.ts';
