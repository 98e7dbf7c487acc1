/**
 * §2 /reports-and-violations/: what the viewer reported (PinFeedbackResource, feedback type
 * report) and the reports others made of the viewer's pins, each with Appeal (to /appealed-pin/).
 * An honest empty state for each when there is nothing. Logged out (or a bot): the log-in page.
 */
import type { ReportsAndViolations } from '@tessera/api';
import { buildPath } from '@tessera/model';
import { ButtonLink } from '@tessera/ui';
import { type PageHandle, type PageLoaderArgs, usePageData } from '../../../app/page.ts';
import { pageError } from '../../../app/routeErrors.tsx';
import { LogInPage } from '../../../shared/LogInPage.tsx';
import { AccountPage, Subtle } from '../layout.ts';
import { PinLine, PinLineList, pinName } from '../PinLines.tsx';
import { REPORTS_TEXT } from '../settingsText.ts';

export const handle: PageHandle<ReportsAndViolations | null> = {
  surface: null,
  pageClass: 'other',
  title: REPORTS_TEXT.heading,
};

export async function loader({ api, session }: PageLoaderArgs): Promise<ReportsAndViolations | null> {
  if (!session.viewer) return null;
  try {
    return await api.getReports();
  } catch (error) {
    pageError(error);
  }
}

export function Component() {
  const data = usePageData<typeof loader>();
  if (!data) return <LogInPage heading={REPORTS_TEXT.heading} text={REPORTS_TEXT.loggedOut} />;
  return (
    <AccountPage>
      <h1>{REPORTS_TEXT.heading}</h1>
      <h2>{REPORTS_TEXT.reportsHeading}</h2>
      {data.reports.length === 0 ? (
        <Subtle>{REPORTS_TEXT.noReports}</Subtle>
      ) : (
        <PinLineList aria-label={REPORTS_TEXT.reportsList}>
          {data.reports.map((report) => (
            <PinLine
              key={report.pin_id}
              pin={report.pin}
              pinId={report.pin_id}
              name={pinName(report.pin, report.pin_id, REPORTS_TEXT.untitled)}
              gone={REPORTS_TEXT.gone}
            >
              <p>{REPORTS_TEXT.reportedStatus}</p>
            </PinLine>
          ))}
        </PinLineList>
      )}
      <h2>{REPORTS_TEXT.violationsHeading}</h2>
      {data.violations.length === 0 ? (
        <Subtle>{REPORTS_TEXT.noViolations}</Subtle>
      ) : (
        <PinLineList aria-label={REPORTS_TEXT.violationsList}>
          {data.violations.map((violation) => {
            const name = pinName(violation.pin, violation.pin_id, REPORTS_TEXT.untitled);
            return (
              <PinLine
                key={violation.pin_id}
                pin={violation.pin}
                pinId={violation.pin_id}
                name={name}
                gone={REPORTS_TEXT.gone}
              >
                <p>{REPORTS_TEXT.reportCount(violation.report_count)}</p>
                <p>
                  <ButtonLink
                    variant="secondary"
                    size="sm"
                    href={`${buildPath('appealedPin')}?${new URLSearchParams({ pin: violation.pin_id })}`}
                  >
                    {REPORTS_TEXT.appeal}
                  </ButtonLink>
                </p>
              </PinLine>
            );
          })}
        </PinLineList>
      )}
    </AccountPage>
  );
}
