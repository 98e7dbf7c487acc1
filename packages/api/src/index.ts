/** @tessera/api: the resource client of SPEC §7, the typed calls, the event logger, uploads, and the React provider. */
export { ApiProvider, useApi } from './ApiProvider.tsx';
export {
  EntityStoreProvider,
  type EntityStoreValue,
  type PinSavedState,
  useEntity,
  useEntityStore,
  usePinFeedback,
  usePinPending,
  usePinSaved,
} from './EntityStoreProvider.tsx';
// The store is written only through the named intents of createEntityActions (and savePin /
// unsavePin, the save intents with the caller's calls, which the pin card's save flow uses, and
// recordPinFeedback, the card's hide / report / unfollow in an app that gives no intents): its
// writer and change builders stay inside this package (index.exports.test.ts).
export {
  apiSaveCalls,
  type BulkTarget,
  createEntityActions,
  type EntityActions,
  type EntityActionsOptions,
  followKey,
  type PinEdit,
} from './entityActions.ts';
export {
  type BoardEntity,
  createEntityStore,
  type EntityBatch,
  type EntityState,
  type EntityStore,
  type EntityTable,
  type FollowKind,
  isLostAnswer,
  type PinFeedback,
  type PinPending,
  receive,
  recordPinFeedback,
  type SaveCalls,
  type SaveDestination,
  savePin,
  unsavePin,
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
export { logSaveEvents, SAVE_EVENT, saveEvent, saveTrackingLog } from './saveEvents.ts';
export {
  type AgeAppeal,
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
  type PinAppeal,
  type PinComment,
  type PinStats,
  type ReportsAndViolations,
  type TesseraApi,
  type Topic,
  type UploadState,
  type UploadTicket,
} from './tesseraApi.ts';
