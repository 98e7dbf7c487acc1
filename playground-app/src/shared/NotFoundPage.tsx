import { Link, useLocation } from 'react-router';
import styled from 'styled-components';
import { MessagePage } from './MessagePage.ts';

const Wrapper = styled(MessagePage)`
  a {
    display: inline-block;
    margin-top: ${({ theme }) => theme.space[4]}px;
    padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[5]}px;
    border-radius: ${({ theme }) => theme.radius.pill}px;
    background: ${({ theme }) => theme.color.primary};
    color: ${({ theme }) => theme.color.onPrimary};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-decoration: none;
  }
`;

/** Any path the playground does not serve yet (SPEC §2 routes arrive issue by issue). */
export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <Wrapper>
      <h1>Page not found</h1>
      <p>There is nothing at {pathname}.</p>
      <Link to="/">Back to the home feed</Link>
    </Wrapper>
  );
}
