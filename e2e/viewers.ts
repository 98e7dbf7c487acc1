/**
 * Switching viewer in the e2e tests the way a person does: the header's viewer menu, "Log in as …"
 * (the mock server's demo accounts; the page reloads as them).
 */

import { ACCOUNT_TEXT } from '../playground-app/src/routes/account/accountText.ts';
import { expect, type Page } from './test.ts';

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

/** On the login page: the demo account's name and password (the password is the name), Log in. */
export async function logInWithForm(page: Page, account: 'demo' | 'newbie' | 'partner'): Promise<void> {
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
  await main.getByRole('textbox', { name: ACCOUNT_TEXT.fields.usernameOrEmail, exact: true }).fill(account);
  await main.getByLabel(ACCOUNT_TEXT.fields.password, { exact: true }).fill(account);
  await main.getByRole('button', { name: ACCOUNT_TEXT.logIn, exact: true }).click();
}
