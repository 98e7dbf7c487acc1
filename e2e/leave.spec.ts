/**
 * Issue 13, leaving the site (§2, §4): a new user's first clickthrough goes through the /pin_redirect
 * interstitial (in a new tab, the experience then completed on the server: the next one opens the
 * website directly); a link the spam check blocks shows the §8 warning and nothing opens; /offsite/
 * opens only the pin's own link: blocked it warns, allowed it leaves, another url never opens and
 * the page says why (issue 32); /pin_redirect with a foreign address names that site, says the link
 * claims another and stays until Continue; axe on the interstitial, light and dark.
 */

import { labels, messages } from '../packages/model/src/index.ts';
import { LEAVE_TEXT } from '../playground-app/src/routes/leave/leaveText.ts';
import { TODAY_TEXT } from '../playground-app/src/routes/today/todayText.ts';
import { axeViolations } from './axe.ts';
import { expect, type Page, test } from './test.ts';
import { logInAs } from './viewers.ts';

const homeFeed = (page: Page) => page.getByRole('feed', { name: 'Home feed' });
const closeup = (page: Page) => page.getByRole('main').getByRole('article').first();
/** The closeup's source link (the domain, in the paragraph under the title). */
const sourceLink = (page: Page) => closeup(page).getByRole('paragraph').getByRole('link').first();

/** The first pin of the home feed's first page with a website link, from the server. */
async function firstLinkedPin(page: Page): Promise<{ id: string; link: string }> {
  const response = await page.request.get('/resource/HomefeedResource/get/');
  const body = (await response.json()) as { resource_response: { data: { id: string; link?: string }[] } };
  const pin = body.resource_response.data.find((p) => p.link?.startsWith('https://'));
  return { id: pin?.id ?? '', link: pin?.link ?? '' };
}

/** From the home feed, by clicks, the closeup of the first image pin that has a link. */
async function openLinkedPin(page: Page) {
  const card = homeFeed(page)
    .getByRole('article')
    .filter({ has: page.locator('[data-pin-type="image"]') })
    .first();
  await expect(card).toBeVisible();
  await card.hover();
  await card.getByRole('link', { name: 'Open', exact: true }).click();
  await expect(closeup(page).getByRole('heading', { level: 1 })).toBeVisible();
}

test('a new user leaves through the interstitial once; the next clickthrough opens the website', async ({
  page,
}) => {
  await page.goto('/');
  await logInAs(page, 'newbie');
  await openLinkedPin(page);
  const href = (await sourceLink(page).getAttribute('href')) ?? '';
  const popup = page.waitForEvent('popup');
  await sourceLink(page).click();
  const tab = await popup;
  await expect(tab).toHaveURL(/\/pin_redirect\/?\?/);
  const domain = new URL(href).hostname;
  await expect(tab.getByRole('heading', { level: 1, name: LEAVE_TEXT.heading(domain) })).toBeVisible();
  await expect(tab.getByRole('link', { name: LEAVE_TEXT.continue(domain) })).toHaveAttribute('href', href);
  await tab.close();

  // Completed on the server: the next click goes straight to the website.
  const next = page.waitForEvent('popup');
  await page
    .context()
    .route(href, (route) => route.fulfill({ body: 'the website', contentType: 'text/plain' }));
  await sourceLink(page).click();
  const website = await next;
  await expect(website).toHaveURL(href);
  await website.close();
});

test('a link the spam check blocks shows the §8 warning, and nothing opens', async ({ page }) => {
  // A pin whose link goes to a host the mock server's spam check blocks.
  await page.route(/\/resource\/PinResource\/get\//, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { resource_response: { data: Record<string, unknown> } };
    body.resource_response.data.link = 'https://blocked-link.example/deal';
    body.resource_response.data.domain = 'blocked-link.example';
    await route.fulfill({ response, json: body });
  });
  await page.goto('/');
  await openLinkedPin(page);
  let opened = false;
  page.on('popup', () => {
    opened = true;
  });
  await sourceLink(page).click();
  const warning = page.getByRole('alertdialog', { name: messages.spamHeading });
  await expect(warning).toContainText(messages.spamBlockedLabel);
  await warning.getByRole('button', { name: labels.okay }).click();
  await expect(warning).toBeHidden();
  expect(opened).toBe(false);
});

test('/offsite/ with the pin’s own link: blocked it warns and stays, allowed it leaves', async ({ page }) => {
  const pin = await firstLinkedPin(page);
  const offsite = (url: string) => `/offsite/?url=${encodeURIComponent(url)}&pin=${pin.id}`;
  // The spam check's verdict on the pin's link, made "suspicious" for the first visit.
  await page.route(/\/v3\/offsite\//, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { resource_response: { data: Record<string, unknown> } };
    body.resource_response.data.redirect_status = 'suspicious';
    await route.fulfill({ response, json: body });
  });
  await page.goto(offsite(pin.link));
  await expect(page.getByRole('heading', { level: 1, name: messages.spamHeading })).toBeVisible();
  await page.unroute(/\/v3\/offsite\//);
  await page.route(`${new URL(pin.link).origin}/**`, (route) =>
    route.fulfill({ body: 'the website', contentType: 'text/plain' }),
  );
  await page.goto(offsite(pin.link));
  await expect(page).toHaveURL(pin.link);
});

