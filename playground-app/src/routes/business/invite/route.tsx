/** §2 /business/invite/: inviting a manager (the spec shows no business permissions: the page says so). */
import { Link } from '@tessera/ui';
import { BusinessSection } from '../BusinessLayout.tsx';
import { businessPage } from '../BusinessPage.tsx';
import { subPagePath } from '../businessData.ts';
import { BUSINESS_PAGE_NAMES, BUSINESS_SUB_PAGE_NAMES, BUSINESS_TEXT } from '../businessText.ts';

export const { handle, loader, Component } = businessPage(
  BUSINESS_PAGE_NAMES.businessInvite,
  'none',
  ({ place }) => (
    <BusinessSection>
      <p>{BUSINESS_TEXT.inviteIntro}</p>
      <p>
        <Link href={subPagePath(place.family, place.id, 'managers')}>{BUSINESS_SUB_PAGE_NAMES.managers}</Link>
      </p>
    </BusinessSection>
  ),
);
