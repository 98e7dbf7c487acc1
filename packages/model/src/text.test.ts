import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cut,
  DEFAULT_TRUNCATE_MAX,
  DESCRIPTION_MAX,
  DOMAIN_TEXT_MAX,
  DOMAIN_TEXT_OVERLAY_MAX,
  ELLIPSIS,
  FEEDBACK_NAME_MAX,
  GRID_TITLE_MAX,
  gridTitle,
  SAVED_BUTTON_TEXT_MAX,
  SAVED_OVERLAY_NAME_MAX,
  SENDER_FIRST_NAME_MAX,
  truncate,
} from './text.ts';

const chars = (n: number, c = 'a') => c.repeat(n);

describe('§5 text limits', () => {
  it('keeps the spec numbers', () => {
    expect(GRID_TITLE_MAX).toBe(200);
    expect(DESCRIPTION_MAX).toBe(496);
    expect(FEEDBACK_NAME_MAX).toBe(32);
    expect(DEFAULT_TRUNCATE_MAX).toBe(80);
    expect(SENDER_FIRST_NAME_MAX).toBe(30);
    expect(DOMAIN_TEXT_MAX).toBe(27);
    expect(DOMAIN_TEXT_OVERLAY_MAX).toBe(12);
    expect(SAVED_OVERLAY_NAME_MAX).toBe(22);
    expect(SAVED_BUTTON_TEXT_MAX).toBe(20);
    expect(ELLIPSIS).toBe('…');
  });
});

describe('gridTitle (§5: trimmed and cut to 200)', () => {
  it.each([
    [199, 199],
    [200, 200],
    [201, 200],
  ])('a %i-character title gives %i characters', (length, expected) => {
    expect(gridTitle({ gridTitle: chars(length) })).toHaveLength(expected);
  });

  it('cuts without an ellipsis', () => {
    expect(gridTitle({ gridTitle: `${chars(200)}b` })).toBe(chars(200));
  });

  it('trims before cutting', () => {
    expect(gridTitle({ gridTitle: '  Summer salad \n' })).toBe('Summer salad');
    expect(gridTitle({ gridTitle: `   ${chars(200)}   ` })).toBe(chars(200));
    expect(gridTitle({ gridTitle: ` ${chars(201)}` })).toBe(chars(200));
  });

  it('falls back to title, then to the empty string', () => {
    expect(gridTitle({ gridTitle: 'Grid', title: 'Title' })).toBe('Grid');
    expect(gridTitle({ title: ' Title ' })).toBe('Title');
    expect(gridTitle({ gridTitle: null, title: 'Title' })).toBe('Title');
    expect(gridTitle({})).toBe('');
    expect(gridTitle({ gridTitle: '   ' })).toBe('');
  });

  it('never splits an emoji', () => {
    const title = `${chars(199)}😀😀`;
    expect(gridTitle({ gridTitle: title })).toBe(`${chars(199)}😀`);
  });

  it('property: the result is trimmed input, at most 200 characters, and a prefix of it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 400 }), (title) => {
        const result = gridTitle({ gridTitle: title });
        expect(Array.from(result).length).toBeLessThanOrEqual(GRID_TITLE_MAX);
        expect(title.trim().startsWith(result)).toBe(true);
      }),
    );
  });
});

describe('truncate (§5 cut plus ellipsis; default 80)', () => {
  it.each([
    [79, chars(79)],
    [80, chars(80)],
    [81, `${chars(80)}…`],
  ])('default max: %i characters', (length, expected) => {
    expect(truncate(chars(length))).toBe(expected);
  });

  it.each([
    [31, chars(31)],
    [32, chars(32)],
    [33, `${chars(32)}…`],
  ])('feedback names, max 32: %i characters', (length, expected) => {
    expect(truncate(chars(length), FEEDBACK_NAME_MAX)).toBe(expected);
  });

  it('takes a custom ellipsis', () => {
    expect(truncate('abcdef', 3, '...')).toBe('abc...');
  });

  it('property: short text is unchanged, long text is its first max characters plus the ellipsis', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.nat({ max: 120 }), (text, max) => {
        const result = truncate(text, max);
        const points = Array.from(text);
        if (points.length <= max) {
          expect(result).toBe(text);
        } else {
          expect(result).toBe(`${points.slice(0, max).join('')}${ELLIPSIS}`);
          expect(Array.from(result)).toHaveLength(max + 1);
        }
      }),
    );
  });

  it('property: truncating twice changes nothing more', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), fc.integer({ min: 1, max: 120 }), (text, max) => {
        const once = truncate(text, max);
        expect(truncate(once, max + 1)).toBe(once);
      }),
    );
  });
});

describe('cut', () => {
  it('keeps at most max code points', () => {
    expect(cut('abc', 2)).toBe('ab');
    expect(cut('abc', 3)).toBe('abc');
    expect(cut('abc', 0)).toBe('');
    expect(cut('😀😀', 1)).toBe('😀');
  });
});
