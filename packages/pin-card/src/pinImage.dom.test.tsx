import type { Pin } from '@tessera/model';
import { describe, expect, it } from 'vitest';
import { pinImageFor, pinImageSrcSet } from './pinImage.ts';

const image = (width: number) => ({ url: `/${width}.jpg`, width, height: width * 1.5 });
const pin = {
  id: '1',
  images: { '236x': image(236), '474x': image(474), '736x': image(736) },
} as Pin;

describe('pinImageSrcSet (issue 16: density chosen by the browser, not read in render)', () => {
  it('offers the pinImageFor choice at 1x, 2x and 3x', () => {
    expect(pinImageSrcSet(pin, 236)).toBe('/236.jpg 1x, /474.jpg 2x, /736.jpg 3x');
    expect(pinImageFor(pin, 236, 1)?.image.url).toBe('/236.jpg');
  });

  it('lists each url once and is undefined when every density gets the same image', () => {
    const onlyOne = { id: '2', images: { '236x': image(236) } } as Pin;
    expect(pinImageSrcSet(onlyOne, 236)).toBeUndefined();
    const twoSizes = { id: '3', images: { '236x': image(236), '474x': image(474) } } as Pin;
    expect(pinImageSrcSet(twoSizes, 236)).toBe('/236.jpg 1x, /474.jpg 2x');
  });
});
