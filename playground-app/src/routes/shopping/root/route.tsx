/** §2 /shopping/: a row of products per category, then all products (ShoppingFeedResource). */
import { useLoaderData } from 'react-router';
import type { PageHandle, PageLoaderArgs } from '../../../app/page.ts';
import { ShoppingRootPage } from '../ShoppingPages.tsx';
import { loadShoppingRoot, SHOPPING_TEXT, type ShoppingRootData } from '../shoppingData.ts';

export const handle: PageHandle<ShoppingRootData> = {
  surface: 'ShoppingGridSmallCarousel',
  pageClass: 'shopping-root',
  title: SHOPPING_TEXT.heading,
};

export function loader({ api }: PageLoaderArgs): Promise<ShoppingRootData> {
  return loadShoppingRoot(api);
}

export function Component() {
  return <ShoppingRootPage data={useLoaderData() as ShoppingRootData} />;
}
