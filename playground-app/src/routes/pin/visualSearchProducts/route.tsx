/** §2 /pin/{id}/visual-search/products/: products like this pin (VisualInspirationShoppingPin). */
import type { PageHandle } from '../../../app/page.ts';
import {
  VisualSearch,
  type VisualSearchData,
  visualSearchLoader,
  visualSearchTitle,
} from '../visualSearch/VisualSearch.tsx';

export const handle: PageHandle<VisualSearchData> = {
  surface: 'VisualInspirationShoppingPin',
  pageClass: 'pin',
  title: visualSearchTitle('products'),
};

export const loader = visualSearchLoader;

export function Component() {
  return <VisualSearch kind="products" />;
}
