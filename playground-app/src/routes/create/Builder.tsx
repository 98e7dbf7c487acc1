/** The builders' page frame: a heading, then the image beside the fields (stacked on phones). */
import styled from 'styled-components';

export const BuilderPage = styled.section`
  max-width: 1016px;
  margin: ${({ theme }) => theme.space[6]}px auto;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  h1 {
    font-size: ${({ theme }) => theme.font.size.xl}px;
    margin-block: 0 ${({ theme }) => theme.space[4]}px;
  }
`;

export const Columns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[6]}px;
  @media (min-width: ${({ theme }) => theme.breakpoints.md}px) {
    grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
  }
`;

export const Fields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space[4]}px;
  align-content: start;
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: center;
`;

export const Note = styled.p`
  margin: 0 0 ${({ theme }) => theme.space[4]}px;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space[3]}px;
  align-items: center;
  color: ${({ theme }) => theme.color.textSubtle};
`;
