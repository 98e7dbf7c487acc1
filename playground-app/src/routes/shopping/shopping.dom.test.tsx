import { ResourceRequestError } from '@tessera/api';
import { type Pin, SHOPPING_FLAGS } from '@tessera/model';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fakeApi, renderSite, stubBrowserForSite } from '../../app/testing.tsx';
import { clearFeedCache } from '../../shared/feedCache.ts';
import { SHOPPING_ROW_SIZE, SHOPPING_TEXT } from './shoppingData.ts';

const productOf = (id: string, title: string, category: string): Pin => ({
  id,
  title,
  category,
  shoppingFlags: [SHOPPING_FLAGS.productPinV2],
  images: { '236x': { url: `/media/236x/ab/cd/ef/${id}.jpg`, width: 236, height: 300 } },
});
const lamp = productOf('501', 'Brass lamp', 'home_decor');
const rug = productOf('502', 'Wool rug', 'home_decor');
const boots = productOf('503', 'Rain boots', 'womens_fashion');
const plain: Pin = { ...productOf('504', 'A plain pin', 'home_decor'), shoppingFlags: [] };
const PRODUCTS = [lamp, boots, rug];
const serverError = () => new ResourceRequestError({ http_status: 500, message: 'Down' });

function shoppingApi() {
  const api = fakeApi();
  return {
    ...api,
    getShopping: vi.fn(
      async ({ category }: { category?: string; page_size?: number } = {}, _bookmark?: string | null) => ({
        items: PRODUCTS.filter((pin) => category === undefined || pin.category === category),
        bookmark: null as string | null,
      }),
    ),
    getPin: vi.fn(async ({ id }: { id: string | number }) => {
      const pin = [...PRODUCTS, plain].find((candidate) => candidate.id === String(id));
      if (!pin) throw new ResourceRequestError({ http_status: 404, message: 'Unknown pin' });
      return pin;
    }),
  };
}

/** The titles of the cards of a grid, in the grid's order. */
async function titlesIn(feed: HTMLElement) {
  const cards = await within(feed).findAllByRole('article');
  return cards.map(
    (card) => [lamp, rug, boots].find((pin) => within(card).queryByText(pin.title ?? ''))?.title,
  );
}

beforeAll(() => stubBrowserForSite());
afterEach(() => clearFeedCache());

describe('the shopping pages (issue 13)', () => {
  it('/shopping/ has a row per category (ShoppingGridSmallCarousel), each heading its landing page, then all products', async () => {
    const api = shoppingApi();
    renderSite('/shopping/', api);
    expect(await screen.findByRole('heading', { level: 1, name: SHOPPING_TEXT.heading })).toBeInTheDocument();
    expect(api.getShopping).toHaveBeenCalledWith({});
    // The categories in the order their first product comes; the §2 landing tag as the name.
    const rowLinks = screen
      .getAllByRole('heading', { level: 2 })
      .map((heading) => within(heading).queryByRole('link'))
      .filter((link) => link !== null);
    expect(rowLinks.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home Decor', '/shopping/home-decor/501/'],
      ['Womens Fashion', '/shopping/womens-fashion/503/'],
    ]);
    const row = await screen.findByRole('feed', { name: 'Home Decor' });
    expect(await titlesIn(row)).toEqual(['Brass lamp', 'Wool rug']);
    expect(api.getShopping).toHaveBeenCalledWith({ category: 'home_decor', page_size: SHOPPING_ROW_SIZE });
    const all = await screen.findByRole('feed', { name: SHOPPING_TEXT.allProducts });
    expect(await within(all).findAllByRole('article')).toHaveLength(3);
    await waitFor(() => expect(document.title).toBe('Shopping | Tessera'));
  });

  it('/shopping/ with no products says so; a failed read offers Try again', async () => {
    const user = userEvent.setup();
    const api = shoppingApi();
    api.getShopping.mockResolvedValueOnce({ items: [], bookmark: null });
    const first = renderSite('/shopping/', api);
    expect(await screen.findByText(SHOPPING_TEXT.empty)).toBeInTheDocument();
    expect(screen.queryByRole('feed')).toBeNull();
    first.unmount();
    api.getShopping.mockRejectedValueOnce(serverError());
    renderSite('/shopping/', api);
    expect(await screen.findByRole('alert')).toHaveTextContent('Down');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Home Decor' })).toBeInTheDocument();
  });

  it('a category’s landing page has its §2 landing tag as heading, the landing product first (ProductPinsFeed), then other products (RelatedProductsFeed)', async () => {
    const api = shoppingApi();
    renderSite('/shopping/home-decor/502/', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Home Decor' })).toBeInTheDocument();
    expect(api.getPin).toHaveBeenCalledWith({ id: '502' });
    const products = await screen.findByRole('feed', { name: 'Home Decor' });
    expect(await titlesIn(products)).toEqual(['Wool rug', 'Brass lamp']);
    expect(api.getShopping).toHaveBeenCalledWith({ category: 'home_decor' }, null);
    const more = await screen.findByRole('feed', { name: SHOPPING_TEXT.moreToShop });
    expect(await titlesIn(more)).toEqual(['Rain boots']);
    expect(screen.getByRole('link', { name: SHOPPING_TEXT.allShopping })).toHaveAttribute(
      'href',
      '/shopping/',
    );
    await waitFor(() => expect(document.title).toBe('Home Decor - Shopping | Tessera'));
  });

  it('the spotlight category takes a product of any category', async () => {
    const api = shoppingApi();
    renderSite('/shopping/spotlight/503/', api);
    expect(await screen.findByRole('heading', { level: 1, name: 'Spotlight' })).toBeInTheDocument();
    const products = await screen.findByRole('feed', { name: 'Spotlight' });
    expect(await titlesIn(products)).toEqual(['Rain boots']);
  });

  it('an unknown category or product, a pin that is no product and a product of another category are not found', async () => {
    const api = shoppingApi();
    for (const path of [
      '/shopping/no-such-thing/501/',
      '/shopping/home-decor/999/',
      '/shopping/home-decor/504/',
      '/shopping/home-decor/503/',
    ]) {
      const view = renderSite(path, api);
      expect(await screen.findByRole('heading', { level: 1, name: /not found/i }), path).toBeInTheDocument();
      view.unmount();
    }
  });

  it('a failed read of the landing product offers Try again; an empty other-products grid says so', async () => {
    const user = userEvent.setup();
    const api = shoppingApi();
    api.getPin.mockRejectedValueOnce(serverError());
    api.getShopping.mockResolvedValue({ items: [boots], bookmark: null });
    renderSite('/shopping/womens-fashion/503/', api);
    await user.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Womens Fashion' })).toBeInTheDocument();
    expect(await screen.findByText(SHOPPING_TEXT.moreToShopEmpty)).toBeInTheDocument();
  });

  it('a logged-out visitor sees the rows and a landing page (Log in in the header)', async () => {
    const api = shoppingApi();
    api.getMe.mockRejectedValue(new ResourceRequestError({ http_status: 401, message: 'Log in' }));
    const first = renderSite('/shopping/', api);
    expect(await screen.findByRole('link', { name: 'Log in' })).toBeInTheDocument();
    const row = await screen.findByRole('feed', { name: 'Home Decor' });
    expect(await within(row).findAllByRole('article')).toHaveLength(2);
    first.unmount();
    renderSite('/shopping/home-decor/501/', api);
    const products = await screen.findByRole('feed', { name: 'Home Decor' });
    expect(await titlesIn(products)).toEqual(['Brass lamp', 'Wool rug']);
  });
});
