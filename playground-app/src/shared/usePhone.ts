/**
 * Whether the site is laid out for a phone: below the md breakpoint of @tessera/tokens (the grids'
 * two columns, the closeup's one pane, §6's limited-login prompt).
 */
import { useMediaQuery } from '@tessera/ui';
import { useTheme } from 'styled-components';

export function usePhone(): boolean {
  const theme = useTheme();
  return useMediaQuery(`(max-width: ${theme.breakpoints.md - 1}px)`);
}
