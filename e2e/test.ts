/**
 * The e2e tests' `test`: Playwright's, whose page waits, after each load of a document (goto,
 * reload, back, forward), until the app has taken over the server's first screen. That screen (the
 * home page's header and first cards, mock-server/src/firstPaint.ts) is inert markup the app
 * replaces once its code has loaded: a test reading or pressing the page means the app's page.
 * e2e/first-paint.spec.ts looks at the first screen itself, in contexts of its own.
 */
import { test as base, type Page } from '@playwright/test';

export * from '@playwright/test';

/** Resolves once the page shows no server-rendered first screen (at once on any other page). */
export async function appTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => document.querySelector('[data-first-screen]') === null);
}

export const test = base.extend({
  page: async ({ page }, use) => {
    for (const name of ['goto', 'reload', 'goBack', 'goForward'] as const) {
      const load = page[name].bind(page) as (...args: unknown[]) => ReturnType<Page['reload']>;
      (page as unknown as Record<string, unknown>)[name] = async (...args: unknown[]) => {
        const response = await load(...args);
        await appTookOver(page);
        return response;
      };
    }
    await use(page);
  },
});
