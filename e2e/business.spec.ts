/**
 * Issue 14, the business area (§2 /business/): the partner (a business account, §6) walks every
 * sub-page by clicks on the business nav and sees its promoted pins, a product's stock and the
 * §5/§6 analytics of its own pins; a personal account finds the way to /business/convert and
 * converts. axe finds nothing on any business page, light and dark (one page load per test: the
 * nav moves in the page and the colour scheme follows the system while the page is open).
 */

import { BUSINESS_SUB_PAGES, messages } from '../packages/model/src/index.ts';
import {
  BUSINESS_PAGE_NAMES,
  BUSINESS_SUB_PAGE_NAMES,
  BUSINESS_TEXT,
} from '../playground-app/src/routes/business/businessText.ts';
import { axeViolations } from './axe.ts';
import { expect, type Page, test } from './test.ts';

const OWN_PIN_TITLE = 'Our new mug';

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
});

/** Logs in as a demo account (the request's cookies are the page's). */
async function logIn(page: Page, account: 'partner' | 'demo') {
  // A change needs the site's session cookie: any read hands it out first.
  await page.request.get('/v3/users/me/');
  const answer = await page.request.post('/v3/login/', {
    data: { username_or_email: account, password: account },
  });
  expect(answer.ok()).toBe(true);
}

/** The partner's id (its {userBizId}), from its business account. */
async function businessId(page: Page): Promise<string> {
  const answer = await page.request.get('/resource/BusinessAccountResource/get/');
  return (await answer.json()).resource_response.data.user_biz_id;
}

/** The colour of the page's heading text (it changes with the colour scheme). */
const shade = (page: Page) =>
  page.evaluate(() => getComputedStyle(document.querySelector('h1') ?? document.body).color);

/** axe on the page as it is, in light then dark (the scheme follows the system live), then light again. */
async function expectAxeClean(page: Page, where: string) {
  expect(await axeViolations(page), `${where} (light)`).toEqual([]);
  const light = await shade(page);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => shade(page)).not.toBe(light);
  expect(await axeViolations(page), `${where} (dark)`).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => shade(page)).toBe(light);
}

const nav = (page: Page) => page.getByRole('navigation', { name: BUSINESS_TEXT.nav });
const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name, exact: true });

async function go(page: Page, name: string) {
  await nav(page).getByRole('link', { name, exact: true }).click();
  await expect(heading(page, name)).toBeVisible();
}

test('the partner sees its analytics, its promoted pins and its products with their stock, by clicks', async ({
  page,
}) => {
  await logIn(page, 'partner');
  // An own public pin of the partner (the seeded partner has none): the analytics cover it (§5/§6).
  const created = await page.request.post('/resource/PinResource/create/', {
    data: { options: { image_url: 'https://partner-shop.example/mug.jpg', title: OWN_PIN_TITLE } },
  });
  expect(created.status()).toBe(201);
  await page.goto('/business/hub/');
  await expect(heading(page, BUSINESS_PAGE_NAMES.businessHub)).toBeVisible();
  await expect(page.getByText(BUSINESS_TEXT.verifiedMerchant)).toBeVisible();

  await go(page, BUSINESS_SUB_PAGE_NAMES.dashboard);
  const analytics = page.getByRole('table', { name: BUSINESS_TEXT.analyticsCaption(30) });
  await expect(analytics.getByRole('row', { name: new RegExp(OWN_PIN_TITLE) })).toBeVisible();
  const promoted = page.getByRole('feed', { name: BUSINESS_TEXT.promotedFeed });
  await expect(promoted.getByText(messages.promotedBy('Partner Shop')).first()).toBeVisible();

  await go(page, BUSINESS_SUB_PAGE_NAMES.catalogs);
  const products = page.getByRole('list', { name: BUSINESS_TEXT.productsHeading });
  await expect(products.getByRole('listitem').filter({ hasText: messages.soldOut }).first()).toBeVisible();
  await expect(
    products.getByRole('listitem').filter({ hasText: BUSINESS_TEXT.inStock }).first(),
  ).toBeVisible();
});

const half = Math.ceil(BUSINESS_SUB_PAGES.length / 2);
const SUB_PAGE_GROUPS = [BUSINESS_SUB_PAGES.slice(0, half), BUSINESS_SUB_PAGES.slice(half)];

for (const [index, group] of SUB_PAGE_GROUPS.entries()) {
  test(`axe finds nothing on the business sub-pages, light and dark (part ${index + 1}: ${group.join(', ')})`, async ({
    page,
  }) => {
    await logIn(page, 'partner');
    await page.goto(`/business/business-manager/${await businessId(page)}/`);
    await expect(heading(page, BUSINESS_SUB_PAGE_NAMES.dashboard)).toBeVisible();
    for (const subPage of group) {
      await go(page, BUSINESS_SUB_PAGE_NAMES[subPage]);
      await expect(page).toHaveURL(new RegExp(`/business/business-manager/\\d+/${subPage}/$`));
      await expectAxeClean(page, subPage);
    }
  });
}

test('axe finds nothing on the other business pages, reached from the nav, light and dark', async ({
  page,
}) => {
  await logIn(page, 'partner');
  await page.goto(`/business/business-hierarchy/${await businessId(page)}/hierarchy/`);
  await expect(heading(page, BUSINESS_SUB_PAGE_NAMES.hierarchy)).toBeVisible();
  for (const name of [
    BUSINESS_PAGE_NAMES.businessHub,
    BUSINESS_PAGE_NAMES.businessInvite,
    BUSINESS_PAGE_NAMES.businessScheduleCall,
    BUSINESS_PAGE_NAMES.businessCommerceIntegrations,
  ]) {
    await go(page, name);
    await expectAxeClean(page, name);
  }
  // /business/catalogs/{userBizId}/, from commerce integrations.
  await page.getByRole('main').getByRole('link', { name: BUSINESS_PAGE_NAMES.businessCatalogs }).click();
  await expect(heading(page, BUSINESS_PAGE_NAMES.businessCatalogs)).toBeVisible();
  await expect(page).toHaveURL(/\/business\/catalogs\/\d+\/$/);
  await expectAxeClean(page, 'catalogs/{userBizId}');
});

test('a personal account is told so, finds /business/convert, converts and lands on its dashboard', async ({
  page,
}) => {
  await logIn(page, 'demo');
  await page.goto('/business/hub/');
  await expect(page.getByRole('heading', { name: BUSINESS_TEXT.notBusinessHeading })).toBeVisible();
  await expectAxeClean(page, 'not a business account');
  await page.getByRole('link', { name: BUSINESS_TEXT.convertLink }).click();
  await expect(page).toHaveURL(/\/business\/convert\/$/);
  const field = page.getByRole('textbox', { name: BUSINESS_TEXT.businessNameLabel });
  await field.fill('');
  await page.getByRole('button', { name: BUSINESS_TEXT.convertAction }).click();
  await expect(page.getByText(BUSINESS_TEXT.businessNameRequired)).toBeVisible();
  await expectAxeClean(page, 'convert, with an error');
  await field.fill('Demo Studio');
  await field.press('Enter');
  await expect(heading(page, BUSINESS_SUB_PAGE_NAMES.dashboard)).toBeVisible();
  await expect(page.getByText('Demo Studio', { exact: true })).toBeVisible();
  await expect(page.getByText(BUSINESS_TEXT.analyticsEmpty)).toBeVisible();
});
