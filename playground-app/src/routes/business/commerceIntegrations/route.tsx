/** §2 /business/commerce-integrations/: the shop connection (verified merchant, §3) and its products. */
import { buildPath } from '@tessera/model';
import { Link } from '@tessera/ui';
import { BusinessSection } from '../BusinessLayout.tsx';
import { businessPage } from '../BusinessPage.tsx';
import { BUSINESS_PAGE_NAMES, BUSINESS_TEXT } from '../businessText.ts';

export const { handle, loader, Component } = businessPage(
  BUSINESS_PAGE_NAMES.businessCommerceIntegrations,
  'none',
  ({ account }) => (
    <BusinessSection>
      <p>{BUSINESS_TEXT.commerceIntro}</p>
      <p>{account.verified_merchant ? BUSINESS_TEXT.verifiedMerchant : BUSINESS_TEXT.notVerifiedMerchant}</p>
      <p>
        <Link href={buildPath('businessCatalogs', { userBizId: account.user_biz_id })}>
          {BUSINESS_PAGE_NAMES.businessCatalogs}
        </Link>
      </p>
    </BusinessSection>
  ),
);
