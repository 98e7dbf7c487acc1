/**
 * §2 /shopping/{category}/{id}/: a category's landing page, its §2 landing tag as the heading. An
 * unknown product, a pin that is no product or a product of another category is the not-found page.
 */
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../app/page.ts';
import { ShoppingCategoryPage } from '../ShoppingPages.tsx';
import { loadShoppingCategory, SHOPPING_TEXT, type ShoppingCategoryData } from '../shoppingData.ts';

export const handle: PageHandle<ShoppingCategoryData> = {
  surface: 'ProductPinsFeed',
  // The model's loggedOutPageClass of the route: shopping-category (the spotlight category's
  // shopping-spotlight is read from the route where the class is logged).
  pageClass: 'shopping-category',
  title: ({ tag }) => SHOPPING_TEXT.title(tag),
};

export function loader({ route, api, request }: PageLoaderArgs): Promise<ShoppingCategoryData> {
  return loadShoppingCategory(api, route, new URL(request.url).pathname);
}

export function Component() {
  const data = usePageData<typeof loader>();
  return <ShoppingCategoryPage key={data.product.id} data={data} />;
}
