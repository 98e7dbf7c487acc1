import styled from 'styled-components';

/**
 * The centred header of a page about one thing (a board, a profile, a topic): its name as the h1,
 * its lines of subtle text, its actions, one under the other.
 */
export const PageHeader = styled.header`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space[3]}px;
  padding: ${({ theme }) => theme.space[6]}px ${({ theme }) => theme.space[4]}px
    ${({ theme }) => theme.space[4]}px;
  text-align: center;
  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.xl}px;
    overflow-wrap: anywhere;
  }
  p {
    margin: 0;
    max-width: 640px;
    color: ${({ theme }) => theme.color.textSubtle};
    overflow-wrap: anywhere;
  }
`;
