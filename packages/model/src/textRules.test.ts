import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { messages } from './messages.ts';
import {
  collapseWhitespace,
  DESCRIPTION_MIN_EXCLUSIVE,
  domainText,
  feedbackName,
  pinDescription,
  savedButtonText,
  savedOverlayName,
  senderFirstName,
  sharedIdeaHeader,
  TITLE_LINES_GRID,
  TITLE_LINES_HOVER_FOOTER,
  TITLE_LINES_WITH_PRICE,
  titleLineClamp,
} from './text.ts';

const chars = (n: number, c = 'a') => c.repeat(n);

describe('pinDescription (§5)', () => {
  it('keeps the spec numbers', () => {
    expect(DESCRIPTION_MIN_EXCLUSIVE).toBe(3);
  });

  it.each([
    [3, ''],
    [4, chars(4)],
  ])('a %i-character description shows %j (length above 3)', (length, expected) => {
    expect(pinDescription({ closeupDescription: chars(length) })).toBe(expected);
  });

  it.each([
    [495, 495],
    [496, 496],
    [497, 496],
  ])('a %i-character description is cut to %i', (length, expected) => {
    expect(pinDescription({ closeupDescription: chars(length) })).toHaveLength(expected);
  });

  it('prefers the closeup description over the rich metadata description', () => {
    expect(
      pinDescription({ closeupDescription: 'Closeup text', richMetadata: { description: 'Rich text' } }),
    ).toBe('Closeup text');
    expect(pinDescription({ richMetadata: { description: 'Rich text' } })).toBe('Rich text');
    expect(pinDescription({ closeupDescription: null, richMetadata: null })).toBe('');
  });

  it('falls back to the rich description when the closeup one does not count', () => {
    expect(pinDescription({ closeupDescription: ' ab ', richMetadata: { description: 'Rich text' } })).toBe(
      'Rich text',
    );
  });

  it('drops a description equal to the summary name, ignoring case and whitespace', () => {
    expect(
      pinDescription({ closeupDescription: 'Lemon  Tart', richSummary: { displayName: 'lemon tart' } }),
    ).toBe('');
    expect(
      pinDescription({ closeupDescription: 'Lemon tarts', richSummary: { displayName: 'Lemon tart' } }),
    ).toBe('Lemon tarts');
    expect(pinDescription({ closeupDescription: 'Lemon tart', richSummary: { displayName: null } })).toBe(
      'Lemon tart',
    );
  });

  it('collapses whitespace runs before measuring', () => {
    expect(pinDescription({ closeupDescription: '  a \n\t b  ' })).toBe('');
    expect(pinDescription({ closeupDescription: 'Warm\n\n soup   tonight' })).toBe('Warm soup tonight');
    expect(collapseWhitespace(' a\u00a0 b ')).toBe('a b');
  });

  it('property: the result has no whitespace runs and at most 496 characters', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 700 }), (text) => {
        const result = pinDescription({ closeupDescription: text });
        expect(Array.from(result).length).toBeLessThanOrEqual(496);
        expect(/\s\s/.test(result)).toBe(false);
        expect(result === '' || Array.from(result).length > 3).toBe(true);
      }),
    );
  });
});

describe('§5 named cuts', () => {
  it.each([
    [31, chars(31)],
    [32, chars(32)],
    [33, `${chars(32)}…`],
  ])('feedback name of %i characters', (length, expected) => {
    expect(feedbackName(chars(length))).toBe(expected);
  });

  it.each([
    [29, 29],
    [30, 30],
    [31, 30],
  ])('sender first name of %i characters keeps %i (no ellipsis)', (length, expected) => {
    expect(senderFirstName(chars(length))).toHaveLength(expected);
  });

  it('hides the shared header when the first name is empty', () => {
    expect(sharedIdeaHeader({ first_name: '  ' })).toBeNull();
    expect(sharedIdeaHeader(null)).toBeNull();
    expect(sharedIdeaHeader({})).toBeNull();
    expect(sharedIdeaHeader({ first_name: ' Ana ' })).toBe(messages.sharedThisIdea('Ana'));
    expect(sharedIdeaHeader({ first_name: 'Ana' })).toBe('Ana shared this idea with you');
  });

  it.each([
    [26, false, chars(26)],
    [27, false, chars(27)],
    [28, false, `${chars(27)}…`],
    [11, true, chars(11)],
    [12, true, chars(12)],
    [13, true, `${chars(12)}…`],
  ])('domain of %i characters (overlay %s)', (length, overlay, expected) => {
    expect(domainText(chars(length), { overlay })).toBe(expected);
  });

  it('domain text defaults to the card limit', () => {
    expect(domainText(chars(28))).toBe(`${chars(27)}…`);
  });

  it.each([
    [21, chars(21)],
    [22, chars(22)],
    [23, `${chars(22)}…`],
  ])('saved overlay name of %i characters', (length, expected) => {
    expect(savedOverlayName(chars(length))).toBe(expected);
  });

  it.each([
    [19, chars(19)],
    [20, chars(20)],
    [21, `${chars(20)}…`],
  ])('saved button text of %i characters', (length, expected) => {
    expect(savedButtonText(chars(length))).toBe(expected);
  });
});

describe('titleLineClamp (§9)', () => {
  it('keeps the spec numbers', () => {
    expect([TITLE_LINES_HOVER_FOOTER, TITLE_LINES_GRID, TITLE_LINES_WITH_PRICE]).toEqual([1, 2, 3]);
  });

  it('clamps 1 line in the hover footer, 3 with a price on a non-square pin, else 2', () => {
    expect(titleLineClamp({ hoverFooter: true, priceShown: true })).toBe(1);
    expect(titleLineClamp({})).toBe(2);
    expect(titleLineClamp({ priceShown: true })).toBe(3);
    expect(titleLineClamp({ priceShown: true, square: true })).toBe(2);
    expect(titleLineClamp({ square: true })).toBe(2);
  });
});
