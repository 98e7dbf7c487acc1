import { type BusinessAccount, type PinStats, ResourceRequestError } from '@tessera/api';
import { BUSINESS_SUB_PAGES, messages, type Pin, type User } from '@tessera/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_VIEWER, fakeApi, renderSite, stubBrowserForSite } from '../../app/testing.tsx';
import { clearFeedCache } from '../../shared/feedCache.ts';
import { BUSINESS_PAGE_NAMES, BUSINESS_SUB_PAGE_NAMES, BUSINESS_TEXT } from './businessText.ts';
import { SUB_PAGES } from './subPages.tsx';

const partner: User = { id: '5', username: 'partner', full_name: 'Partner Shop' };
const partnerAccount: BusinessAccount = {
  user_biz_id: '5',
  is_business: true,
  business_name: 'Partner Shop',
  verified_merchant: true,
  follower_count: 3,
};
const personal: BusinessAccount = {
  user_biz_id: DEMO_VIEWER.id,
  is_business: false,
  business_name: null,
  verified_merchant: false,
  follower_count: 0,
};
const image = { '236x': { url: '/media/236x/ab/cd/ef/a.jpg', width: 236, height: 300 } };
const ownPin: Pin = { id: '301', title: 'Our new mug', images: image };
const promoted: Pin = {
  id: '302',
  title: 'Spring sale',
  images: image,
  isPromoted: true,
  promoter: { id: '5', username: 'partner', fullName: 'Partner Shop' },
};
const product = (id: string, name: string, stock: Partial<Pin>): Pin => ({
  id,
  title: name,
  images: image,
  category: 'home_decor',
  richMetadata: { products: [{ name, offerSummary: { price: '$12.00' } }] },
  ...stock,
});
const stats: PinStats = {
  pin: ownPin,
  days: 30,
  impressions: 1234,
  closeups: 120,
  saves: 14,
  outbound_clicks: 9,
};
const end = null as string | null;

function businessApi(viewer: User = partner, account: BusinessAccount = partnerAccount) {
  const api = fakeApi();
  api.getMe.mockResolvedValue({ ...viewer, visitor_type: 'authenticated' });
  return {
    ...api,
    getBusinessAccount: vi.fn(async () => account),
    convertToBusiness: vi.fn(async ({ business_name }: { business_name: string }) => ({
      ...account,
      is_business: true,
      business_name,
    })),
    getBusinessPinStats: vi.fn(async () => ({ items: [stats], bookmark: end })),
    getBusinessPins: vi.fn(async ({ list }: { list: 'promoted' | 'products' }) => ({
      items:
        list === 'promoted'
          ? [promoted]
          : [
              product('401', 'Linen apron', {}),
              product('402', 'Oak board', { isOosProduct: true }),
              product('403', 'Clay cup', { isStaleProduct: true }),
            ],
      bookmark: end,
    })),
    getBoardsPage: vi.fn(async () => ({
      items: [{ id: '21', name: 'Shop our picks', username: 'partner', url: '/partner/shop-our-picks/' }],
      bookmark: end,
    })),
  };
}

beforeAll(() => stubBrowserForSite());
afterEach(() => clearFeedCache());

