import { describe, expect, it } from 'vitest';
import { encodeJpeg } from './encodeJpeg.ts';
import { imageSize } from './imageSize.ts';

const bytes = (...parts: Array<string | number[]>) =>
  new Uint8Array(
    parts.flatMap((part) => (typeof part === 'string' ? [...part].map((c) => c.charCodeAt(0)) : part)),
  );

describe('imageSize: the size an image file declares', () => {
  it('reads a JPEG made by the encoder', () => {
    const jpeg = encodeJpeg({ width: 37, height: 21, data: new Uint8Array(37 * 21 * 3) });
    expect(imageSize(jpeg)).toEqual({ width: 37, height: 21 });
  });

  it('reads PNG, GIF and the three WebP headers', () => {
    const png = bytes([0x89], 'PNG', [13, 10, 26, 10, 0, 0, 0, 13], 'IHDR', [0, 0, 3, 0, 0, 0, 1, 144]);
    expect(imageSize(png)).toEqual({ width: 768, height: 400 });
    expect(imageSize(bytes('GIF89a', [44, 1, 200, 0]))).toEqual({ width: 300, height: 200 });
    const riff = (chunk: string, body: number[]) => bytes('RIFF', [0, 0, 0, 0], 'WEBP', chunk, body);
    // VP8X: 24-bit width − 1 and height − 1 at offsets 24 and 27.
    expect(imageSize(riff('VP8X', [0, 0, 0, 0, 0, 0, 0, 0, 99, 1, 0, 49, 0, 0]))).toEqual({
      width: 356,
      height: 50,
    });
    // VP8: 14-bit width and height at offsets 26 and 28.
    expect(imageSize(riff('VP8 ', [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 64, 1, 240, 0]))).toEqual({
      width: 320,
      height: 240,
    });
    // VP8L: 14 bits each of width − 1 and height − 1 from offset 21.
    const w = 99;
    const h = 49;
    const bits = w | (h << 14);
    const vp8l = [
      0,
      0,
      0,
      0,
      0x2f,
      bits & 255,
      (bits >> 8) & 255,
      (bits >> 16) & 255,
      (bits >> 24) & 255,
      0,
      0,
      0,
      0,
      0,
    ];
    expect(imageSize(riff('VP8L', vp8l))).toEqual({ width: 100, height: 50 });
  });

  it('is null for bytes that are no image it knows', () => {
    expect(imageSize(new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]))).toBeNull();
    expect(imageSize(bytes('hello world, not an image'))).toBeNull();
  });
});
