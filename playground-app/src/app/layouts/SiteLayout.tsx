/** The site layout (a pathless parent route): the header, a skip link and the page. */
import { Outlet } from 'react-router';
import styled from 'styled-components';
import { Header } from './header/Header.tsx';

const SkipLink = styled.a`
  position: absolute;
  inset-inline-start: ${({ theme }) => theme.space[2]}px;
  top: -100px;
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px;
  background: ${({ theme }) => theme.color.surface};
  color: ${({ theme }) => theme.color.text};
  border-radius: ${({ theme }) => theme.radius.sm}px;
  z-index: ${({ theme }) => theme.zIndex.modal};
  &:focus {
    top: ${({ theme }) => theme.space[2]}px;
  }
`;

const Main = styled.main`
  padding: ${({ theme }) => theme.space[2]}px ${({ theme }) => theme.space[4]}px ${({ theme }) => theme.space[8]}px;
  @media (max-width: ${({ theme }) => theme.breakpoints.md - 1}px) {
    padding-inline: ${({ theme }) => theme.space[2]}px;
  }
`;

export function SiteLayout() {
  return (
    <>
      <SkipLink href="#main">Skip to content</SkipLink>
      <Header />
      <Main id="main" tabIndex={-1}>
        <Outlet />
      </Main>
    </>
  );
}