describe('the business area (issue 14)', () => {
  it('has one entry in the sub-page table, and one name, for every sub-page of §2', () => {
    expect(Object.keys(SUB_PAGES).sort()).toEqual([...BUSINESS_SUB_PAGES].sort());
    expect(Object.keys(BUSINESS_SUB_PAGE_NAMES).sort()).toEqual([...BUSINESS_SUB_PAGES].sort());
  });

  it('shows the partner its dashboard: the account, the analytics of its own pins and its promoted pins', async () => {
    const api = businessApi();
    renderSite('/business/business-access/5/dashboard/', api);
    expect(
      await screen.findByRole('heading', { level: 1, name: BUSINESS_SUB_PAGE_NAMES.dashboard }),
    ).toBeTruthy();
    expect(screen.getByText(BUSINESS_TEXT.verifiedMerchant)).toBeTruthy();
    expect(screen.getByText(BUSINESS_TEXT.followers(3))).toBeTruthy();
    const table = screen.getByRole('table', { name: BUSINESS_TEXT.analyticsCaption(30) });
    const row = within(table).getByRole('row', { name: /Our new mug/ });
    expect(within(row).getByText('1,234')).toBeTruthy();
    expect(within(row).getByText('120')).toBeTruthy();
    expect(api.getBusinessPinStats).toHaveBeenCalledWith({ days: 30 });
    const feed = await screen.findByRole('feed', { name: BUSINESS_TEXT.promotedFeed });
    expect(await within(feed).findByText('Spring sale')).toBeTruthy();
    expect(document.title).toBe(`${BUSINESS_TEXT.title(BUSINESS_SUB_PAGE_NAMES.dashboard)} | Tessera`);
  });

  it("switches the analytics to the last 7 days (the model's windows), and says so when that fails", async () => {
    const api = businessApi();
    renderSite('/business/business-access/5/', api);
    await screen.findByRole('table', { name: BUSINESS_TEXT.analyticsCaption(30) });
    const period = screen.getByRole('radiogroup', { name: BUSINESS_TEXT.analyticsWindow });
    const week = within(period).getByRole('radio', { name: BUSINESS_TEXT.analyticsDays(7) });
    expect(week).not.toBeChecked();
    api.getBusinessPinStats.mockResolvedValueOnce({
      items: [{ ...stats, days: 7, impressions: 321 }],
      bookmark: end,
    });
    await userEvent.click(week);
    const table = await screen.findByRole('table', { name: BUSINESS_TEXT.analyticsCaption(7) });
    expect(within(table).getByText('321')).toBeTruthy();
    expect(api.getBusinessPinStats).toHaveBeenLastCalledWith({ days: 7 });
    expect(week).toBeChecked();
    api.getBusinessPinStats.mockRejectedValueOnce(
      new ResourceRequestError({ http_status: 503, message: 'Down' }),
    );
    await userEvent.click(screen.getByRole('radio', { name: BUSINESS_TEXT.analyticsDays(30) }));
    expect(await screen.findByText(BUSINESS_TEXT.analyticsFailed)).toBeTruthy();
    expect(screen.getByRole('table', { name: BUSINESS_TEXT.analyticsCaption(7) })).toBeTruthy();
    expect(week).toBeChecked();
  });

  it('links every sub-page of the family in its nav, and every sub-page renders under its name', async () => {
    for (const family of ['business-access', 'business-manager', 'business-hierarchy']) {
      for (const subPage of BUSINESS_SUB_PAGES) {
        const view = renderSite(`/business/${family}/5/${subPage}/`, businessApi());
        const name = BUSINESS_SUB_PAGE_NAMES[subPage];
        expect(await screen.findByRole('heading', { level: 1, name })).toBeTruthy();
        const nav = screen.getByRole('navigation', { name: BUSINESS_TEXT.nav });
        const link = within(nav).getByRole('link', { name });
        expect(link.getAttribute('href')).toBe(`/business/${family}/5/${subPage}/`);
        expect(link.getAttribute('aria-current')).toBe('page');
        view.unmount();
      }
    }
  }, 60_000);

  it('lists the products with their stock (§3 isOosProduct, isStaleProduct)', async () => {
    renderSite('/business/catalogs/5/', businessApi());
    const list = await screen.findByRole('list', { name: BUSINESS_TEXT.productsHeading });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      `Linen apron${BUSINESS_TEXT.price('$12.00')}${BUSINESS_TEXT.inStock}`,
      `Oak board${BUSINESS_TEXT.price('$12.00')}${messages.soldOut}`,
      `Clay cup${BUSINESS_TEXT.price('$12.00')}${BUSINESS_TEXT.staleProduct}`,
    ]);
  });

  it("answers another business's id with the not-found page", async () => {
    renderSite('/business/business-manager/999/dashboard/', businessApi());
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });

  it('tells a personal account it is not a business account, with the way to /business/convert', async () => {
    const api = businessApi(DEMO_VIEWER, personal);
    renderSite('/business/hub/', api);
    expect(await screen.findByRole('heading', { name: BUSINESS_TEXT.notBusinessHeading })).toBeTruthy();
    expect(screen.getByRole('link', { name: BUSINESS_TEXT.convertLink }).getAttribute('href')).toBe(
      '/business/convert/',
    );
    expect(api.getBusinessPins).not.toHaveBeenCalled();
  });

  it('asks a logged-out visitor to log in', async () => {
    const api = businessApi();
    api.getMe.mockRejectedValue(new ResourceRequestError({ http_status: 401, message: 'Log in' }));
    renderSite('/business/business-access/5/catalogs/', api);
    expect(await screen.findByRole('heading', { name: BUSINESS_TEXT.loggedOutHeading })).toBeTruthy();
    expect(screen.getByText(BUSINESS_TEXT.loggedOut)).toBeTruthy();
    expect(api.getBusinessAccount).not.toHaveBeenCalled();
  });

  it('says so when the account cannot be read, with Try again', async () => {
    const api = businessApi();
    api.getBusinessAccount.mockRejectedValueOnce(
      new ResourceRequestError({ http_status: 503, message: 'Down' }),
    );
    renderSite('/business/hub/', api);
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: BUSINESS_PAGE_NAMES.businessHub })).toBeTruthy();
  });
});

