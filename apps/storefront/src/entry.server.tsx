import { PassThrough } from 'node:stream';
import { createReadableStreamFromReadable } from '@react-router/node';
import { isbot } from 'isbot';
import { renderToPipeableStream } from 'react-dom/server';
import {
  ServerRouter,
  type ActionFunctionArgs,
  type AppLoadContext,
  type EntryContext,
  isRouteErrorResponse,
  type HandleErrorFunction,
  type LoaderFunctionArgs,
} from 'react-router';
import { colorModeFromCookies } from '@aurelia/domain';
import { CspNonceContext } from './shared/csp-nonce';
import { KeptColorModeContext } from './shared/kept-color-mode';
import { InlinedStylesheetsContext } from './shared/inlined-stylesheets';
import * as errorPages from './shell/route-error-pages';
import { provideErrorPages } from './shell/route-error';
import { partsLoaded } from './shared/lazy-part';
import { setRetryAfter } from './server/api-unavailable.server';
import { setPageCacheHeaders } from './server/cache-control.server';
import { inlinedStylesheets } from './server/inlined-stylesheets.server';

// For the production server's page cache (libs/server-http/src/page-cache.mjs), which reaches it through the server build.
export { settingsVersion } from './server/reference-data.server';
// For the production server's rendering of a page that is the same for everyone (server/host/as-guest.mjs).
export { hasSessionCookie, pageIsSameForEveryone, withoutSession } from './server/same-for-everyone.server';
// For the production server's forwarding of `/api/*`: the session cookie's token goes to the API, never to the page.
export { apiSession } from './server/api-session.server';

// The server draws a failed page's error page at once; the browser fetches it when a page fails (route-error.tsx).
provideErrorPages(errorPages);

export const streamTimeout = 5_000;

/**
 * Server rendering: crawlers (and only they) wait for the whole page so they see every product; people
 * get the shell as soon as it is ready. Every inline script React and React Router write carries the
 * response's CSP nonce (server/host/serve.mjs makes one per response and sends the policy).
 */
export default function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  setRetryAfter(status, headers);
  if (request.method.toUpperCase() === 'HEAD') {
    setPageCacheHeaders(request, status, headers);
    return new Response(null, { status, headers });
  }
  // At once but for the first pages after a start, whose parts' code is still coming (lazy-part.ts).
  return partsLoaded().then(() => renderPage(request, status, headers, routerContext, loadContext));
}

function renderPage(request: Request, status: number, headers: Headers, routerContext: EntryContext, loadContext: AppLoadContext) {
  return new Promise<Response>((resolve, reject) => {
    let shellRendered = false;
    let responseStatus = status;
    const userAgent = request.headers.get('user-agent');
    const readyOption = userAgent && isbot(userAgent) ? 'onAllReady' : 'onShellReady';
    const nonce = loadContext.cspNonce;
    const { context, stylesheets } = inlinedStylesheets(routerContext);
    const app = (
      <CspNonceContext value={nonce}>
        <KeptColorModeContext value={colorModeFromCookies(request.headers.get('cookie')) ?? undefined}>
          <InlinedStylesheetsContext value={stylesheets}>
            <ServerRouter context={context} url={request.url} {...(nonce ? { nonce } : {})} />
          </InlinedStylesheetsContext>
        </KeptColorModeContext>
      </CspNonceContext>
    );
    const { pipe, abort } = renderToPipeableStream(app, {
      ...(nonce ? { nonce } : {}),
      // A Suspense boundary whose content is ready goes out in place, in document order. By default React moves
      // one out of line once 12.8 KB of the page has gone (a hidden copy later in the document, shown by an
      // inline script): the home page's product rows and the footer, whose boundaries are only there to hydrate
      // later, then appeared after a script and a frame of their own, and the first paint came later.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      [readyOption]() {
        shellRendered = true;
        const body = new PassThrough();
        headers.set('Content-Type', 'text/html; charset=utf-8');
        setPageCacheHeaders(request, responseStatus, headers);
        resolve(new Response(createReadableStreamFromReadable(body), { headers, status: responseStatus }));
        pipe(body);
      },
      onShellError: reject,
      onError(error: unknown) {
        responseStatus = 500;
        if (shellRendered) console.error(error);
      },
    });
    setTimeout(abort, streamTimeout + 1000);
  });
}

/** The data of a client-side navigation: cached on the same terms as the page itself. */
export function handleDataRequest(response: Response, { request }: LoaderFunctionArgs | ActionFunctionArgs): Response {
  setRetryAfter(response.status, response.headers);
  setPageCacheHeaders(request, response.status, response.headers);
  return response;
}

/**
 * Unhandled errors of loaders and rendering. Errors caused by crawlers are only logged in one line
 * (docs/behaviour.md §8); a person's are logged with their stack. Aborted requests (the shopper navigated away)
 * are not errors, and a request the router refuses itself (a form posted to a page that takes none: 405) is the
 * sender's mistake, answered with its status and told in one line: with its stack, anyone could fill the log.
 */
export const handleError: HandleErrorFunction = (error, { request }) => {
  if (request.signal.aborted) return;
  if (isRouteErrorResponse(error) && error.status < 500) {
    console.warn(`${error.status} ${error.statusText} for ${request.method} ${request.url}`);
    return;
  }
  const userAgent = request.headers.get('user-agent');
  if (userAgent && isbot(userAgent)) {
    console.warn(`error while serving a crawler (${userAgent}) ${request.url}:`, error instanceof Error ? error.message : error);
    return;
  }
  console.error(`error while serving ${request.method} ${request.url}`, error);
};
