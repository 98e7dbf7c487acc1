import styled from 'styled-components';

/**
 * A list of cards in as many columns as fit (each at least `$min` px wide), centred at most 1200 px:
 * boards, articles, people. Each item is a column (picture, name, subtle lines); a list may restyle
 * its items (PeopleList's rows).
 */
export const CardGrid = styled.ul<{ $min: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${({ $min }) => $min}px, 1fr));
  gap: ${({ theme }) => theme.space[4]}px;
  width: 100%;
  max-width: 1200px;
  margin: 0 auto;
  padding: 0 ${({ theme }) => theme.space[4]}px;
  list-style: none;
  box-sizing: border-box;
  li {
    display: flex;
    flex-direction: column;
    gap: ${({ theme }) => theme.space[1]}px;
    min-width: 0;
  }
  span {
    color: ${({ theme }) => theme.color.textSubtle};
    font-size: ${({ theme }) => theme.font.size.sm}px;
  }
`;
