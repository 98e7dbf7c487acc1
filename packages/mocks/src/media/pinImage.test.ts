import { IMAGE_SIZE_KEYS } from '@tessera/model';
import { decode } from 'jpeg-js';
import { describe, expect, it } from 'vitest';
import { createRandom } from '../random.ts';
import { hexToRgb, imageDimensions, imageSpec } from './imageSpec.ts';
import { pinImageJpeg, renderPinImage } from './pinImage.ts';

const signature = createRandom(5).hex(32);

describe('pin images', () => {
  it.each(IMAGE_SIZE_KEYS)('the %s JPEG has exactly the dimensions the pin data says', (size) => {
    const decoded = decode(pinImageJpeg(signature, size), { useTArray: true });
    expect({ width: decoded.width, height: decoded.height }).toEqual(imageDimensions(signature, size));
  });

  it('shows the dominant colour as its main colour', () => {
    const random = createRandom(77);
    for (let i = 0; i < 12; i++) {
      const s = random.hex(32);
      const decoded = decode(pinImageJpeg(s, '236x'), { useTArray: true });
      const pixels = decoded.width * decoded.height;
      // The colour closest to the dominant one covers most of the picture.
      const target = hexToRgb(imageSpec(s).dominantColor);
      let near = 0;
      for (let p = 0; p < pixels; p++) {
        const d =
          Math.abs((decoded.data[p * 4] ?? 0) - target.r) +
          Math.abs((decoded.data[p * 4 + 1] ?? 0) - target.g) +
          Math.abs((decoded.data[p * 4 + 2] ?? 0) - target.b);
        if (d < 3 * 40) near++;
      }
      expect(near / pixels).toBeGreaterThan(0.5);
    }
  });

  it('is deterministic and served from the cache the second time', () => {
    const first = pinImageJpeg(signature, '474x');
    expect(pinImageJpeg(signature, '474x')).toBe(first);
    expect(renderPinImage(signature, '474x')).toEqual(first);
  });

  it('draws different pictures for different signatures', () => {
    const other = createRandom(6).hex(32);
    expect(renderPinImage(other, '60x60')).not.toEqual(renderPinImage(signature, '60x60'));
  });
});
