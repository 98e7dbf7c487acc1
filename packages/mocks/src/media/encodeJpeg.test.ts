import { decode } from 'jpeg-js';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { encodeJpeg, type RgbImage } from './encodeJpeg.ts';

function pattern(width: number, height: number): RgbImage {
  const data = new Uint8Array(width * height * 3);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const p = (y * width + x) * 3;
      // Gentle gradients, like the generated pictures (4:2:0 averages colour over 2×2 pixels).
      data[p] = (x * 3) % 256;
      data[p + 1] = (y * 2) % 256;
      data[p + 2] = 90;
    }
  }
  return { width, height, data };
}

function meanAbsoluteError(image: RgbImage, jpeg: Uint8Array): number {
  const decoded = decode(jpeg, { useTArray: true, formatAsRGBA: false });
  let error = 0;
  for (let i = 0; i < image.data.length; i++)
    error += Math.abs((decoded.data[i] ?? 0) - (image.data[i] ?? 0));
  return error / image.data.length;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('encodeJpeg', () => {
  it.each([
    [1, 1],
    [8, 8],
    [16, 16],
    [17, 9],
    [236, 354],
    [600, 315],
  ])('encodes %i×%i so that a decoder reads back the same size and close pixels', (width, height) => {
    const image = pattern(width, height);
    const jpeg = encodeJpeg(image);
    expect([jpeg[0], jpeg[1]]).toEqual([0xff, 0xd8]); // SOI
    expect([jpeg[jpeg.length - 2], jpeg[jpeg.length - 1]]).toEqual([0xff, 0xd9]); // EOI
    const decoded = decode(jpeg, { useTArray: true });
    expect({ width: decoded.width, height: decoded.height }).toEqual({ width, height });
    expect(meanAbsoluteError(image, jpeg)).toBeLessThan(4);
  });

  it('keeps flat colours exact enough to read the colour back', () => {
    const data = new Uint8Array(64 * 48 * 3);
    for (let i = 0; i < data.length; i += 3) data.set([230, 0, 35], i);
    const decoded = decode(encodeJpeg({ width: 64, height: 48, data }), { useTArray: true });
    const [r, g, b] = [decoded.data[0] ?? 0, decoded.data[1] ?? 0, decoded.data[2] ?? 0];
    expect(Math.abs(r - 230)).toBeLessThanOrEqual(3);
    expect(Math.abs(g - 0)).toBeLessThanOrEqual(3);
    expect(Math.abs(b - 35)).toBeLessThanOrEqual(3);
  });

  it('lower quality gives fewer bytes', () => {
    const image = pattern(128, 128);
    expect(encodeJpeg(image, 30).length).toBeLessThan(encodeJpeg(image, 95).length);
  });

  it('needs no Node Buffer: it returns a plain Uint8Array with Buffer gone (browser, service worker)', () => {
    vi.stubGlobal('Buffer', undefined);
    const jpeg = encodeJpeg(pattern(20, 20));
    expect(Object.getPrototypeOf(jpeg)).toBe(Uint8Array.prototype);
    expect(jpeg.length).toBeGreaterThan(100);
  });

  it('refuses empty, fractional and oversized images, and short pixel data', () => {
    expect(() => encodeJpeg({ width: 0, height: 10, data: new Uint8Array(0) })).toThrow(RangeError);
    expect(() => encodeJpeg({ width: 1.5, height: 10, data: new Uint8Array(100) })).toThrow(RangeError);
    expect(() => encodeJpeg({ width: 65_536, height: 1, data: new Uint8Array(65_536 * 3) })).toThrow(
      RangeError,
    );
    expect(() => encodeJpeg({ width: 4, height: 4, data: new Uint8Array(4 * 4 * 3 - 1) })).toThrow(
      RangeError,
    );
  });
});