describe('/business/convert', () => {
  it('checks the name, converts, and opens the new business dashboard', async () => {
    const api = businessApi(DEMO_VIEWER, personal);
    renderSite('/business/convert/', api);
    const field = await screen.findByRole('textbox', { name: BUSINESS_TEXT.businessNameLabel });
    await userEvent.click(screen.getByRole('button', { name: BUSINESS_TEXT.convertAction }));
    expect(screen.getByText(BUSINESS_TEXT.businessNameRequired)).toBeTruthy();
    expect(document.activeElement).toBe(field);
    expect(api.convertToBusiness).not.toHaveBeenCalled();
    // After the conversion the server answers a business account.
    api.getBusinessAccount.mockResolvedValue({
      ...personal,
      is_business: true,
      business_name: 'Demo Studio',
    });
    await userEvent.type(field, 'Demo Studio{Enter}');
    await waitFor(() => expect(api.convertToBusiness).toHaveBeenCalledWith({ business_name: 'Demo Studio' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: BUSINESS_SUB_PAGE_NAMES.dashboard }),
    ).toBeTruthy();
    expect(screen.getByText('Demo Studio')).toBeTruthy();
  });

  it('keeps the typed name and shows the refusal when the server refuses', async () => {
    const api = businessApi(DEMO_VIEWER, personal);
    api.convertToBusiness.mockRejectedValueOnce(
      new ResourceRequestError({ http_status: 409, message: 'Your account is already a business account.' }),
    );
    renderSite('/business/convert/', api);
    const field = await screen.findByRole('textbox', { name: BUSINESS_TEXT.businessNameLabel });
    await userEvent.type(field, 'Demo Studio');
    await userEvent.click(screen.getByRole('button', { name: BUSINESS_TEXT.convertAction }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Your account is already a business account.',
    );
    expect((field as HTMLInputElement).value).toBe('Demo Studio');
  });

  it('tells a business account it already is one', async () => {
    renderSite('/business/convert/', businessApi());
    expect(await screen.findByText(BUSINESS_TEXT.alreadyBusiness('Partner Shop'))).toBeTruthy();
    expect(screen.getByRole('link', { name: BUSINESS_TEXT.toDashboard }).getAttribute('href')).toBe(
      '/business/business-access/5/dashboard/',
    );
  });
});