test('/offsite/ with a foreign address stays on the site and says why', async ({ page }) => {
  const pin = await firstLinkedPin(page);
  const offsite = (url: string) => `/offsite/?url=${encodeURIComponent(url)}&pin=${pin.id}`;
  // Issue 32: any other url beside the pin was an open redirect. It stays on the site and says why.
  let leftForEvil = false;
  await page.route('https://evil.example/**', (route) => {
    leftForEvil = true;
    return route.fulfill({ body: 'phished', contentType: 'text/plain' });
  });
  await page.goto(offsite('https://evil.example/phish'));
  await expect(page.getByRole('heading', { level: 1, name: LEAVE_TEXT.badLinkHeading })).toBeVisible();
  await expect(page.getByText(LEAVE_TEXT.notPinLinkBody)).toBeVisible();
  await expect(page).toHaveURL(/\/offsite\//);
  // The same without a pin: no pin's link at all.
  await page.goto(`/offsite/?url=${encodeURIComponent('https://evil.example/phish')}`);
  await expect(page.getByText(LEAVE_TEXT.notPinLinkBody)).toBeVisible();
  await expect(page).toHaveURL(/\/offsite\//);
  expect(leftForEvil).toBe(false);
});

test('/pin_redirect with a foreign address names the site it opens, says the link claims another, and stays until Continue', async ({
  page,
}) => {
  let leftForEvil = false;
  await page.route('https://evil.example/**', (route) => {
    leftForEvil = true;
    return route.fulfill({ body: 'phished', contentType: 'text/plain' });
  });
  await page.goto(
    `/pin_redirect/?${new URLSearchParams({
      domain: 'trusted-bank.example',
      domainImageUrl: '',
      origin: 'http://127.0.0.1',
      pinCategory: 'food',
      pinImageUrl: '',
      redirectUrl: 'https://evil.example/',
    })}`,
  );
  await expect(
    page.getByRole('heading', { level: 1, name: LEAVE_TEXT.heading('evil.example') }),
  ).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText(
    LEAVE_TEXT.domainMismatch('trusted-bank.example', 'evil.example'),
  );
  await expect(page.getByRole('link', { name: LEAVE_TEXT.continue('evil.example') })).toHaveAttribute(
    'href',
    'https://evil.example/',
  );
  await expect(page).toHaveURL(/\/pin_redirect\//);
  expect(leftForEvil).toBe(false);
  expect(await axeViolations(page)).toEqual([]);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe finds nothing on the interstitial (${scheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    await page.goto(
      `/pin_redirect/?${new URLSearchParams({
        domain: 'bakery.example',
        domainImageUrl: '',
        origin: 'http://127.0.0.1',
        pinCategory: 'food',
        pinImageUrl: '',
        redirectUrl: 'https://bakery.example/tart',
      })}`,
    );
    await expect(page.getByRole('link', { name: LEAVE_TEXT.continue('bakery.example') })).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);
  });
}

test('by clicks from /: a new user goes Today → an article → a pin → its website through the interstitial; a blocked link warns and opens nothing', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await page.goto('/');
  await logInAs(page, 'newbie');
  await page.getByRole('banner').getByRole('link', { name: 'Today', exact: true }).click();
  await page.getByRole('list', { name: TODAY_TEXT.articles }).getByRole('link').first().click();
  const pins = page.getByRole('feed', { name: TODAY_TEXT.articlePins }).getByRole('article');
  const first = pins.first();
  await first.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await first.hover();
  await first.getByRole('link', { name: 'Open', exact: true }).click();
  await expect(closeup(page).getByRole('heading', { level: 1 })).toBeVisible();
  const href = (await sourceLink(page).getAttribute('href')) ?? '';
  const popup = page.waitForEvent('popup');
  await sourceLink(page).click();
  const tab = await popup;
  const domain = new URL(href).hostname;
  await expect(tab.getByRole('link', { name: LEAVE_TEXT.continue(domain) })).toHaveAttribute('href', href);
  await tab.close();

  // Back to the article, another pin: its link goes to a host the mock's spam check blocks.
  await page.goBack();
  const second = pins.nth(1);
  const secondId = (await second.locator('[data-pin-id]').first().getAttribute('data-pin-id')) ?? '';
  await page.route(/\/resource\/PinResource\/get\//, async (route) => {
    if (!decodeURIComponent(route.request().url()).includes(`"id":"${secondId}"`)) return route.continue();
    const response = await route.fetch();
    const body = (await response.json()) as { resource_response: { data: Record<string, unknown> } };
    body.resource_response.data.link = 'https://blocked-link.example/deal';
    body.resource_response.data.domain = 'blocked-link.example';
    await route.fulfill({ response, json: body });
  });
  await second.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await second.hover();
  await second.getByRole('link', { name: 'Open', exact: true }).click();
  await expect(sourceLink(page)).toHaveAttribute('href', 'https://blocked-link.example/deal');
  let opened = false;
  page.on('popup', () => {
    opened = true;
  });
  await sourceLink(page).click();
  const warning = page.getByRole('alertdialog', { name: messages.spamHeading });
  await expect(warning).toContainText(messages.spamBlockedLabel);
  await warning.getByRole('button', { name: labels.okay }).click();
  expect(opened).toBe(false);
  await page.unrouteAll({ behavior: 'ignoreErrors' });
});
