import { IMAGE_SIZE_BOXES, IMAGE_SIZE_KEYS } from '@tessera/model';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../random.ts';
import {
  hexToRgb,
  hslToRgb,
  imageDimensions,
  imageSpec,
  MAX_ASPECT,
  MIN_ASPECT,
  rgbToHex,
} from './imageSpec.ts';

const signatures = (() => {
  const random = createRandom(99);
  return Array.from({ length: 400 }, () => random.hex(32));
})();

describe('imageSpec', () => {
  it('is a pure function of the signature', () => {
    const [first = '', second = ''] = signatures;
    expect(imageSpec(first)).toEqual(imageSpec(first));
    expect(imageSpec(first)).not.toEqual(imageSpec(second));
  });

  it('gives originals at least as tall as 0.6× and at most 2× their width, with varied aspects', () => {
    const aspects = signatures.map((s) => {
      const { width, height } = imageSpec(s);
      return height / width;
    });
    for (const aspect of aspects) {
      expect(aspect).toBeGreaterThanOrEqual(MIN_ASPECT - 0.005);
      expect(aspect).toBeLessThanOrEqual(MAX_ASPECT + 0.005);
    }
    expect(Math.min(...aspects)).toBeLessThan(0.7);
    expect(Math.max(...aspects)).toBeGreaterThan(1.9);
    expect(new Set(aspects.map((a) => a.toFixed(2))).size).toBeGreaterThan(20);
  });

  it('has a #rrggbb dominant colour', () => {
    for (const s of signatures.slice(0, 50)) expect(imageSpec(s).dominantColor).toMatch(/^#[0-9a-f]{6}$/);
  });
});

describe('imageDimensions', () => {
  it('uses the fixed boxes for 60x60, 136x136 and 600x315', () => {
    for (const s of signatures.slice(0, 20)) {
      expect(imageDimensions(s, '60x60')).toEqual({ width: 60, height: 60 });
      expect(imageDimensions(s, '136x136')).toEqual({ width: 136, height: 136 });
      expect(imageDimensions(s, '600x315')).toEqual({ width: 600, height: 315 });
    }
  });

  it('scales the original aspect for width-only sizes', () => {
    for (const s of signatures.slice(0, 50)) {
      const original = imageSpec(s);
      for (const size of ['170x', '236x', '474x', '564x', '736x', '750x'] as const) {
        const { width, height } = imageDimensions(s, size);
        expect(width).toBe(IMAGE_SIZE_BOXES[size].width);
        expect(Math.abs(height - (width * original.height) / original.width)).toBeLessThanOrEqual(0.5);
      }
    }
  });

  it("makes 'orig' the original and the largest of all sizes", () => {
    for (const s of signatures.slice(0, 50)) {
      const orig = imageDimensions(s, 'orig');
      expect(orig).toEqual({ width: imageSpec(s).width, height: imageSpec(s).height });
      for (const size of IMAGE_SIZE_KEYS) {
        expect(imageDimensions(s, size).width).toBeLessThanOrEqual(orig.width);
      }
      expect(orig.width).toBeGreaterThan(750);
    }
  });
});

describe('colour helpers', () => {
  it('round-trip hex and convert HSL', () => {
    expect(rgbToHex(hexToRgb('#e60023'))).toBe('#e60023');
    expect(rgbToHex(hslToRgb(0, 1, 0.5))).toBe('#ff0000');
    expect(rgbToHex(hslToRgb(120, 1, 0.25))).toBe('#008000');
    expect(() => hexToRgb('red')).toThrow(RangeError);
  });
});
