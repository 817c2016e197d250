import { titleFor } from '@aurelia/domain';
import { Button, ErrorPage, NotFound } from '@aurelia/ui';
import { Link, isRouteErrorResponse, useLocation, useRouteError } from 'react-router';

/** What a shopper is told about an error: status, its name, and a message that leaks nothing internal. */
export function describeError(error: unknown): { status: number; statusMessage: string; message: string } {
  if (isRouteErrorResponse(error) && error.status === 503) {
    const message = typeof error.data === 'string' && error.data ? error.data : 'The shop is briefly unavailable. Please try again in a minute.';
    return { status: 503, statusMessage: 'We’ll be right back', message };
  }
  if (isRouteErrorResponse(error)) {
    const message = typeof error.data === 'string' && error.data ? error.data : error.statusText || titleFor(error.status);
    return { status: error.status, statusMessage: error.statusText || titleFor(error.status), message };
  }
  return { status: 500, statusMessage: titleFor(500), message: 'Something went wrong on our side. Please try again in a moment.' };
}

const homeLink = (
  <Button asChild variant="primary">
    <Link to="/">Back to the shop</Link>
  </Button>
);

/** The 404 page, "Page not found" plus the path (docs/behaviour.md §2), inside the shop's layout. */
export function NotFoundPage({ path }: { path: string }) {
  return <NotFound as="section" path={path} actions={homeLink} />;
}

/**
 * A page's error boundary, drawn inside the shell: the 404 page for a missing record, else the error
 * page with status code, status message and message (docs/behaviour.md §2).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const { status, statusMessage, message } = describeError(error);
  if (status === 404) return <NotFoundPage path={pathname} />;
  return <ErrorPage as="section" statusCode={status} statusMessage={statusMessage} message={message} actions={homeLink} />;
}

/** The error page when even the shell failed (the root's boundary): no header or footer. */
export function StandaloneErrorPage({ error }: { error: unknown }) {
  const { status, statusMessage, message } = describeError(error);
  return (
    <ErrorPage
      statusCode={status}
      statusMessage={statusMessage}
      message={message}
      actions={
        <Button asChild variant="primary">
          <a href="/">Back to the shop</a>
        </Button>
      }
    />
  );
}
