import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  GRID_IMAGE_SIZES,
  IMAGE_SIZE_BOXES,
  IMAGE_SIZE_KEYS,
  type ImageSizeKey,
  imagePath,
  imageSizeForWidth,
} from './images.ts';

describe('image sizes (§3, §9)', () => {
  it('lists the ten sizes in spec order', () => {
    expect(IMAGE_SIZE_KEYS).toEqual([
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
    ]);
  });

  it('knows the box of each size', () => {
    expect(IMAGE_SIZE_BOXES['60x60']).toEqual({ width: 60, height: 60 });
    expect(IMAGE_SIZE_BOXES['136x136']).toEqual({ width: 136, height: 136 });
    expect(IMAGE_SIZE_BOXES['600x315']).toEqual({ width: 600, height: 315 });
    expect(IMAGE_SIZE_BOXES['236x']).toEqual({ width: 236 });
    expect(IMAGE_SIZE_BOXES['750x']).toEqual({ width: 750 });
    expect(IMAGE_SIZE_BOXES.orig).toEqual({});
    expect(GRID_IMAGE_SIZES).toEqual(['170x', '236x', '474x', '564x', '736x']);
  });
});

describe('imagePath', () => {
  it('builds size/xx/yy/zz/signature.jpg', () => {
    expect(imagePath('d1f1a2b3c4e5f60718293a4b5c6d7e8f', '236x')).toBe(
      '236x/d1/f1/a2/d1f1a2b3c4e5f60718293a4b5c6d7e8f.jpg',
    );
    expect(imagePath('abcdef', 'orig')).toBe('orig/ab/cd/ef/abcdef.jpg');
  });

  it('rejects signatures shorter than 6 characters or with path characters', () => {
    expect(() => imagePath('abcde', '236x')).toThrow(RangeError);
    expect(() => imagePath('', '236x')).toThrow(RangeError);
    expect(() => imagePath('ab/def', '236x')).toThrow(RangeError);
    expect(() => imagePath('../../x', '236x')).toThrow(RangeError);
  });

  it('property: the path is the size, three 2-char shards of the signature, then the file', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[0-9a-f]{6,40}$/),
        fc.constantFrom(...IMAGE_SIZE_KEYS),
        (signature, size) => {
          const parts = imagePath(signature, size).split('/');
          expect(parts).toHaveLength(5);
          expect(parts[0]).toBe(size);
          expect(parts.slice(1, 4).join('')).toBe(signature.slice(0, 6));
          expect(parts[4]).toBe(`${signature}.jpg`);
        },
      ),
    );
  });
});

describe('imageSizeForWidth', () => {
  it.each([
    [0, 1, '170x'],
    [169, 1, '170x'],
    [170, 1, '170x'],
    [171, 1, '236x'],
    [235, 1, '236x'],
    [236, 1, '236x'],
    [237, 1, '474x'],
    [474, 1, '474x'],
    [475, 1, '564x'],
    [564, 1, '564x'],
    [565, 1, '736x'],
    [736, 1, '736x'],
    [737, 1, 'orig'],
    // dpr 2: the needed pixels double
    [85, 2, '170x'],
    [86, 2, '236x'],
    [118, 2, '236x'],
    [119, 2, '474x'],
    [236, 2, '474x'],
    [237, 2, '474x'],
    [238, 2, '564x'],
    [282, 2, '564x'],
    [283, 2, '736x'],
    [368, 2, '736x'],
    [369, 2, 'orig'],
    [236, 1.5, '474x'],
  ] as const)('width %d at dpr %d → %s', (width, dpr, size) => {
    expect(imageSizeForWidth(width, dpr)).toBe(size);
  });

  it('defaults to dpr 1', () => {
    expect(imageSizeForWidth(236)).toBe('236x');
    expect(imageSizeForWidth(237)).toBe('474x');
  });

  it('rejects invalid input', () => {
    expect(() => imageSizeForWidth(-1)).toThrow(RangeError);
    expect(() => imageSizeForWidth(Number.NaN)).toThrow(RangeError);
    expect(() => imageSizeForWidth(100, 0)).toThrow(RangeError);
    expect(() => imageSizeForWidth(100, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });

  it('property: the chosen size is the smallest grid size wide enough', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 2000, noNaN: true }),
        fc.constantFrom(1, 1.5, 2, 3),
        (width, dpr) => {
          const size = imageSizeForWidth(width, dpr);
          const needed = width * dpr;
          const widthOf = (s: ImageSizeKey) => IMAGE_SIZE_BOXES[s].width ?? 0;
          if (size === 'orig') {
            expect(GRID_IMAGE_SIZES.every((s) => widthOf(s) < needed)).toBe(true);
          } else {
            expect(widthOf(size)).toBeGreaterThanOrEqual(needed);
            const smaller = GRID_IMAGE_SIZES.filter((s) => widthOf(s) < widthOf(size));
            expect(smaller.every((s) => widthOf(s) < needed)).toBe(true);
          }
        },
      ),
    );
  });
});
