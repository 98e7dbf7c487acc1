/**
 * §2 interaction logging: every event the site logs carries the page it happened on, as the
 * logged-out page class and the landing-page type of its route (model: loggedOutPageClass,
 * landingPageType), with the visitor type; a logged-out visitor's events also carry their §4
 * unauth user state and whether it qualifies. The site layout tells the logger the page on every
 * navigation; the logger adds it to each event (in aux_data, the §7 field for such context).
 */
import type { EventLogger } from '@tessera/api';
import { landingPageType, loggedOutPageClass, parseRoute, type VisitorType } from '@tessera/model';
import { unauthUserState } from './visitorTrail.ts';

export interface CurrentPage {
  /** Path, query and hash. */
  path: string;
  visitor: VisitorType;
  viewerUsername: string | null;
}

/** The page's part of an event's aux_data. */
export function pageAuxData(page: CurrentPage): Record<string, unknown> {
  const route = parseRoute(page.path);
  return {
    page_class: loggedOutPageClass(route),
    landing_page_type: landingPageType(route, page.viewerUsername),
    visitor_type: page.visitor,
    ...(page.visitor === 'unauthenticated' ? { unauth_user_state: unauthUserState() } : {}),
  };
}

/** `logger`, with the current page added to every event (what the event says itself wins). */
export function withCurrentPage(logger: EventLogger, current: () => CurrentPage | null): EventLogger {
  return {
    log(event, sampleRate) {
      const page = current();
      return logger.log(
        page ? { ...event, aux_data: { ...pageAuxData(page), ...event.aux_data } } : event,
        sampleRate,
      );
    },
    metric: (name, data) => logger.metric(name, data),
    flush: () => logger.flush(),
    get pending() {
      return logger.pending;
    },
  };
}
