import styled from 'styled-components';

/** The feed fills its container; its measured width sets the column count. */
export const FeedRoot = styled.div`
  position: relative;
  width: 100%;
`;

/** The columns, centred in the feed. Positions are logical, so right-to-left mirrors them. */
export const Grid = styled.div`
  position: relative;
  margin-inline: auto;
`;

export const FeedItem = styled.article`
  position: absolute;
  box-sizing: border-box;
  border-radius: ${({ theme }) => theme.radius.md}px;

  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.color.focusRing};
    outline-offset: 2px;
  }
`;
