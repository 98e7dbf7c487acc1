import styled from 'styled-components';

/** A line of subtle text in a page (no results, an empty list, log in for this): centred, narrow. */
export const Notice = styled.p`
  margin: ${({ theme }) => theme.space[6]}px auto;
  max-width: 480px;
  padding-inline: ${({ theme }) => theme.space[4]}px;
  text-align: center;
  color: ${({ theme }) => theme.color.textSubtle};
`;
