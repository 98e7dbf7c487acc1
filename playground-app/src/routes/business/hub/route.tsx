/** §2 /business/hub: the business's front page (what it is, and the way to every business page). */
import { BusinessSection } from '../BusinessLayout.tsx';
import { businessPage } from '../BusinessPage.tsx';
import { businessName } from '../businessData.ts';
import { BUSINESS_PAGE_NAMES, BUSINESS_TEXT } from '../businessText.ts';

export const { handle, loader, Component } = businessPage(
  BUSINESS_PAGE_NAMES.businessHub,
  'none',
  ({ account, viewer }) => (
    <BusinessSection>
      <p>{BUSINESS_TEXT.hubIntro(businessName(account, viewer))}</p>
    </BusinessSection>
  ),
);
