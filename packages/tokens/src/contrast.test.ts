import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrast.ts';
import { darkTheme, lightTheme, type Theme, type ThemeColors } from './index.ts';

const AA_TEXT = 4.5; // WCAG 2 AA, normal text
const AA_NON_TEXT = 3; // WCAG 2 AA, UI components (focus ring, borders of controls)

type ColorName = keyof ThemeColors;

/** Every text colour and the backgrounds it is drawn on. */
const TEXT_PAIRS: Array<[text: ColorName, backgrounds: ColorName[]]> = [
  ['text', ['background', 'surface']],
  ['textSubtle', ['background', 'surface']],
  ['error', ['background', 'surface']],
  ['success', ['background', 'surface']],
  ['textInverse', ['text']],
  ['onPrimary', ['primary', 'primaryHover', 'primaryPressed']],
  ['onSecondary', ['secondary', 'secondaryHover', 'secondaryPressed']],
  ['onSelected', ['selected']],
  ['onToast', ['toastBackground']],
];

describe('contrast helpers', () => {
  it('computes the WCAG reference values', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    // #767676 on white is the well-known 4.54:1 threshold grey
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
  });

  it('rejects colours it cannot read', () => {
    expect(() => relativeLuminance('red')).toThrow(RangeError);
  });
});

describe.each<Theme>([lightTheme, darkTheme])('$name theme contrast', (theme) => {
  const cases = TEXT_PAIRS.flatMap(([text, backgrounds]) => backgrounds.map((bg) => [text, bg] as const));

  it.each(cases)('%s on %s passes AA (4.5:1)', (text, bg) => {
    expect(contrastRatio(theme.color[text], theme.color[bg])).toBeGreaterThanOrEqual(AA_TEXT);
  });

  it.each(['background', 'surface'] as const)('focusRing on %s passes 3:1', (bg) => {
    expect(contrastRatio(theme.color.focusRing, theme.color[bg])).toBeGreaterThanOrEqual(AA_NON_TEXT);
  });

  it('save red #e60023 with white text passes as it is', () => {
    expect(theme.color.onPrimary).toBe('#ffffff');
    expect(contrastRatio('#e60023', '#ffffff')).toBeGreaterThanOrEqual(AA_TEXT);
  });
});
