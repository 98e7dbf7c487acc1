import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { themed } from '../testing/themed.tsx';
import { isExternalHref, isSafeHref, Link, NEW_TAB_REL, relFor } from './Link.tsx';

describe('Link', () => {
  it('adds rel="noopener noreferrer" when it opens a new tab, keeping the caller rel', () => {
    themed(
      <>
        <Link href="https://example.com/a" target="_blank">
          New tab
        </Link>
        <Link href="https://example.com/b" target="_blank" rel="nofollow">
          Sponsored
        </Link>
        <Link href="/pin/1/">Same tab</Link>
      </>,
    );
    expect(NEW_TAB_REL).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'New tab' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: 'Sponsored' })).toHaveAttribute(
      'rel',
      'nofollow noopener noreferrer',
    );
    expect(screen.getByRole('link', { name: 'Same tab' })).not.toHaveAttribute('rel');
  });

  it('relFor does not repeat a rel already given', () => {
    expect(relFor('_blank', 'noopener')).toBe('noopener noreferrer');
    expect(relFor(undefined, 'author')).toBe('author');
  });

  it('counts only http and https URLs of another origin as external (§5)', () => {
    expect(isExternalHref('https://example.com/x')).toBe(true);
    expect(isExternalHref('HTTP://example.com')).toBe(true);
    expect(isExternalHref(`${window.location.origin}/pin/1/`)).toBe(false);
    expect(isExternalHref('https://www.tessera.test/x', ['tessera.test'])).toBe(false);
    expect(isExternalHref('/pin/1/')).toBe(false);
    expect(isExternalHref('mailto:a@b.c')).toBe(false);
    expect(isExternalHref('ftp://example.com')).toBe(false);
    expect(isExternalHref('//example.com')).toBe(false);
  });

  it('marks external links and shows the arrow only when asked', () => {
    themed(
      <>
        <Link href="https://example.com" externalLinkIcon>
          example.com
        </Link>
        <Link href="/pin/1/" externalLinkIcon>
          Internal
        </Link>
      </>,
    );
    const external = screen.getByRole('link', { name: 'example.com' });
    expect(external).toHaveAttribute('data-external', 'true');
    expect(external.querySelector('[data-icon="arrow-up-right"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Internal' }).querySelector('svg')).toBeNull();
  });

  it('never renders a script URL as a link', () => {
    expect(isSafeHref('javascript:alert(1)')).toBe(false);
    expect(isSafeHref(' JavaScript:alert(1)')).toBe(false);
    expect(isSafeHref('data:text/html,x')).toBe(false);
    expect(isSafeHref('https://x.y')).toBe(true);
    expect(isSafeHref('/a?b=c:d')).toBe(true);
    const scriptUrl = ['javascript', 'alert(1)'].join(':');
    themed(<Link href={scriptUrl}>Click</Link>);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Click')).toBeInTheDocument();
  });

  it('is reached with Tab and followed with Enter', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    themed(
      <Link href="#top" onPress={onPress}>
        Top
      </Link>,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'Top' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(onPress).toHaveBeenCalledTimes(1);
  });
});
