/** @tessera/tokens: pure token values (no React, no styled-components at runtime). */

export { contrastRatio, relativeLuminance } from './contrast.ts';
export * from './layout.ts';
export * from './motion.ts';
export type { Theme, ThemeColors } from './theme.ts';
export {
  BOTTOM_INSET_VAR,
  DARK_MODE_BACKGROUND,
  darkTheme,
  FONT_FAMILY,
  lightTheme,
  MODAL_Z_INDEX,
  OVERLAY_SAVED_OPACITY,
  OVERLAY_VISUAL_OPACITY,
  OVERLAY_WASH_OPACITY,
  ROUNDING,
  themes,
} from './theme.ts';
export type { ThemeToken, TokenPath, TokenValue } from './tokenPaths.ts';
export { CSS_VARIABLE_PREFIX, cssVar, cssVariableName, themeTokens } from './tokenPaths.ts';
