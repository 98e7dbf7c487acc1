/** §2 /business/schedule_call/: a call with the team (none can be booked here: the page says so). */
import { BusinessSection } from '../BusinessLayout.tsx';
import { businessPage } from '../BusinessPage.tsx';
import { BUSINESS_PAGE_NAMES, BUSINESS_TEXT } from '../businessText.ts';

export const { handle, loader, Component } = businessPage(
  BUSINESS_PAGE_NAMES.businessScheduleCall,
  'none',
  () => (
    <BusinessSection>
      <p>{BUSINESS_TEXT.scheduleCallIntro}</p>
    </BusinessSection>
  ),
);
