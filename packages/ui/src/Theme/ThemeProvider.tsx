import { TesseraThemeProvider } from '@tessera/tokens/react';
import { MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';
import { I18nProvider } from 'react-aria';
import { useMediaQuery } from '../hooks/useMediaQuery.ts';

/** light, dark (§9 background #111111) or whatever the person's system prefers. */
export type ColorSchemePreference = 'light' | 'dark' | 'userPreference';
export type Direction = 'ltr' | 'rtl';

/** The locale react-aria uses for keyboard direction when only a direction is given. */
export const DEFAULT_LOCALE: Record<Direction, string> = { ltr: 'en-US', rtl: 'he-IL' };

export interface ThemeProviderProps {
  colorScheme?: ColorSchemePreference;
  /** Text direction. Every component uses logical properties, so rtl mirrors the layout. */
  direction?: Direction;
  /** BCP 47 locale for react-aria (arrow keys, formatting); defaults from the direction. */
  locale?: string;
  children?: ReactNode;
}

/** The colour scheme a preference resolves to, given whether the system prefers dark. */
export function resolveColorScheme(
  preference: ColorSchemePreference,
  systemPrefersDark: boolean,
): 'light' | 'dark' {
  if (preference === 'userPreference') return systemPrefersDark ? 'dark' : 'light';
  return preference;
}

export interface DirectionProviderProps {
  direction: Direction;
  locale?: string;
  children?: ReactNode;
}

/**
 * A part of the page in another direction (or locale): react-aria's I18nProvider, so arrow keys
 * follow the reading order, and the dir attribute, so logical properties mirror the layout.
 */
export function DirectionProvider({ direction, locale, children }: DirectionProviderProps) {
  return (
    <I18nProvider locale={locale ?? DEFAULT_LOCALE[direction]}>
      <div dir={direction}>{children}</div>
    </I18nProvider>
  );
}

/**
 * Everything the kit needs above it: the Tessera theme and GlobalStyle, the locale and direction
 * (react-aria's I18nProvider, so arrow keys follow the reading order), and framer-motion's
 * MotionConfig with reducedMotion="user" (motion is cut when the person asks for less).
 */
export function ThemeProvider({
  colorScheme = 'light',
  direction = 'ltr',
  locale,
  children,
}: ThemeProviderProps) {
  const systemPrefersDark = useMediaQuery('(prefers-color-scheme: dark)');
  const scheme = resolveColorScheme(colorScheme, systemPrefersDark);
  return (
    <TesseraThemeProvider colorScheme={scheme}>
      <MotionConfig reducedMotion="user">
        <DirectionProvider direction={direction} {...(locale ? { locale } : {})}>
          {children}
        </DirectionProvider>
      </MotionConfig>
    </TesseraThemeProvider>
  );
}
