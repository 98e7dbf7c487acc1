import { expect, test } from './test.ts';

/**
 * Issue 18: the site runs under its Content-Security-Policy with no violation (styled-components'
 * styles through the page's nonce, no inline script), sends the other security headers, has a
 * favicon, and gives the visitor a session cookie that scripts cannot read.
 */
test('the home feed renders and saves under the CSP with no violation and no console error', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') problems.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`page error: ${error.message}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      console.error(
        `CSP violation: ${event.violatedDirective} ${event.blockedURI} ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`,
      );
    });
  });

  const response = await page.goto('/');
  const headers = response?.headers() ?? {};
  const csp = headers['content-security-policy'] ?? '';
  expect(csp).toContain("script-src 'self'");
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/style-src 'self' 'nonce-[A-Za-z0-9+/=]+'/);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

  const feed = page.getByRole('feed', { name: 'Home feed' });
  const card = feed.getByRole('article').first();
  await expect(card).toBeVisible();
  // The styles arrived: cards are laid out by styled-components (absolute positions in columns).
  const position = await card.evaluate((el) => getComputedStyle(el.parentElement ?? el).position);
  expect(['absolute', 'relative']).toContain(position);
  await expect(page.locator('img').first()).toBeVisible();

  // A save is a write: it goes through with the cookie the page load handed out.
  await card.hover();
  await card.getByRole('button', { name: 'Save' }).first().click();
  await expect(card.getByRole('button', { name: 'Saved' }).first()).toBeVisible();

  expect(problems).toEqual([]);
});

test('the session cookie is HttpOnly and SameSite=Lax, and the favicon is served', async ({
  page,
  context,
}) => {
  await page.goto('/');
  const session = (await context.cookies()).find((c) => c.name === 'tessera_session');
  expect(session?.httpOnly).toBe(true);
  expect(session?.sameSite).toBe('Lax');
  expect(await page.evaluate(() => document.cookie)).not.toContain('tessera_session');
  const icon = await page.request.get('/favicon.svg');
  expect(icon.status()).toBe(200);
  expect(icon.headers()['content-type']).toContain('image/svg+xml');
});

test('a page answer is compressed for a browser that accepts it', async ({ page }) => {
  const response = await page.goto('/');
  const script = await page.request.get(
    (await page.locator('script[type="module"]').first().getAttribute('src')) ?? '/',
    { headers: { 'accept-encoding': 'gzip, br' } },
  );
  expect(response?.status()).toBe(200);
  expect(['br', 'gzip']).toContain(script.headers()['content-encoding']);
});
