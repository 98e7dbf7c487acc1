import { DARK_MODE_BACKGROUND } from '@tessera/tokens';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useTheme } from 'styled-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Tabs } from '../Tabs/Tabs.tsx';
import { DirectionProvider, resolveColorScheme, ThemeProvider } from './ThemeProvider.tsx';

function mockPrefersDark(dark: boolean) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: dark && query === '(prefers-color-scheme: dark)',
      media: query,
      addEventListener: () => {},
      removeEventListener: () => {},
    })),
  );
}

function Background() {
  const theme = useTheme();
  return <p data-testid="background">{`${theme.name} ${theme.color.background}`}</p>;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('ThemeProvider', () => {
  it('resolves light, dark and the user preference', () => {
    expect(resolveColorScheme('light', true)).toBe('light');
    expect(resolveColorScheme('dark', false)).toBe('dark');
    expect(resolveColorScheme('userPreference', true)).toBe('dark');
    expect(resolveColorScheme('userPreference', false)).toBe('light');
  });

  it('follows the system preference and paints the §9 dark background #111111', () => {
    mockPrefersDark(true);
    render(
      <ThemeProvider colorScheme="userPreference">
        <Background />
      </ThemeProvider>,
    );
    expect(DARK_MODE_BACKGROUND).toBe('#111111');
    expect(screen.getByTestId('background')).toHaveTextContent('dark #111111');
  });

  it('uses the light theme when the system prefers light', () => {
    mockPrefersDark(false);
    render(
      <ThemeProvider colorScheme="userPreference">
        <Background />
      </ThemeProvider>,
    );
    expect(screen.getByTestId('background')).toHaveTextContent('light #ffffff');
  });

  it('sets dir and gives react-aria the direction, so arrow keys follow the reading order', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <ThemeProvider direction="rtl">
        <Tabs
          accessibilityLabel="Tabs"
          tabs={[
            { id: 'a', label: 'A' },
            { id: 'b', label: 'B' },
          ]}
          onChange={onChange}
        />
      </ThemeProvider>,
    );
    expect(screen.getByRole('tablist').closest('[dir]')).toHaveAttribute('dir', 'rtl');
    await user.tab();
    await user.keyboard('{ArrowLeft}');
    expect(onChange).toHaveBeenLastCalledWith({ id: 'b', index: 1 });
  });

  it('DirectionProvider switches one part of the page', () => {
    render(
      <ThemeProvider>
        <DirectionProvider direction="rtl">
          <p>עברית</p>
        </DirectionProvider>
      </ThemeProvider>,
    );
    expect(screen.getByText('עברית').closest('[dir]')).toHaveAttribute('dir', 'rtl');
  });
});
