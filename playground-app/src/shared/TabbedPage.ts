/**
 * The column of a page made of tabs (the profile, Today): its sections spaced on the theme, a
 * centred h2 per section, and the tab bar (its Tabs `align="center"`) over panels that stack their content. One look
 * for every tabbed page (issue 28: ProfilePage and TodayPage each declared the same two).
 */
import styled from 'styled-components';

export const TabbedPage = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space[4]}px;
  padding-block-end: ${({ theme }) => theme.space[6]}px;
  h2 {
    margin: 0;
    padding-inline: ${({ theme }) => theme.space[4]}px;
    font-size: ${({ theme }) => theme.font.size.lg}px;
    text-align: center;
  }
`;

export const TabRow = styled.div`
  [role='tabpanel'] {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[4]}px;
    padding-block-start: ${({ theme }) => theme.space[4]}px;
  }
`;
