/** §2 /business/catalogs/{userBizId}/: the business's products and their stock (its own id only). */
import { businessPage } from '../BusinessPage.tsx';
import { BUSINESS_PAGE_NAMES } from '../businessText.ts';
import { SUB_PAGES } from '../subPages.tsx';

export const { handle, loader, Component } = businessPage(
  BUSINESS_PAGE_NAMES.businessCatalogs,
  SUB_PAGES.catalogs.read,
  SUB_PAGES.catalogs.Page,
  'userBizId',
);
