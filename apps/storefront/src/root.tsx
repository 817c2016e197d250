import '@aurelia/ui/styles/core.css';
import './app/app.css';

import { BRAND_THEME_COLOR, DEFAULT_COLOR_MODE_PREFERENCE, VIEWPORT_MAXIMUM_SCALE, chosenColorMode } from '@aurelia/domain';
import { use, useEffect, useState, type ReactNode } from 'react';
import { Links, Meta, Outlet, useMatches } from 'react-router';
import type { Route } from './+types/root';
import { AppProviders } from './app/app-providers';
import { ModulePreloads, PageScripts, WithoutScripting } from './shared/deferred-scripts';
import { forcedColorModeOf } from './shared/route-handle';
import { InlinedStylesheets } from './shared/inlined-stylesheets';
import { KeptColorModeContext } from './shared/kept-color-mode';
import { ScrollRestoration } from './shared/scroll-restoration';
import { errorMeta, pageMeta } from './seo/page-meta';
import { StandaloneErrorPage } from './shell/route-error';
import { Shell } from './shell/shell';
import { loadRoot } from './server/root-loader.server';

export const loader = ({ request }: Route.LoaderArgs) => loadRoot(request);

/** A root failure's headers reach the document: `Retry-After` of "We’ll be right back" (503). */
export const headers: Route.HeadersFunction = ({ errorHeaders, loaderHeaders }) => errorHeaders ?? loaderHeaders;

/**
 * Guards and settings are read again on every navigation, so a feature switched off applies at once. Not with the
 * browser offline: the request would fail, and a failure of the root's data takes the header and bag off the page
 * (its error boundary has no shell to draw), where the page's own failure is told inside them.
 */
export const shouldRevalidate = () => navigator.onLine;

// The icon as a PNG (tools/icons/favicon-png.mjs draws it from favicon.svg): Chromium draws an SVG icon as a document
// of its own on the page's main thread while the page loads. The manifest is linked once the page has painted
// (deferred-scripts.tsx).
export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon-48.png', type: 'image/png', sizes: '48x48' }];

export function Layout({ children }: { children: ReactNode }) {
  const forced = forcedColorModeOf(useMatches());
  const kept = use(KeptColorModeContext) ?? DEFAULT_COLOR_MODE_PREFERENCE;
  // The mode a forced page or the shopper's cookie asks for, drawn from the first paint with no script in the head (a
  // script there held the phone's first paint back by 0.1–0.25 s); `system` is the stylesheet's own `color-scheme:
  // light dark`. The server reads the cookie itself, not through the root's data, which a failed root (the API away)
  // has none of; the browser keeps what the server drew. Once hydrated, the colour mode provider alone sets it, as
  // pages and choices change.
  const [theme] = useState(() =>
    typeof document === 'undefined' ? (chosenColorMode({ preference: kept, forced }) ?? undefined) : document.documentElement.dataset['theme'],
  );
  // `<html data-hydrated>`: the page's JavaScript has taken over (styles and the journeys may rely on it).
  useEffect(() => {
    document.documentElement.dataset['hydrated'] = '';
  }, []);
  return (
    <html lang="en-IN" data-theme={theme}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content={`width=device-width, initial-scale=1, maximum-scale=${VIEWPORT_MAXIMUM_SCALE}`} />
        <meta name="theme-color" content={BRAND_THEME_COLOR} />
        <Meta />
        <InlinedStylesheets />
        <Links />
        <WithoutScripting />
        <ModulePreloads />
      </head>
      <body>
        {children}
        <ScrollRestoration />
        <PageScripts />
      </body>
    </html>
  );
}

export default function App({ loaderData }: Route.ComponentProps) {
  return (
    <AppProviders rootData={loaderData}>
      <Shell>
        <Outlet />
      </Shell>
    </AppProviders>
  );
}

/**
 * Only failures of the root itself land here (its data could not be had: a navigation's request lost on the way);
 * pages have their own.
 */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <StandaloneErrorPage error={error} />;
}

/**
 * Pages set their own head; this is the fallback, and the head of an error the root itself caught (the API away:
 * its title before the brand, as every error page's).
 */
export const meta: Route.MetaFunction = ({ error, data, matches }) => errorMeta(error, matches) ?? pageMeta(data ?? undefined, { path: '/' });
