import styled from 'styled-components';

const Rule = styled.hr`
  margin: 0;
  border: none;
  border-block-start: 1px solid ${({ theme }) => theme.color.border};
  inline-size: 100%;
`;

const VerticalRule = styled.div`
  align-self: stretch;
  border-inline-start: 1px solid ${({ theme }) => theme.color.border};
`;

export interface DividerProps {
  /** horizontal (default): an <hr>; vertical: a separator between items of a row. */
  orientation?: 'horizontal' | 'vertical';
}

/** A thin separator in the border colour (a `separator` to assistive technology). */
export function Divider({ orientation = 'horizontal' }: DividerProps) {
  return orientation === 'vertical' ? (
    <VerticalRule role="separator" aria-orientation="vertical" />
  ) : (
    <Rule />
  );
}
