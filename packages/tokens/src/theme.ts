/** Colour, space, radius, type, z-index and breakpoint tokens, and the light and dark themes (SPEC §9). */

export interface ThemeColors {
  /** Page background (§9 dark mode background #111111). */
  background: string;
  /** Raised surfaces: cards, modals, popovers, sheets. */
  surface: string;
  text: string;
  /** Secondary text (source domain, meta lines). */
  textSubtle: string;
  /** Text on a background of the `text` colour (inverse surfaces). */
  textInverse: string;
  /** The save red and its interaction states. */
  primary: string;
  primaryHover: string;
  primaryPressed: string;
  onPrimary: string;
  /** Grey buttons: Open, icon buttons, Change / Organize on light surfaces. */
  secondary: string;
  secondaryHover: string;
  secondaryPressed: string;
  onSecondary: string;
  /** The black "Saved" button. */
  selected: string;
  onSelected: string;
  focusRing: string;
  border: string;
  /** Image placeholder fill shown before the image (or its dominant colour) is known. */
  placeholder: string;
  /** §9 overlay colours: wash 0.4, saved 0.33, visual 0.1 black opacity. */
  overlayWash: string;
  overlaySaved: string;
  overlayVisual: string;
  toastBackground: string;
  onToast: string;
  error: string;
  success: string;
}

export interface Theme {
  name: 'light' | 'dark';
  color: ThemeColors;
  /** Spacing scale in px. */
  space: { 0: number; 1: number; 2: number; 3: number; 4: number; 5: number; 6: number; 8: number };
  /** Corner radii in px; `rounding` is the §9 rounding 4. */
  radius: { rounding: number; sm: number; md: number; lg: number; pill: number };
  font: {
    family: string;
    size: { xs: number; sm: number; md: number; lg: number; xl: number };
    weight: { regular: number; semibold: number; bold: number };
    lineHeight: { tight: number; normal: number };
  };
  /** Stacking order; `modal` is the §9 desktop modal z-index 1000. */
  zIndex: { base: number; overlay: number; popover: number; modal: number; toast: number };
  /**
   * Viewport widths in px (min-width breakpoints). Below `md` is a phone: the site's phone shell
   * (compact top bar, bottom tab bar), two grid columns, one-pane closeup. From `md` to `lg` a
   * tablet, from `lg` a desktop. `sm` is where dialogs become bottom sheets and carousels drop
   * their dots. §9 names a tablet width only for modals (350 min); these are ours.
   */
  breakpoints: { sm: number; md: number; lg: number; xl: number };
  /**
   * The phone shell's bars (issue 29), in px: the compact top bar and the bottom tab bar, each a
   * 48 px touch target and a 4 px margin around it. A page keeps this much free at its end.
   */
  shell: { topBar: number; tabBar: number };
  /**
   * How a control looks while it works (issue 31: a busy Button and a SaveButton "Saving" looked
   * exactly like rest). Busy: diagonal stripes over the control's fill, in its own text colour at
   * `busyStripeStrength` percent, each stripe `busyStripeWidth` px wide. Still, not animated: the
   * stripes are the difference, and a screenshot of them is stable.
   */
  state: { busyStripeWidth: number; busyStripeStrength: number };
}

/**
 * A CSS custom property an app sets on the document to the height of what it fixes at the bottom of
 * the viewport (a tab bar, with its safe-area inset); the kit's fixed overlays at the bottom
 * (toasts) sit above it. Unset, they sit at the viewport's edge.
 */
export const BOTTOM_INSET_VAR = '--tessera-bottom-inset';

/**
 * Types styled-components' theme as the Tessera Theme, so `${({ theme }) => theme.color.text}` is
 * typed wherever this package is imported. A type-only augmentation: nothing is loaded at runtime.
 */
declare module 'styled-components' {
  export interface DefaultTheme extends Theme {}
}

/** §9 overlay colours (black at the given opacity). */
export const OVERLAY_WASH_OPACITY = 0.4; // §9 wash
export const OVERLAY_SAVED_OPACITY = 0.33; // §9 saved overlay
export const OVERLAY_VISUAL_OPACITY = 0.1; // §9 visual overlay
export const DARK_MODE_BACKGROUND = '#111111'; // §9 dark mode background
export const ROUNDING = 4; // §9 rounding
export const MODAL_Z_INDEX = 1000; // §9 modal z-index (desktop)

export const FONT_FAMILY =
  "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, 'Helvetica Neue', Helvetica, Arial, sans-serif";

const black = (opacity: number) => `rgba(0, 0, 0, ${opacity})`;

const shared = {
  space: { 0: 0, 1: 4, 2: 8, 3: 12, 4: 16, 5: 20, 6: 24, 8: 32 },
  radius: { rounding: ROUNDING, sm: 8, md: 16, lg: 24, pill: 999 },
  font: {
    family: FONT_FAMILY,
    size: { xs: 12, sm: 14, md: 16, lg: 20, xl: 28 },
    weight: { regular: 400, semibold: 600, bold: 700 },
    lineHeight: { tight: 1.2, normal: 1.4 },
  },
  zIndex: { base: 0, overlay: 1, popover: 100, modal: MODAL_Z_INDEX, toast: 1100 },
  breakpoints: { sm: 576, md: 768, lg: 1024, xl: 1280 },
  shell: { topBar: 56, tabBar: 56 },
  state: { busyStripeWidth: 6, busyStripeStrength: 18 },
} satisfies Omit<Theme, 'name' | 'color'>;

const overlays = {
  overlayWash: black(OVERLAY_WASH_OPACITY),
  overlaySaved: black(OVERLAY_SAVED_OPACITY),
  overlayVisual: black(OVERLAY_VISUAL_OPACITY),
};

/**
 * #e60023 with white text has a contrast of 4.79:1, so the save red passes WCAG AA as it is;
 * hover and pressed are darker still.
 */
export const lightTheme: Theme = {
  name: 'light',
  color: {
    background: '#ffffff',
    surface: '#ffffff',
    text: '#111111',
    textSubtle: '#5f5f5f',
    textInverse: '#ffffff',
    primary: '#e60023',
    primaryHover: '#ad081b',
    primaryPressed: '#8c0615',
    onPrimary: '#ffffff',
    secondary: '#e9e9e9',
    secondaryHover: '#e1e1e1',
    secondaryPressed: '#cdcdcd',
    onSecondary: '#111111',
    selected: '#111111',
    onSelected: '#ffffff',
    focusRing: '#0074e8',
    border: '#cdcdcd',
    placeholder: '#efefef',
    ...overlays,
    toastBackground: '#111111',
    onToast: '#ffffff',
    error: '#cc0000',
    success: '#00754a',
  },
  ...shared,
};

export const darkTheme: Theme = {
  name: 'dark',
  color: {
    background: DARK_MODE_BACKGROUND,
    surface: '#222222',
    text: '#efefef',
    textSubtle: '#b5b5b5',
    textInverse: '#111111',
    primary: '#e60023',
    primaryHover: '#ad081b',
    primaryPressed: '#8c0615',
    onPrimary: '#ffffff',
    secondary: '#3a3a3a',
    secondaryHover: '#474747',
    secondaryPressed: '#555555',
    onSecondary: '#efefef',
    selected: '#efefef',
    onSelected: '#111111',
    focusRing: '#4da3ff',
    border: '#4a4a4a',
    placeholder: '#333333',
    ...overlays,
    toastBackground: '#efefef',
    onToast: '#111111',
    error: '#ff6b61',
    success: '#3ccf8e',
  },
  ...shared,
};

export const themes = { light: lightTheme, dark: darkTheme } as const;
