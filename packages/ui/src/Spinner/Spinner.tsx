import { useEffect, useState } from 'react';
import styled, { type DefaultTheme, keyframes } from 'styled-components';

export type SpinnerSize = 'sm' | 'md' | 'lg';

export function spinnerPx(theme: DefaultTheme, size: SpinnerSize): number {
  switch (size) {
    case 'sm':
      return theme.space[6]; // 24
    case 'md':
      return theme.space[8]; // 32
    case 'lg':
      return theme.space[8] + theme.space[4]; // 48
  }
}

export interface SpinnerProps {
  /** What is loading ("Loading Pins"); the progress bar's accessible name. */
  accessibilityLabel: string;
  size?: SpinnerSize;
  /** ms to wait before showing, so a fast load does not flash a spinner (default 0). */
  delay?: number;
}

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

const Wrapper = styled.div`
  display: inline-flex;
  justify-content: center;
`;

/** An indeterminate progress bar drawn as a turning ring. */
export function Spinner({ accessibilityLabel, size = 'md', delay = 0 }: SpinnerProps) {
  const [shown, setShown] = useState(delay === 0);
  useEffect(() => {
    if (delay === 0) return;
    const timer = setTimeout(() => setShown(true), delay);
    return () => clearTimeout(timer);
  }, [delay]);
  if (!shown) return null;
  return (
    <Wrapper role="progressbar" aria-label={accessibilityLabel}>
      <ThemedRing viewBox="0 0 24 24" aria-hidden="true" focusable="false" $size={size}>
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.2" strokeWidth="3" />
        <path
          d="M12 3a9 9 0 0 1 9 9"
          fill="none"
          stroke="currentColor"
          strokeWidth="3"
          strokeLinecap="round"
        />
      </ThemedRing>
    </Wrapper>
  );
}

const ThemedRing = styled.svg<{ $size: SpinnerSize }>`
  display: block;
  width: ${({ theme, $size }) => spinnerPx(theme, $size)}px;
  height: ${({ theme, $size }) => spinnerPx(theme, $size)}px;
  color: ${({ theme }) => theme.color.text};
  animation: ${spin} 0.8s linear infinite;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;
