import styled from 'styled-components';

/**
 * A page that is one column of work (a tool, a studio, a form): centred at most `$width` px, its
 * name as an xl h1 and its intro paragraphs subtle. A page with other needs extends it
 * (styled(PageColumn)).
 */
export const PageColumn = styled.section<{ $width: number }>`
  max-width: ${({ $width }) => $width}px;
  margin: ${({ theme }) => theme.space[6]}px auto;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  h1 {
    font-size: ${({ theme }) => theme.font.size.xl}px;
    margin-block: 0 ${({ theme }) => theme.space[2]}px;
  }
  > p {
    color: ${({ theme }) => theme.color.textSubtle};
  }
`;
