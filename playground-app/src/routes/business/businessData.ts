/**
 * The business area's data (§2 /business/; §6 partner). The spec shows no business permissions:
 * a business account is what the mock server says it is (the `partner` demo account, or an account
 * converted at /business/convert). Every business page first reads who may enter (the gate): a
 * logged-out visitor logs in, a personal account is sent to /business/convert.
 */
import type { BusinessAccount, Page, PinStats, TesseraApi } from '@tessera/api';
import {
  type Board,
  type BUSINESS_STATS_DAYS,
  BUSINESS_SUB_PAGES,
  buildPath,
  type Pin,
  type RouteName,
  type User,
} from '@tessera/model';
import { notFound, pageError } from '../../app/routeErrors.tsx';
import type { Session } from '../../app/session.ts';

export type BusinessSubPage = (typeof BUSINESS_SUB_PAGES)[number];

/** The three families of business routes with sub-pages, and the param naming their id. */
export const BUSINESS_FAMILIES = {
  businessAccess: 'userBizId',
  businessManager: 'businessId',
  businessHierarchy: 'businessHierarchyId',
} as const satisfies Partial<Record<RouteName, string>>;
export type BusinessFamily = keyof typeof BUSINESS_FAMILIES;

/** Where a business page sits: its family and id (for the nav's links), and the sub-page shown. */
export interface BusinessPlace {
  family: BusinessFamily;
  id: string;
  subPage: BusinessSubPage | null;
}

export type BusinessGate =
  | { state: 'loggedOut' }
  | { state: 'notBusiness'; viewer: User; account: BusinessAccount }
  | { state: 'business'; viewer: User; account: BusinessAccount };

/** Who may enter: logged out, a personal account, or a business account. */
export async function loadGate(api: TesseraApi, session: Session): Promise<BusinessGate> {
  const viewer = session.viewer;
  if (!viewer) return { state: 'loggedOut' };
  const account = await api.getBusinessAccount();
  return account.is_business
    ? { state: 'business', viewer, account }
    : { state: 'notBusiness', viewer, account };
}

/** The name a business goes by. */
export const businessName = (account: BusinessAccount, viewer: User) =>
  account.business_name ?? viewer.full_name ?? viewer.username;

/** The path of a sub-page of a family (no sub-page: the family's own path, the dashboard). */
export function subPagePath(family: BusinessFamily, id: string, subPage: BusinessSubPage | null): string {
  const params: Record<string, string> = { [BUSINESS_FAMILIES[family]]: id };
  if (subPage) params.subPage = subPage;
  return buildPath(family, params);
}

/** The analytics window the dashboard shows first (§5 30-day stats; one of the model's windows). */
export const FIRST_ANALYTICS_DAYS = 30 satisfies (typeof BUSINESS_STATS_DAYS)[number];

/** What a sub-page reads besides the account (its table entry says which). */
export interface BusinessExtra {
  stats?: Page<PinStats>;
  products?: Page<Pin>;
  boards?: Board[];
}

/** The reads a page may ask for. */
export const businessReads = {
  stats: async (api: TesseraApi): Promise<BusinessExtra> => ({
    stats: await api.getBusinessPinStats({ days: FIRST_ANALYTICS_DAYS }),
  }),
  products: async (api: TesseraApi): Promise<BusinessExtra> => ({
    products: await api.getBusinessPins({ list: 'products' }),
  }),
  boards: async (api: TesseraApi, viewer: User): Promise<BusinessExtra> => ({
    boards: (await api.getBoardsPage({ username: viewer.username })).items,
  }),
  none: async (): Promise<BusinessExtra> => ({}),
};
export type BusinessRead = keyof typeof businessReads;

/** Whether `value` is one of §2's sub-pages. */
export const isBusinessSubPage = (value: string | undefined): value is BusinessSubPage =>
  (BUSINESS_SUB_PAGES as readonly string[]).includes(value ?? '');

/** What every business page's loader gives: the gate, and for a business what the page reads. */
export interface BusinessPageData {
  gate: BusinessGate;
  extra: BusinessExtra;
}

/**
 * A business page's loader: the gate, then (for a business account) the page's read. `id`: the
 * business id of the path, which must be the viewer's business (another business is not found).
 */
export async function loadBusinessPage(
  api: TesseraApi,
  session: Session,
  read: BusinessRead,
  id?: string,
): Promise<BusinessPageData> {
  let gate: BusinessGate;
  try {
    gate = await loadGate(api, session);
  } catch (error) {
    pageError(error);
  }
  if (gate.state !== 'business') return { gate, extra: {} };
  if (id !== undefined && id !== gate.account.user_biz_id) notFound();
  try {
    return { gate, extra: await businessReads[read](api, gate.viewer) };
  } catch (error) {
    pageError(error);
  }
}
