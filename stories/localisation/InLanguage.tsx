import { DirectionProvider } from '@tessera/ui';
import type { ReactNode } from 'react';
import type { LanguageSample } from './samples.ts';

/**
 * A part of the page in another language: its direction and locale (DirectionProvider: logical
 * properties mirror, arrow keys follow the reading order) and its lang attribute.
 */
export function InLanguage({ language, children }: { language: LanguageSample; children: ReactNode }) {
  return (
    <DirectionProvider direction={language.direction} locale={language.locale}>
      <div lang={language.lang}>{children}</div>
    </DirectionProvider>
  );
}
