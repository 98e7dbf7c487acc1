/** §2 /shopping/: a row of products per category, then all products (ShoppingFeedResource). */
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../app/page.ts';
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
  return <ShoppingRootPage data={usePageData<typeof loader>()} />;
}
