import { titleFor } from '@aurelia/domain';
import { Button, ErrorPage } from '@aurelia/ui';
import { useId } from 'react';
import { Link, isRouteErrorResponse, useRouteError, useRouteLoaderData } from 'react-router';
import type { RootData } from '../server/root-loader.server';
import { CategoryChips } from '../shared/category-chips';

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
  // No answer at all with the browser offline (a link tapped as the connection went): not the shop's failure.
  if (typeof navigator !== 'undefined' && navigator.onLine === false) {
    return { status: 503, statusMessage: 'No connection', message: 'We could not reach the shop. Check your connection, then try again: your bag is kept.' };
  }
  return { status: 500, statusMessage: titleFor(500), message: 'Something went wrong on our side. Please try again in a moment.' };
}

const homeLink = (
  <Button asChild variant="primary">
    <Link to="/">Back to the shop</Link>
  </Button>
);

/** The 404 page's name, in its heading and before the brand in its title. */
export const NOT_FOUND_NAME = titleFor(404);

/** How many categories the 404 page offers, the fullest first. */
const NOT_FOUND_CATEGORY_COUNT = 6;

/**
 * The 404 page inside the shop's layout (docs/behaviour.md §2): what happened, without repeating the address
 * (it may be anything a link or a person typed), a search box that works without JavaScript, the fullest
 * categories, and the way home.
 */
export function NotFoundPage() {
  const categories = (useRouteLoaderData('root') as RootData | undefined)?.categories ?? [];
  const inputId = useId();
  const popular = [...categories].sort((a, b) => b.product_count - a.product_count).slice(0, NOT_FOUND_CATEGORY_COUNT);
  return (
    <ErrorPage
      as="section"
      statusCode={404}
      statusMessage={NOT_FOUND_NAME}
      message="The page you asked for is not here: it may have moved, or the link may be mistyped. Search for a piece, or start from one of our most loved categories."
      className="sf-not-found"
      actions={
        <div className="sf-not-found__ways">
          <form role="search" aria-label="Search the shop" action="/search" method="get" className="sf-not-found__search">
            <label htmlFor={inputId} className="au-sr-only">
              Search jewellery
            </label>
            <input id={inputId} className="au-input" type="search" name="q" placeholder="Search rings, necklaces, gold coins…" maxLength={100} />
            <Button type="submit" variant="secondary" worksWithoutScript>
              Search
            </Button>
          </form>
          {popular.length > 0 && (
            <nav aria-label="Popular categories">
              <CategoryChips categories={popular} />
            </nav>
          )}
          {homeLink}
        </div>
      }
    />
  );
}

/**
 * A page's error boundary, drawn inside the shell: the 404 page for a missing record, else the error
 * page with status code, status message and message (docs/behaviour.md §2).
 */
export function RouteErrorBoundary() {
  const error = useRouteError();
  const { status, statusMessage, message } = describeError(error);
  if (status === 404) return <NotFoundPage />;
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
