import styled from 'styled-components';

/** The feed fills its container; its measured width sets the column count. */
export const FeedRoot = styled.div`
  position: relative;
  width: 100%;
`;

/**
 * The columns, centred in the feed. Items are absolutely positioned with logical offsets
 * (`inset-inline-start`), so right-to-left mirrors them. Their styles live here, once per grid, not
 * on each item, so an item is a plain <article> with its position inline.
 */
export const Grid = styled.div`
  position: relative;
  margin-inline: auto;

  & > article {
    position: absolute;
    box-sizing: border-box;
    /* An item's layout and counters cannot reach outside it: a change inside one item (a hover, a
       late image) relays out that item only, not the grid. Paint is not contained, so nothing of a
       card (a focus ring, a shadow) is clipped. */
    contain: layout style;
    border-radius: ${({ theme }) => theme.radius.md}px;
  }

  & > article:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;
