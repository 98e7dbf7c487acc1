import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { themed } from '../testing/themed.tsx';
import { VerifiedBadge } from '../VerifiedBadge/VerifiedBadge.tsx';
import { Badge, durationText, positionText } from './Badge.tsx';

describe('Badge', () => {
  it('formats video and story lengths as m:ss or h:mm:ss', () => {
    expect(durationText(0)).toBe('0:00');
    expect(durationText(5000)).toBe('0:05');
    expect(durationText(65_999)).toBe('1:05');
    expect(durationText(3_600_000 + 62_000)).toBe('1:01:02');
    expect(durationText(-10)).toBe('0:00');
  });

  it('writes the carousel position 1-based', () => {
    expect(positionText(0, 5)).toBe('1/5');
    expect(positionText(4, 5)).toBe('5/5');
  });

  it('shows its text, and pins to a logical corner', () => {
    themed(<Badge text="GIF" corner="top-end" data-testid="gif" />);
    const badge = screen.getByTestId('gif');
    expect(badge).toHaveTextContent('GIF');
    expect(getComputedStyle(badge).position).toBe('absolute');
    expect(getComputedStyle(badge).insetInlineEnd).toBe('8px');
  });
});

describe('VerifiedBadge', () => {
  it('has the §9 sizes sm 12, md 16, lg 20, xl 24', () => {
    themed((['sm', 'md', 'lg', 'xl'] as const).map((size) => <VerifiedBadge key={size} size={size} />));
    expect(screen.getAllByTestId('verified-badge').map((svg) => svg.getAttribute('width'))).toEqual([
      '12',
      '16',
      '20',
      '24',
    ]);
  });

  it('is an image named by its label, or hidden when decorative', () => {
    themed(
      <>
        <VerifiedBadge accessibilityLabel="Verified merchant" />
        <VerifiedBadge />
      </>,
    );
    expect(screen.getByRole('img', { name: 'Verified merchant' })).toBeInTheDocument();
    expect(screen.getAllByTestId('verified-badge')[1]).toHaveAttribute('aria-hidden', 'true');
  });
});
