import { buildPath, messages } from '@tessera/model';
import { UNAVAILABLE_PIN_HEIGHT } from '@tessera/tokens';
import { TesseraThemeProvider } from '@tessera/tokens/react';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { FeedbackOverlay } from './FeedbackOverlay.tsx';
import { UnavailablePin } from './UnavailablePin.tsx';

const inTheme = (node: ReactNode) => render(<TesseraThemeProvider>{node}</TesseraThemeProvider>);

describe('FeedbackOverlay', () => {
  it('Reported: the §8 title and thanks, and the Tune your home feed link to /edit', () => {
    inTheme(<FeedbackOverlay feedback={{ kind: 'reported' }} />);
    const overlay = screen.getByRole('status');
    expect(overlay).toHaveTextContent(messages.reported);
    expect(overlay).toHaveTextContent(messages.reportedThanks);
    expect(screen.getByRole('link', { name: messages.tuneHomeFeed })).toHaveAttribute(
      'href',
      buildPath('tuneHomeFeed'),
    );
  });

  it.each([
    ['topic', messages.unfollowTopic('Baking')],
    ['user', messages.unfollowUser('Baking')],
    ['board', messages.unfollowBoard('Baking')],
  ] as const)('unfollowed %s: its §8 message', (target, text) => {
    inTheme(<FeedbackOverlay feedback={{ kind: 'unfollowed', target, name: 'Baking' }} />);
    expect(screen.getByRole('status')).toHaveTextContent(text);
    expect(screen.getByRole('link', { name: messages.tuneHomeFeed })).toBeInTheDocument();
  });

  it('cuts a long name in the unfollow message to 32 plus ellipsis (§5)', () => {
    const name = 'A board with a very long name indeed, longer than 32';
    inTheme(<FeedbackOverlay feedback={{ kind: 'unfollowed', target: 'board', name }} />);
    expect(screen.getByRole('status').textContent).toContain(`${name.slice(0, 32)}…`);
  });

  it('hidden: Pin hidden and Got it!, or the promoted text naming the promoter', () => {
    const { unmount } = inTheme(<FeedbackOverlay feedback={{ kind: 'hidden' }} />);
    expect(screen.getByRole('status')).toHaveTextContent(messages.pinHiddenTitle + messages.pinHiddenText);
    unmount();
    inTheme(
      <FeedbackOverlay
        feedback={{ kind: 'hidden' }}
        pin={{ isPromoted: true, promoter: { id: 'a', fullName: 'Acme' } }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(messages.promotedHideText('Acme'));
    expect(screen.queryByRole('link')).toBeNull();
  });
});

describe('UnavailablePin', () => {
  it('is a card of height 314 saying Unavailable', () => {
    inTheme(<UnavailablePin />);
    const box = screen.getByTestId('unavailable-pin');
    expect(box).toHaveTextContent(messages.unavailable);
    expect(box).not.toHaveTextContent(messages.removedByCreator);
    expect(box.style.height).toBe(`${UNAVAILABLE_PIN_HEIGHT}px`);
  });

  it('says Removed by the creator, and fills the screen when asked', () => {
    inTheme(<UnavailablePin removedByCreator fullScreen />);
    const box = screen.getByTestId('unavailable-pin');
    expect(box).toHaveTextContent(messages.removedByCreator);
    expect(box.style.height).toBe('');
  });
});
