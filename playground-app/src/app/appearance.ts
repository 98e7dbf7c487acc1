/**
 * What a host that renders the site may decide for it: the colour scheme and the text direction.
 * Storybook's toolbar sets them (.storybook/preview.tsx), so the page stories follow its Theme and
 * Direction (issue 31: with Dark chosen, every page story rendered light). The real site sets
 * nothing: its colour scheme is the viewer's choice or the system's (useColorScheme), left to right.
 * A module of its own, so the Storybook preview takes this and not the whole site.
 */
import type { Direction } from '@tessera/ui';
import { createContext } from 'react';

export interface SiteAppearance {
  /** Instead of the viewer's stored choice or the system's (useColorScheme). */
  colorScheme?: 'light' | 'dark';
  /** The site's text direction (and react-aria's locale from it); the site's own is left to right. */
  direction?: Direction;
}

/** App reads it; nothing above the site: the site decides. */
export const SiteAppearanceContext = createContext<SiteAppearance>({});
