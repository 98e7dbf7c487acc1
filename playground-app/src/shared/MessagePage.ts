import styled from 'styled-components';

/**
 * A page that is one message (not found, an error with Try again, a secret board): a centred
 * heading and a subtle paragraph, narrow enough to read.
 */
export const MessagePage = styled.section`
  max-width: 480px;
  margin: ${({ theme }) => theme.space[8]}px auto;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  text-align: center;
  h1 {
    font-size: ${({ theme }) => theme.font.size.xl}px;
    margin-block: 0 ${({ theme }) => theme.space[4]}px;
  }
  p {
    color: ${({ theme }) => theme.color.textSubtle};
    overflow-wrap: anywhere;
  }
`;
