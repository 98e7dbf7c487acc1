/**
 * Draws the picture of an image spec at any pixel size. Shapes live in the original's normalised
 * coordinates, so every size shows the same picture; a box of another aspect (60x60, 600x315)
 * shows the centre of it, cropped like `object-fit: cover`.
 *
 * Rows are drawn span by span (each shape covers one run of pixels per row, hills a threshold per
 * column), so the cost is about one blend per covered pixel.
 */
import type { RgbImage } from './encodeJpeg.ts';
import type { ImageSpec } from './imageSpec.ts';

export function paintImage(spec: ImageSpec, width: number, height: number): RgbImage {
  const data = new Uint8Array(width * height * 3);
  const row = new Float32Array(width * 3);
  // Cover: scale the original so it fills the box, then centre it.
  const scale = Math.max(width / spec.width, height / spec.height);
  const visibleU = width / scale / spec.width;
  const visibleV = height / scale / spec.height;
  const offsetU = (1 - visibleU) / 2;
  const offsetV = (1 - visibleV) / 2;
  /** Pixel column of normalised u (fractional), and back. */
  const columnOf = (u: number) => ((u - offsetU) / visibleU) * width - 0.5;
  const uOf = (x: number) => offsetU + ((x + 0.5) / width) * visibleU;
  const { top, bottom } = spec.background;

  // Hills: the v above which a column is inside, per column.
  const hillTops = spec.shapes.map((shape) => {
    if (shape.kind !== 'hills') return null;
    const tops = new Float32Array(width);
    for (let x = 0; x < width; x++) {
      tops[x] = shape.base + shape.amplitude * Math.sin(2 * Math.PI * shape.frequency * uOf(x) + shape.phase);
    }
    return tops;
  });

  const blend = (from: number, to: number, r: number, g: number, b: number, alpha: number) => {
    for (let x = from; x < to; x++) {
      const p = x * 3;
      row[p] = (row[p] ?? 0) + (r - (row[p] ?? 0)) * alpha;
      row[p + 1] = (row[p + 1] ?? 0) + (g - (row[p + 1] ?? 0)) * alpha;
      row[p + 2] = (row[p + 2] ?? 0) + (b - (row[p + 2] ?? 0)) * alpha;
    }
  };

  for (let y = 0; y < height; y++) {
    const v = offsetV + ((y + 0.5) / height) * visibleV;
    const baseR = top.r + (bottom.r - top.r) * v;
    const baseG = top.g + (bottom.g - top.g) * v;
    const baseB = top.b + (bottom.b - top.b) * v;
    for (let x = 0; x < width; x++) {
      row[x * 3] = baseR;
      row[x * 3 + 1] = baseG;
      row[x * 3 + 2] = baseB;
    }
    spec.shapes.forEach((shape, index) => {
      const { r, g, b } = shape.color;
      if (shape.kind === 'circle') {
        // Circles stay round: the half-chord is computed in original pixels.
        const dy = (v - shape.cy) * spec.height;
        const radius = shape.radius * spec.width;
        if (Math.abs(dy) > radius) return;
        const halfU = Math.sqrt(radius * radius - dy * dy) / spec.width;
        const from = Math.max(0, Math.ceil(columnOf(shape.cx - halfU)));
        const to = Math.min(width, Math.floor(columnOf(shape.cx + halfU)) + 1);
        blend(from, to, r, g, b, shape.alpha);
      } else if (shape.kind === 'rect') {
        if (v < shape.y || v > shape.y + shape.height) return;
        const from = Math.max(0, Math.ceil(columnOf(shape.x)));
        const to = Math.min(width, Math.floor(columnOf(shape.x + shape.width)) + 1);
        blend(from, to, r, g, b, shape.alpha);
      } else {
        const tops = hillTops[index];
        if (!tops) return;
        for (let x = 0; x < width; x++) {
          if (v >= (tops[x] ?? 1)) blend(x, x + 1, r, g, b, shape.alpha);
        }
      }
    });
    const offset = y * width * 3;
    for (let i = 0; i < width * 3; i++) data[offset + i] = row[i] ?? 0;
  }
  return { width, height, data };
}
