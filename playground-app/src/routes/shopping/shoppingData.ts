/**
 * The shopping pages' data (§2 /shopping/ and /shopping/{category}/{id}/, ShoppingFeedResource).
 *
 * A category's path segment is the products' category with hyphens for underscores (home_decor →
 * home-decor), so its §2 landing tag (the model's shoppingLandingTagName: the third segment split
 * on hyphens, title-cased) reads "Home Decor". The spec does not say what the {id} names; our
 * choice: the product the landing page starts from (a row's first product, a shopping ad's
 * product), shown first in the category's grid. So an unknown product, a pin that is no product,
 * or a product of another category is the not-found page; the model's spotlight category takes a
 * product of any category.
 */
import type { Page, TesseraApi } from '@tessera/api';
import {
  buildPath,
  isProductPin,
  type ParsedRoute,
  type Pin,
  SHOPPING_SPOTLIGHT_CATEGORY,
  shoppingLandingTagName,
} from '@tessera/model';
import { notFound, pageError } from '../../app/routeErrors.tsx';

export { SHOPPING_TEXT } from './shoppingText.ts';

/** A products' category as a path segment: home_decor → home-decor. */
export function shoppingCategorySlug(category: string): string {
  return category.replace(/_/g, '-');
}

/** The landing page of `category` starting from the product `productId`. */
export function shoppingCategoryPath(category: string, productId: string): string {
  return buildPath('shoppingCategory', { category: shoppingCategorySlug(category), id: productId });
}

/** A category the shopping root shows as a row. */
export interface ShoppingCategory {
  /** The products' category (ShoppingFeedResource's category option). */
  category: string;
  /** Its §2 landing tag name. */
  tag: string;
  /** Its landing page (from its first product). */
  path: string;
}

/** How many products a category row shows (ours: five 236 px columns fit a 1280 px window). */
export const SHOPPING_ROW_SIZE = 5;

export interface ShoppingRootData {
  /** The categories of the first page of products, in their order. */
  categories: ShoppingCategory[];
}

/** The categories of a page of products, each once, in the order they first come. */
export function categoriesOf(products: readonly Pin[]): ShoppingCategory[] {
  const seen = new Map<string, ShoppingCategory>();
  for (const pin of products) {
    const { category } = pin;
    if (!category || seen.has(category)) continue;
    const path = shoppingCategoryPath(category, pin.id);
    seen.set(category, { category, tag: shoppingLandingTagName(path) ?? category, path });
  }
  return [...seen.values()];
}

/** /shopping/: the categories of the first page of products. */
export async function loadShoppingRoot(api: TesseraApi): Promise<ShoppingRootData> {
  try {
    const page = await api.getShopping({});
    return { categories: categoriesOf(page.items) };
  } catch (error) {
    pageError(error);
  }
}

export interface ShoppingCategoryData {
  /** The product the page starts from. */
  product: Pin;
  /** Its category (ShoppingFeedResource's category option). */
  category: string;
  /** §2 the landing tag name of the path. */
  tag: string;
}

/** /shopping/{category}/{id}/: the product `id`, which must be a product of `category`. */
export async function loadShoppingCategory(
  api: TesseraApi,
  route: ParsedRoute,
  path: string,
): Promise<ShoppingCategoryData> {
  const { category: segment = '', id = '' } = route.params;
  const tag = shoppingLandingTagName(path);
  let product: Pin;
  try {
    product = await api.getPin({ id });
  } catch (error) {
    pageError(error);
  }
  const category = product.category;
  if (!tag || !category || !isProductPin(product)) notFound();
  if (segment !== SHOPPING_SPOTLIGHT_CATEGORY && segment !== shoppingCategorySlug(category)) notFound();
  return { product, category, tag };
}

/**
 * The category's products, the landing product first (and not again after): the first page is
 * the product then the category's first page without it.
 */
export function categoryProductsFetcher(api: TesseraApi, product: Pin, category: string) {
  return async (bookmark: string | null): Promise<Page<Pin>> => {
    const page = await api.getShopping({ category }, bookmark);
    const rest = page.items.filter((pin) => pin.id !== product.id);
    return { items: bookmark === null ? [product, ...rest] : rest, bookmark: page.bookmark };
  };
}

/** Products of the other categories (RelatedProductsFeed under a category's own). */
export function otherProductsFetcher(api: TesseraApi, category: string) {
  return async (bookmark: string | null): Promise<Page<Pin>> => {
    const page = await api.getShopping({}, bookmark);
    return { items: page.items.filter((pin) => pin.category !== category), bookmark: page.bookmark };
  };
}
