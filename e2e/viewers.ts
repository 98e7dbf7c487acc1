/**
 * Switching viewer in the e2e tests the way a person does: the header's viewer menu, "Log in as …"
 * (the mock server's demo accounts; the page reloads as them).
 */
import { expect, type Page } from '@playwright/test';

export async function logInAs(
  page: Page,
  account: 'demo' | 'newbie' | 'partner',
  { from = 'Demo', keepOnboarding = false }: { from?: string; keepOnboarding?: boolean } = {},
): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: from }).click();
  await page.getByRole('menuitem', { name: `Log in as ${account}` }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: from })).toBeHidden();
  if (account === 'newbie' && !keepOnboarding) {
    // On the home feed a new user is welcomed by the onboarding (placements.spec.ts walks it): closed here.
    await expect(page.getByRole('dialog')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  }
}
