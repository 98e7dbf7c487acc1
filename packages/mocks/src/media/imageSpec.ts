/**
 * What a pin image looks like, derived from its signature alone: the original size, the dominant
 * colour and the shapes drawn on it. The fixtures and the media handler both call these, so the
 * size written in a pin's `images` always equals the size of the JPEG served for it, and an image
 * can be drawn for any signature (a story's hand-made pin included) without a database lookup.
 */
import { IMAGE_SIZE_BOXES, type ImageSizeKey } from '@tessera/model';
import { createRandom, type Random } from '../random.ts';

export interface ImageDimensions {
  width: number;
  height: number;
}

/** Widths an original may have (every one is wider than the largest sized variant, 750x). */
const ORIGINAL_WIDTHS = [800, 900, 1000, 1080, 1200] as const;

/**
 * Height ÷ width of originals: mostly the common photo and pin ratios, some anywhere in between.
 * Every ratio lies in [0.6, 2], so pins are from a little wider than tall to twice as tall as wide.
 */
export const MIN_ASPECT = 0.6;
export const MAX_ASPECT = 2;
const COMMON_ASPECTS: ReadonlyArray<readonly [number | 'any', number]> = [
  [1.5, 30], // 2:3, the classic pin
  [1.25, 12], // 4:5
  [4 / 3, 10], // 3:4
  [1, 10], // square
  [16 / 9, 8], // 9:16, story-like
  [0.75, 6], // 4:3 landscape
  [MIN_ASPECT, 4],
  [MAX_ASPECT, 6],
  ['any', 14],
];

export interface Rgb {
  r: number;
  g: number;
  b: number;
}

export type Shape =
  | { kind: 'circle'; cx: number; cy: number; radius: number; color: Rgb; alpha: number }
  | { kind: 'rect'; x: number; y: number; width: number; height: number; color: Rgb; alpha: number }
  | {
      kind: 'hills';
      base: number;
      amplitude: number;
      frequency: number;
      phase: number;
      color: Rgb;
      alpha: number;
    };

export interface ImageSpec extends ImageDimensions {
  /** '#rrggbb', the colour that covers most of the picture. */
  dominantColor: string;
  background: { top: Rgb; bottom: Rgb };
  /** In the original's normalised coordinates: x and y in [0, 1] of its width and height. */
  shapes: Shape[];
}

function clampByte(v: number): number {
  return Math.max(0, Math.min(255, Math.round(v)));
}

export function hslToRgb(h: number, s: number, l: number): Rgb {
  const hue = (((h % 360) + 360) % 360) / 360;
  const f = (n: number) => {
    const k = (n + hue * 12) % 12;
    const a = s * Math.min(l, 1 - l);
    return l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1));
  };
  return { r: clampByte(f(0) * 255), g: clampByte(f(8) * 255), b: clampByte(f(4) * 255) };
}

export function rgbToHex({ r, g, b }: Rgb): string {
  return `#${[r, g, b].map((v) => clampByte(v).toString(16).padStart(2, '0')).join('')}`;
}

export function hexToRgb(hex: string): Rgb {
  const m = /^#?([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!m) throw new RangeError(`Not a #rrggbb colour: ${hex}`);
  return {
    r: Number.parseInt(m[1] ?? '0', 16),
    g: Number.parseInt(m[2] ?? '0', 16),
    b: Number.parseInt(m[3] ?? '0', 16),
  };
}

function shade(color: Rgb, amount: number): Rgb {
  // amount > 0 mixes toward white, < 0 toward black.
  const target = amount > 0 ? 255 : 0;
  const t = Math.abs(amount);
  return {
    r: clampByte(color.r + (target - color.r) * t),
    g: clampByte(color.g + (target - color.g) * t),
    b: clampByte(color.b + (target - color.b) * t),
  };
}

function originalSize(random: Random): ImageDimensions {
  const width = random.pick(ORIGINAL_WIDTHS);
  const choice = random.weighted(COMMON_ASPECTS);
  const aspect = choice === 'any' ? random.float(MIN_ASPECT, MAX_ASPECT) : choice;
  return { width, height: Math.round(width * aspect) };
}

const specCache = new Map<string, ImageSpec>();
const SPEC_CACHE_MAX = 5000;

/** The full description of the picture for a signature. Deterministic. */
export function imageSpec(signature: string): ImageSpec {
  const cached = specCache.get(signature);
  if (cached) return cached;
  const random = createRandom(`image:${signature}`);
  const { width, height } = originalSize(random);
  const hue = random.float(0, 360);
  const saturation = random.float(0.15, 0.6);
  const lightness = random.float(0.28, 0.78);
  const dominant = hslToRgb(hue, saturation, lightness);
  const accentHue = hue + random.pick([-40, -25, 25, 40, 180]);
  const shapes: Shape[] = [];
  const count = random.int(3, 5);
  for (let i = 0; i < count; i++) {
    const color = hslToRgb(
      accentHue + random.float(-15, 15),
      Math.min(0.85, saturation + random.float(0, 0.25)),
      Math.max(0.12, Math.min(0.9, lightness + random.float(-0.3, 0.3))),
    );
    const alpha = random.float(0.35, 0.7);
    const kind = random.weighted([
      ['circle', 3],
      ['rect', 2],
      ['hills', 2],
    ] as const);
    if (kind === 'circle') {
      shapes.push({
        kind,
        cx: random.float(0.15, 0.85),
        cy: random.float(0.15, 0.6),
        radius: random.float(0.08, 0.22),
        color,
        alpha,
      });
    } else if (kind === 'rect') {
      const w = random.float(0.15, 0.45);
      const h = random.float(0.08, 0.3);
      shapes.push({
        kind,
        x: random.float(0, 1 - w),
        y: random.float(0.1, 0.9 - h),
        width: w,
        height: h,
        color,
        alpha,
      });
    } else {
      shapes.push({
        kind,
        base: random.float(0.72, 0.88),
        amplitude: random.float(0.02, 0.08),
        frequency: random.float(1, 4),
        phase: random.float(0, Math.PI * 2),
        color,
        alpha,
      });
    }
  }
  const spec: ImageSpec = {
    width,
    height,
    dominantColor: rgbToHex(dominant),
    background: { top: shade(dominant, 0.12), bottom: shade(dominant, -0.12) },
    shapes,
  };
  if (specCache.size >= SPEC_CACHE_MAX) specCache.clear();
  specCache.set(signature, spec);
  return spec;
}

/**
 * The pixel size of the image of `signature` at `size` (the boxes of §3 come from the model):
 * width-only sizes keep the original's aspect, 60x60 / 136x136 / 600x315 are fixed boxes,
 * 'orig' is the original, the largest.
 */
export function imageDimensions(
  signature: string,
  size: ImageSizeKey,
  original: ImageDimensions = imageSpec(signature),
): ImageDimensions {
  const box = IMAGE_SIZE_BOXES[size];
  if (box.width !== undefined && box.height !== undefined) return { width: box.width, height: box.height };
  if (box.width !== undefined) {
    return {
      width: box.width,
      height: Math.max(1, Math.round((box.width * original.height) / original.width)),
    };
  }
  return { width: original.width, height: original.height };
}
