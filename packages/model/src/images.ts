/** Image sizes and image paths (SPEC §3, §9). */

/** The image sizes of §3 / §9, in this order. */
export const IMAGE_SIZE_KEYS = [
  '60x60',
  '136x136',
  '170x',
  '236x',
  '474x',
  '564x',
  '736x',
  '600x315',
  '750x',
  'orig',
] as const;

export type ImageSizeKey = (typeof IMAGE_SIZE_KEYS)[number];

/**
 * Box of each size in px: `width` and `height` when the size is cropped to a box (60x60, 136x136,
 * 600x315), `width` only for width-only sizes (height follows the aspect ratio), neither for orig.
 */
export const IMAGE_SIZE_BOXES: Readonly<Record<ImageSizeKey, { width?: number; height?: number }>> = {
  '60x60': { width: 60, height: 60 },
  '136x136': { width: 136, height: 136 },
  '170x': { width: 170 },
  '236x': { width: 236 },
  '474x': { width: 474 },
  '564x': { width: 564 },
  '736x': { width: 736 },
  '600x315': { width: 600, height: 315 },
  '750x': { width: 750 },
  orig: {},
};

/** The width-only sizes a grid picks from, smallest first (750x is a closeup size, not a grid one). */
export const GRID_IMAGE_SIZES = [
  '170x',
  '236x',
  '474x',
  '564x',
  '736x',
] as const satisfies readonly ImageSizeKey[];

const SIGNATURE_PATTERN = /^[A-Za-z0-9_-]{6,}$/;

/**
 * The path of an image: `${size}/${xx}/${yy}/${zz}/${signature}.jpg` where xx, yy, zz are the
 * signature's characters 0-1, 2-3 and 4-5 (§3 "size/xx/yy/zz/signature.jpg").
 * Throws a RangeError for a signature shorter than 6 characters or with path characters.
 */
export function imagePath(signature: string, size: ImageSizeKey): string {
  if (!SIGNATURE_PATTERN.test(signature)) {
    throw new RangeError(`Invalid image signature: ${JSON.stringify(signature)}`);
  }
  return `${size}/${signature.slice(0, 2)}/${signature.slice(2, 4)}/${signature.slice(4, 6)}/${signature}.jpg`;
}

/**
 * The smallest width-only size (170x, 236x, 474x, 564x, 736x) at least `cssWidth × devicePixelRatio`
 * pixels wide, else 'orig'. Throws a RangeError for a negative or non-finite width or a ratio ≤ 0.
 */
export function imageSizeForWidth(cssWidth: number, devicePixelRatio = 1): ImageSizeKey {
  if (!Number.isFinite(cssWidth) || cssWidth < 0) throw new RangeError(`Invalid width: ${cssWidth}`);
  if (!Number.isFinite(devicePixelRatio) || devicePixelRatio <= 0) {
    throw new RangeError(`Invalid device pixel ratio: ${devicePixelRatio}`);
  }
  const needed = cssWidth * devicePixelRatio;
  for (const size of GRID_IMAGE_SIZES) {
    const { width = 0 } = IMAGE_SIZE_BOXES[size];
    if (width >= needed) return size;
  }
  return 'orig';
}
