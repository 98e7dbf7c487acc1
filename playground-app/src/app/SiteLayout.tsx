import { Link, Outlet } from 'react-router';
import styled from 'styled-components';

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space[2]}px;
  top: -100px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radius.sm}px;
  z-index: ${({ theme }) => theme.zIndex.popover};
  &:focus {
    top: ${({ theme }) => theme.space[2]}px;
  }
`;

const Header = styled.header`
  position: sticky;
  top: 0;
  z-index: ${({ theme }) => theme.zIndex.popover};
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space[4]}px;
  padding: ${({ theme }) => theme.space[3]}px ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.color.background};
`;

const Brand = styled(Link)`
  font-size: ${({ theme }) => theme.font.size.lg}px;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.primary};
  text-decoration: none;
  padding: ${({ theme }) => theme.space[2]}px;
  border-radius: ${({ theme }) => theme.radius.sm}px;
`;

const Nav = styled.nav`
  display: flex;
  gap: ${({ theme }) => theme.space[2]}px;
  a {
    color: ${({ theme }) => theme.color.text};
    font-weight: ${({ theme }) => theme.font.weight.semibold};
    text-decoration: none;
    padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[3]}px;
    border-radius: ${({ theme }) => theme.radius.pill}px;
  }
  a:hover {
    background: ${({ theme }) => theme.color.secondary};
  }
`;

const Main = styled.main`
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[8]}px;
`;

export function SiteLayout() {
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header>
        <Brand to="/">Tessera</Brand>
        <Nav aria-label="Main">
          <Link to="/">Home</Link>
        </Nav>
      </Header>
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
    </>
  );
}
