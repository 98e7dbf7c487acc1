/**
 * `@tessera/masonry/frame`: the Tessera look of the grid's items, apart from the grid, so that
 * `Masonry` itself needs no styling library. Wrap a Masonry in MasonryFrame (inside a
 * styled-components theme: TesseraThemeProvider of `@tessera/tokens/react`, or ui's ThemeProvider)
 * and its items are rounded like a pin card and show the theme's focus ring when the feed keys move
 * focus to them.
 */
import styled from 'styled-components';
import { ITEM_INDEX_ATTRIBUTE } from './dom.ts';

const ITEM = `article[${ITEM_INDEX_ATTRIBUTE}]`;

export const MasonryFrame = styled.div`
  & ${ITEM} {
    border-radius: ${({ theme }) => theme.radius.md}px;
  }

  & ${ITEM}:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;
