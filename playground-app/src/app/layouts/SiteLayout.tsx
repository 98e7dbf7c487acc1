/**
 * The site layout (a pathless parent route of every page): a skip link, the header (the desktop
 * header, or below the md breakpoint the phone shell's top and tab bars) with its counts, the page,
 * a spinner while the next page loads, and §6's limited-login prompt.
 */
import { Spinner } from '@tessera/ui';
import { Outlet, useNavigation } from 'react-router';
import styled from 'styled-components';
import { LoginPromptProvider } from '../../shared/LoginPromptSheet.tsx';
import { Header } from './header/Header.tsx';
import { HeaderCountsProvider } from './header/useHeaderCounts.ts';

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
    /* The phone's tab bar is fixed at the bottom: the page's end stays clear of it. */
    padding-block-end: calc(
      ${({ theme }) => theme.shell.tabBar + theme.space[4]}px + env(safe-area-inset-bottom, 0px)
    );
  }
`;

/** Over the page while the next one loads (its loaders and code). */
const Pending = styled.div`
  position: fixed;
  inset-block-start: ${({ theme }) => theme.space[8] * 2}px;
  inset-inline-end: ${({ theme }) => theme.space[4]}px;
  z-index: ${({ theme }) => theme.zIndex.popover};
`;

/** A navigation this quick shows no spinner (our choice: a flash of it would be noise). */
export const PENDING_SPINNER_DELAY_MS = 300;

export function SiteLayout() {
  const navigation = useNavigation();
  const loading = navigation.state === 'loading';
  return (
    <LoginPromptProvider>
      <HeaderCountsProvider>
        <SkipLink href="#main">Skip to content</SkipLink>
        <Header />
        {loading ? (
          <Pending>
            <Spinner accessibilityLabel="Loading the page" delay={PENDING_SPINNER_DELAY_MS} />
          </Pending>
        ) : null}
        <Main id="main" tabIndex={-1} aria-busy={loading}>
          <Outlet />
        </Main>
      </HeaderCountsProvider>
    </LoginPromptProvider>
  );
}
