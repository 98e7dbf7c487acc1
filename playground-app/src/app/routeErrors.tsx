/**
 * Loader errors and the page that shows them. A loader throws `notFound()` (or lets
 * `pageError(error)` sort an api failure): a 404 renders the real not-found page; `forbidden(why)`
 * a 403 page that says why; anything else
 * (a network error, a 5xx) renders the error with Try again, which re-runs the loaders.
 */
import { isResourceRequestError } from '@tessera/api';
import { Button } from '@tessera/ui';
import { data, isRouteErrorResponse, useRevalidator, useRouteError } from 'react-router';
import { MessagePage } from '../shared/MessagePage.ts';
import { NotFoundPage } from '../shared/NotFoundPage.tsx';
import { SITE_TEXT } from '../shared/siteText.ts';

/** Throw from a loader: the page is not found (404). */
export function notFound(): never {
  throw data(null, { status: 404, statusText: 'Not Found' });
}

/** Throw from a loader with an api failure: an unknown entity (404) is not found; the rest an error. */
export function pageError(error: unknown): never {
  if (isResourceRequestError(error) && error.http_status === 404) notFound();
  throw error;
}

export function isNotFound(error: unknown): boolean {
  return isRouteErrorResponse(error) && error.status === 404;
}

/** The heading of the 403 page (the spec shows none: ours). */
export const FORBIDDEN_HEADING = "You can't open this page";

/**
 * Throw from a loader: the viewer may not use this page (403), e.g. someone else's pin's edit page.
 * `message` says why, in words for people; the page shows it under FORBIDDEN_HEADING.
 */
export function forbidden(message: string): never {
  throw data({ message }, { status: 403, statusText: 'Forbidden' });
}

/** The message of a forbidden() error, or null when the error is not one. */
export function forbiddenMessage(error: unknown): string | null {
  if (!isRouteErrorResponse(error) || error.status !== 403) return null;
  const message = (error.data as { message?: unknown } | null)?.message;
  return typeof message === 'string' ? message : '';
}

/** What went wrong, in words for people (the server's message when it gave one). */
function describe(error: unknown): string {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`.trim();
  if (isResourceRequestError(error)) return error.message || `The server answered ${error.http_status}.`;
  if (error instanceof Error) return error.message;
  return String(error);
}

/** The error boundary of every route (a module may export its own). */
export function RouteError() {
  const error = useRouteError();
  const revalidator = useRevalidator();
  if (isNotFound(error)) return <NotFoundPage />;
  const refused = forbiddenMessage(error);
  if (refused !== null) {
    return (
      <MessagePage role="alert">
        <h1>{FORBIDDEN_HEADING}</h1>
        {refused ? <p>{refused}</p> : null}
      </MessagePage>
    );
  }
  return (
    <MessagePage role="alert">
      <h1>Something went wrong</h1>
      <p>{SITE_TEXT.pageFailed(describe(error))}</p>
      <Button variant="primary" onPress={() => void revalidator.revalidate()}>
        {SITE_TEXT.retry}
      </Button>
    </MessagePage>
  );
}
