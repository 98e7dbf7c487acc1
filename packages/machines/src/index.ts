/** @tessera/machines: XState v5 machines for the flows of SPEC §4. No DOM, no fetch. */

export { type DarkModeEvent, type DarkModeScheme, darkModeMachine } from './app/darkMode.machine.ts';
export {
  type BoardActionsContext,
  type BoardActionsEmitted,
  type BoardActionsEvent,
  type BoardActionsInput,
  type BoardCollaborator,
  type BoardCreateRequest,
  type BoardState,
  boardActionsMachine,
  type CreateBoardInput,
} from './board/boardActions.machine.ts';
export {
  type CarouselContext,
  type CarouselEmitted,
  type CarouselEvent,
  type CarouselInput,
  type CarouselPointer,
  canGoNext,
  canGoPrevious,
  carouselMachine,
  type SwipeDirection,
  type SwipeLog,
  swipeEventType,
} from './carousel/carousel.machine.ts';
export {
  type ClickthroughClick,
  type ClickthroughContext,
  type ClickthroughDecision,
  type ClickthroughEvent,
  type ClickthroughInput,
  clickthroughDecision,
  clickthroughMachine,
} from './clickthrough/clickthrough.machine.ts';
export {
  type RightClickContext,
  type RightClickEvent,
  type RightClickTarget,
  rightClickMachine,
} from './clickthrough/rightClick.machine.ts';
export {
  hostnameOf,
  type LinkClick,
  type SpamCheckContext,
  type SpamCheckEvent,
  type SpamCheckReply,
  spamCheckMachine,
} from './clickthrough/spamCheck.machine.ts';
export {
  type ExperienceCallInput,
  type ExperienceContext,
  type ExperienceEmitted,
  type ExperienceEvent,
  type ExperienceInput,
  experienceMachine,
} from './experience/experience.machine.ts';
export {
  type FollowChange,
  type FollowEmitted,
  type FollowEvent,
  type FollowKind,
  type FollowTarget,
  followMachine,
} from './follow/follow.machine.ts';
export {
  type UserBlockChange,
  type UserBlockEmitted,
  type UserBlockEvent,
  userBlockMachine,
} from './follow/userBlock.machine.ts';
export {
  type HoverVisibility,
  type HoverVisibilityContext,
  type HoverVisibilityEvent,
  type HoverVisibilityInput,
  hoverVisibility,
  hoverVisibilityMachine,
} from './hover/hoverVisibility.machine.ts';
export {
  type ImpressionEndReason,
  type ImpressionPauseEvent,
  type ImpressionPauses,
  type ImpressionReport,
  type ImpressionTrackingContext,
  type ImpressionTrackingEmitted,
  type ImpressionTrackingEvent,
  type ImpressionTrackingInput,
  impressionPauseMachine,
  impressionTrackingMachine,
} from './impression/impressionTracking.machine.ts';
export {
  type InviteLandingContext,
  type InviteLandingEvent,
  type InviteLandingInput,
  type InviteMetadata,
  inviteLandingMachine,
} from './invite/inviteLanding.machine.ts';
export {
  type LoggedOutSavesContext,
  type LoggedOutSavesEvent,
  type LoggedOutSavesInput,
  type LoggedOutSavesStorage,
  loggedOutSavesMachine,
  readLoggedOutSaves,
} from './loggedOutSaves/loggedOutSaves.machine.ts';
export {
  type MobileModalContext,
  type MobileModalEvent,
  type MobileModalInput,
  mobileModalMachine,
} from './mobileModal/mobileModal.machine.ts';
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
export {
  type SaveButtonContext,
  type SaveButtonEvent,
  type SaveButtonInput,
  saveButtonMachine,
  savedBadge,
  savedConfirming,
} from './saveButton/saveButton.machine.ts';
export {
  type SaveFlowContext,
  type SaveFlowDeleteInput,
  type SaveFlowEvent,
  type SaveFlowInput,
  type SaveRequest,
  type SaveToast,
  saveFlowMachine,
  saveToastFor,
} from './saveFlow/saveFlow.machine.ts';
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
  MAX_UPLOAD_POLLS,
  type UploadContext,
  type UploadEvent,
  type UploadFailure,
  type UploadRegistration,
  type UploadStatus,
  uploadMachine,
} from './upload/upload.machine.ts';
export {
  type AutoplayVideo,
  canAutoplay,
  type VideoAutoplayContext,
  type VideoAutoplayEmitted,
  type VideoAutoplayEvent,
  videoAutoplayMachine,
} from './video/videoAutoplay.machine.ts';
export {
  type MediaErrorCode,
  mediaError,
  PLAYBACK_STATE_NODES,
  playbackState,
  type VideoPlaybackContext,
  type VideoPlaybackEvent,
  videoPlaybackMachine,
} from './video/videoPlayback.machine.ts';
