// The error page's styles stay in every page's stylesheet: a server-rendered error page is drawn before its code comes.
import '@aurelia/ui/error-page.css';
import { lazy, Suspense } from 'react';
import type * as ErrorPages from './route-error-pages';

/** The error pages, handed over by the server's entry (entry.server.tsx); never set in the browser. */
let serverPages: typeof ErrorPages | undefined;

/** The server renders the error pages at once: its entry gives them here when it loads. */
export function provideErrorPages(pages: typeof ErrorPages) {
  serverPages = pages;
}

/*
 * The error pages, drawn by every route's error boundary, come on demand in the browser rather than in every
 * first load: this module is in all of them, and a static import would bring the pages along. Both sides wrap
 * them in a Suspense boundary so that the markup matches, and hydrating a server-rendered error page keeps its
 * HTML until the code has come. The loading bar's module fetches them once the page is idle, for an error met
 * offline.
 */
const loadErrorPages = () => import('./route-error-pages');
const LazyRouteError = lazy(() => loadErrorPages().then((pages) => ({ default: pages.RouteErrorBoundary })));
const LazyStandalone = lazy(() => loadErrorPages().then((pages) => ({ default: pages.StandaloneErrorPage })));

/** A page's error boundary, drawn inside the shell (route-error-pages.tsx). */
export function RouteErrorBoundary() {
  const Page = serverPages?.RouteErrorBoundary ?? LazyRouteError;
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}

/** The error page when even the shell failed (the root's boundary): no header or footer. */
export function StandaloneErrorPage({ error }: { error: unknown }) {
  const Page = serverPages?.StandaloneErrorPage ?? LazyStandalone;
  return (
    <Suspense fallback={null}>
      <Page error={error} />
    </Suspense>
  );
}
