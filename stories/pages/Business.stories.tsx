/**
 * The business area's states (issue 14) for designers: the partner's dashboard (the analytics of
 * its own pins, its promoted pins), its catalog (products and their stock), a sub-page with nothing
 * to show (invoices), a personal account sent to /business/convert, the convert form with its
 * inline error, and a logged-out visitor. Each is the real site at the page's path on the stories'
 * MSW backend, whose default viewer is `demo`; the partner's stories answer its session and business
 * reads from the seed world (its promoted pins and products). The seeded partner has no pins of its
 * own, so the dashboard's analytics row is one of its products shown as if it had made it (the
 * figures are the story's). Left out of the screenshot test like the other pages: they load pin
 * images at their own pace.
 */
import type { BusinessAccount, PinStats } from '@tessera/api';
import { createWorld, failing, PARTNER_USERNAME } from '@tessera/mocks';
import { buildPath, END_BOOKMARK, messages, type Pin } from '@tessera/model';
import { http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import preview from '../../.storybook/preview.tsx';
import {
  BUSINESS_PAGE_NAMES,
  BUSINESS_SUB_PAGE_NAMES,
  BUSINESS_TEXT,
} from '../../playground-app/src/routes/business/businessText.ts';
import { clearFeedCache } from '../../playground-app/src/shared/feedCache.ts';
import { answer, LOADED, Site } from './site.tsx';

const world = createWorld({ seed: 1 });
const partner = (() => {
  const found = world.users.find((user) => user.username === PARTNER_USERNAME);
  if (!found) throw new Error('The seed world has no partner');
  return found;
})();
const account: BusinessAccount = {
  user_biz_id: partner.id,
  is_business: true,
  business_name: partner.full_name ?? partner.username,
  verified_merchant: true,
  follower_count: Object.values(world.follows.users).filter((ids) => ids.includes(partner.id)).length,
};
const promoted = world.pins.filter((pin) => pin.promoter?.id === partner.id).slice(0, 25);
const products = world.pins
  .filter((pin) =>
    pin.richMetadata?.products?.some((product) => product.brand?.name === account.business_name),
  )
  .slice(0, 25);
const statsRow = (pin: Pin): PinStats => ({
  pin,
  days: 30,
  impressions: 4210,
  closeups: 388,
  saves: 57,
  outbound_clicks: 41,
});

/** The partner's session and business reads, from the seed world. */
const partnerHandlers = () => [
  http.get(/\/v3\/users\/me\//, () => answer({ ...partner, visitor_type: 'authenticated' })),
  http.get(/\/resource\/BusinessAccountResource\/get\//, () => answer(account)),
  http.get(/\/resource\/BusinessPinsResource\/get\//, ({ request }) => {
    const data = new URL(request.url).searchParams.get('data');
    const list = data ? (JSON.parse(data) as { options?: { list?: string } }).options?.list : undefined;
    return answer(list === 'promoted' ? promoted : products, END_BOOKMARK);
  }),
  http.get(/\/resource\/BusinessPinStatsResource\/get\//, () =>
    answer(products[0] ? [statsRow(products[0])] : [], END_BOOKMARK),
  ),
];

const area = (subPage: keyof typeof BUSINESS_SUB_PAGE_NAMES) =>
  buildPath('businessAccess', { userBizId: partner.id, subPage });

const meta = preview.meta({
  title: 'Pages/Business',
  component: Site,
  tags: ['no-screenshot'],
  parameters: { layout: 'fullscreen' },
  beforeEach: () => clearFeedCache(),
});

/** The partner's dashboard: verified merchant, the analytics of its own pins, the pins it promotes. */
export const Dashboard = meta.story({
  args: { path: area('dashboard') },
  beforeEach({ msw }) {
    msw.use(...partnerHandlers());
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { level: 1, name: BUSINESS_SUB_PAGE_NAMES.dashboard }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByText(BUSINESS_TEXT.verifiedMerchant)).toBeVisible();
    const table = await canvas.findByRole('table', { name: BUSINESS_TEXT.analyticsCaption(30) }, LOADED);
    await expect(within(table).getByText('4,210')).toBeVisible();
    const feed = await canvas.findByRole('feed', { name: BUSINESS_TEXT.promotedFeed }, LOADED);
    await expect((await within(feed).findAllByRole('article', {}, LOADED)).length).toBeGreaterThan(0);
    const nav = canvas.getByRole('navigation', { name: BUSINESS_TEXT.nav });
    await expect(within(nav).getByRole('link', { name: BUSINESS_SUB_PAGE_NAMES.dashboard })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
});

/** The partner's catalog: its products with their price and stock (in stock, sold out, stale). */
export const Catalogs = meta.story({
  args: { path: area('catalogs') },
  beforeEach({ msw }) {
    msw.use(...partnerHandlers());
  },
  play: async ({ canvas }) => {
    const list = await canvas.findByRole('list', { name: BUSINESS_TEXT.productsHeading }, LOADED);
    await expect(within(list).getAllByText(messages.soldOut).length).toBeGreaterThan(0);
    await expect(within(list).getAllByText(BUSINESS_TEXT.inStock).length).toBeGreaterThan(0);
  },
});

/** A sub-page the spec gives nothing for: what it is for, and its honest empty state. */
export const Invoices = meta.story({
  args: { path: area('invoice-management') },
  beforeEach({ msw }) {
    msw.use(...partnerHandlers());
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole(
        'heading',
        { level: 1, name: BUSINESS_SUB_PAGE_NAMES['invoice-management'] },
        LOADED,
      ),
    ).toBeVisible();
    await expect(canvas.getByText(BUSINESS_TEXT.invoicesEmpty)).toBeVisible();
  },
});

/** A personal account (the stories' default viewer, demo): not a business account, the way to convert. */
export const NotBusiness = meta.story({
  args: { path: buildPath('businessHub') },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: BUSINESS_TEXT.notBusinessHeading }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: BUSINESS_TEXT.convertLink })).toHaveAttribute(
      'href',
      buildPath('businessConvert'),
    );
  },
});

/** /business/convert for demo: the business name is required, said under the field. */
export const Convert = meta.story({
  args: { path: buildPath('businessConvert') },
  play: async ({ canvas }) => {
    const field = await canvas.findByRole('textbox', { name: BUSINESS_TEXT.businessNameLabel }, LOADED);
    await userEvent.clear(field);
    await userEvent.click(canvas.getByRole('button', { name: BUSINESS_TEXT.convertAction }));
    await expect(canvas.getByText(BUSINESS_TEXT.businessNameRequired)).toBeVisible();
    await expect(field).toHaveAttribute('aria-invalid', 'true');
  },
});

/** A logged-out visitor: log in with a business account first. */
export const LoggedOut = meta.story({
  args: { path: buildPath('businessCommerceIntegrations') },
  beforeEach({ msw }) {
    msw.use(failing('/v3/users/me/', 401, 'Log in to see your account.'));
  },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('heading', { name: BUSINESS_TEXT.loggedOutHeading }, LOADED),
    ).toBeVisible();
    await expect(canvas.getByText(BUSINESS_TEXT.loggedOut)).toBeVisible();
    await expect(
      canvas.queryByRole('heading', { name: BUSINESS_PAGE_NAMES.businessCommerceIntegrations }),
    ).toBeNull();
  },
});
