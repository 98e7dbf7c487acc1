/** @tessera/machines: XState v5 machines for the flows of SPEC §4. No DOM, no fetch. */
export {
  type DeletePinInput,
  type OneTapSaveBoard,
  type OneTapSaveContext,
  type OneTapSaveEmitted,
  type OneTapSaveEvent,
  type OneTapSaveInput,
  oneTapSaveMachine,
  type RepinInput,
} from './oneTapSave/oneTapSave.machine.ts';
export {
  type ToastContext,
  type ToastEmitted,
  type ToastEvent,
  type ToastInput,
  toastMachine,
} from './toast/toast.machine.ts';
export {
  type NewToast,
  type QueuedToast,
  type ToastAction,
  type ToastQueueContext,
  type ToastQueueEvent,
  toastQueueMachine,
} from './toast/toastQueue.machine.ts';
export {
  EMPTY_PAGE_RETRY_LIMIT,
  FIRST_LOAD_RETRY_LIMIT,
  failureStatus,
  isEndBookmark,
  isRetryableFirstLoadError,
  type ResourceFetchContext,
  type ResourceFetchEvent,
  type ResourceFetchInput,
  type ResourceFetchPage,
  type ResourceFetchSnapshot,
  resourceFetchMachine,
  resourceIsAtEnd,
} from './resourceFetch/resourceFetch.machine.ts';
