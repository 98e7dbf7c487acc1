/** §2 /pin/{id}/visual-search/: pins that look like this one (RelatedPinGrid). */
import type { PageHandle } from '../../../app/page.ts';
import {
  VisualSearch,
  type VisualSearchData,
  visualSearchLoader,
  visualSearchTitle,
} from './VisualSearch.tsx';

export const handle: PageHandle<VisualSearchData> = {
  surface: 'RelatedPinGrid',
  pageClass: 'pin',
  title: visualSearchTitle('pins'),
};

export const loader = visualSearchLoader;

export function Component() {
  return <VisualSearch kind="pins" />;
}
