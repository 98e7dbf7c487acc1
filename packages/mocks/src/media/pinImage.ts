/**
 * The JPEG bytes of a pin image: drawn from the signature at the size of §3 and encoded once;
 * later requests come from a bounded LRU cache.
 */
import type { ImageSizeKey } from '@tessera/model';
import { encodeJpeg } from './encodeJpeg.ts';
import { imageDimensions, imageSpec } from './imageSpec.ts';
import { createLruCache } from './lruCache.ts';
import { paintImage } from './paintImage.ts';

/** JPEG quality of the generated images (IJG scale). */
export const PIN_IMAGE_QUALITY = 82;

const cache = createLruCache<Uint8Array>({
  maxEntries: 2000,
  maxSize: 48 * 1024 * 1024,
  sizeOf: (bytes) => bytes.byteLength,
});

/** Encodes the image without the cache. */
export function renderPinImage(signature: string, size: ImageSizeKey): Uint8Array {
  const { width, height } = imageDimensions(signature, size);
  return encodeJpeg(paintImage(imageSpec(signature), width, height), PIN_IMAGE_QUALITY);
}

/** The JPEG of `signature` at `size`, from the cache when it was made before. */
export function pinImageJpeg(signature: string, size: ImageSizeKey): Uint8Array {
  const key = `${size}/${signature}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const bytes = renderPinImage(signature, size);
  cache.set(key, bytes);
  return bytes;
}
