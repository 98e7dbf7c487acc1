/**
 * @tessera/mocks: the deterministic fake backend. Seeded fixtures (`createWorld`), the in-memory
 * database and the MSW handlers for the calls of SPEC §7 (`createMockBackend`), and the generated
 * pin images (JPEG drawn from the signature at the sizes of §3).
 */
export {
  createMockBackend,
  FAULT_CODE,
  HOMEFEED_PAGE_SIZE,
  MAX_PAGE_SIZE,
  type MockBackend,
  type MockBackendOptions,
  PRIVACY_FILTERS,
} from './backend/createMockBackend.ts';
export { createMockDatabase, type MockDatabase, type SavedPin } from './backend/database.ts';
export type { Fault, FaultRegistry } from './backend/faults.ts';
export {
  type BoardActivity,
  type BoardSection,
  type CreateWorldOptions,
  createWorld,
  DEMO_USERNAME,
  HOMEFEED_PIN_COUNT,
  pinImages,
  UNSAVED_LEAD_PINS,
  UPLOADED_BY_USER_DOMAIN,
  WORLD_EPOCH,
  type World,
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
