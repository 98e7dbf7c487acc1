/**
 * @tessera/mocks: the deterministic fake backend. Seeded fixtures (`createWorld`), the database
 * and the MSW handlers for every call of SPEC §7 (`createMockBackend`), fault and latency
 * injection, and the generated media (pin JPEGs at the sizes of §3, a video clip as MP4 and HLS, a GIF).
 */

export {
  BOT_USER_AGENT,
  CLIENT_ADDRESS_HEADER,
  DEFAULT_VIEWER_SESSION,
  isInternalAddress,
  LOGGED_OUT_SESSION,
  SESSION_COOKIE,
  sessionCookie,
} from './backend/context.ts';
export {
  atRoot,
  type CachedReadRequest,
  createMockBackend,
  FAULT_CODE,
  HOMEFEED_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type MockBackend,
  type MockBackendOptions,
  methodsOf,
  PRIVACY_FILTERS,
  type RouteInfo,
} from './backend/createMockBackend.ts';
export {
  createMockDatabase,
  type DbState,
  DEMO_EMAIL_DOMAIN,
  isDbState,
  type MockDatabase,
  type SavedPin,
  stateFromWorld,
} from './backend/database.ts';
export {
  FAULT_HEADER,
  type Fault,
  type FaultRegistry,
  LATENCY_HEADER,
  MAX_INJECTED_DELAY_MS,
} from './backend/faults.ts';
export { type IdSource, seededId } from './backend/ids.ts';
export { delayed, failing } from './backend/overrides.ts';
export { type KeptAnswer, keptBody, MAX_CACHED_READS, READS_CACHED } from './backend/readCache.ts';
export { COUNTRIES, isNewUser, LOCALES, UPLOAD_URL_PREFIX } from './backend/routes/people.ts';
export {
  type EventLog,
  type LogEntry,
  MAX_LOGGED_EVENTS,
  MAX_UPLOAD_BYTES,
  SPAM_HOSTS,
  SPAM_MESSAGE,
  spamStatus,
} from './backend/routes/rest.ts';
export {
  GIF_URL,
  PIN_KINDS,
  type PinKind,
  VIDEO_DURATION_MS,
  VIDEO_HEIGHT,
  VIDEO_HLS_URL,
  VIDEO_MP4_URL,
  VIDEO_WIDTH,
} from './fixtures/kinds.ts';
export {
  type BoardInvite,
  type Conversation,
  DEMO_ACCOUNTS,
  type DemoAccount,
  EXPERIENCES,
  type InviteCode,
  type NewsItem,
  PLACEMENTS,
  type PlacedExperience,
  type WorldTopic,
} from './fixtures/society.ts';
export {
  type BoardActivity,
  type BoardSection,
  type CreateWorldOptions,
  createWorld,
  DEMO_USERNAME,
  HOMEFEED_PIN_COUNT,
  KIND_EVERY,
  KIND_START,
  NEWBIE_USERNAME,
  PARTNER_USERNAME,
  pinImages,
  UNSAVED_LEAD_PINS,
  UPLOADED_BY_USER_DOMAIN,
  WORLD_EPOCH,
  type World,
  type WorldSave,
} from './fixtures/world.ts';
export { encodeJpeg, type RgbImage } from './media/encodeJpeg.ts';
export {
  type ImageDimensions,
  type ImageSpec,
  imageDimensions,
  imageSpec,
  MAX_ASPECT,
  MIN_ASPECT,
} from './media/imageSpec.ts';
export { PIN_IMAGE_QUALITY, pinImageJpeg, renderPinImage } from './media/pinImage.ts';
export { createRandom, hashString, mulberry32, type Random } from './random.ts';
