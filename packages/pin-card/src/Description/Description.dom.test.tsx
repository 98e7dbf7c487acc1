import { TesseraThemeProvider } from '@tessera/tokens/react';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Description } from './Description.tsx';
import { sanitizeDescriptionHtml } from './sanitize.ts';

describe('sanitizeDescriptionHtml', () => {
  it('removes scripts, event handlers, styles, images and iframes, keeps formatting', () => {
    const safe = sanitizeDescriptionHtml(
      '<p onclick="steal()">Lemon <b>tart</b><script>alert(1)</script><img src=x onerror="alert(2)"><iframe src="https://evil.test"></iframe><style>p{}</style><em>now</em></p>',
    );
    expect(safe).toBe('<p>Lemon <b>tart</b><em>now</em></p>');
  });

  it('keeps http(s) links, opening in a new tab with noopener noreferrer', () => {
    const safe = sanitizeDescriptionHtml(
      '<a href="https://example.com/r" target="_self" rel="opener">recipe</a>',
    );
    const link = new DOMParser().parseFromString(safe ?? '', 'text/html').querySelector('a');
    expect(link?.getAttribute('href')).toBe('https://example.com/r');
    expect(link?.getAttribute('target')).toBe('_blank');
    expect(link?.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it.each([
    'javascript:alert(1)',
    'JaVaScRiPt:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'mailto:a@b.c',
    '/pin/1/',
    '//evil.test/x',
  ])('drops the href %s, keeping the text', (href) => {
    const safe = sanitizeDescriptionHtml(`<a href="${href}">go</a>`);
    expect(safe).toBe('<a>go</a>');
  });
});

describe('Description', () => {
  const renderIt = (props: Parameters<typeof Description>[0]) =>
    render(
      <TesseraThemeProvider>
        <Description {...props} />
      </TesseraThemeProvider>,
    );

  it('shows the plain text until DOMPurify has loaded, then the sanitised HTML, never the raw markup', async () => {
    renderIt({ html: 'Fresh <strong>basil</strong><script>window.hacked = true</script>', text: 'plain' });
    expect(screen.getByTestId('pin-description')).toHaveTextContent('plain');
    await waitFor(() =>
      expect(screen.getByTestId('pin-description').innerHTML).toBe('Fresh <strong>basil</strong>'),
    );
    const description = screen.getByTestId('pin-description');
    expect(description.querySelector('script')).toBeNull();
    expect((window as unknown as { hacked?: boolean }).hacked).toBeUndefined();
  });

  it('falls back to the plain text when there is no HTML or nothing survives', async () => {
    renderIt({ html: '<script>x()</script>', text: 'Just words' });
    await import('./sanitize.ts');
    await waitFor(() => expect(screen.getByTestId('pin-description')).toHaveTextContent('Just words'));
    expect(screen.getByTestId('pin-description').querySelector('script')).toBeNull();
  });

  it('shows nothing when there is neither', () => {
    renderIt({ text: '' });
    expect(screen.queryByTestId('pin-description')).toBeNull();
  });
});
