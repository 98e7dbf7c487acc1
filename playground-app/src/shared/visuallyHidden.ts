import { css } from 'styled-components';

/** Hidden on screen, read by assistive technology (a page's h1 when the page shows no title). */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
`;
