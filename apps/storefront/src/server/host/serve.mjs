// The production storefront server: compressed static assets with long cache lifetimes, `/api/*`,
// `/_ipx/*`, `/sandbox-pay/*` and `/razorpay-pay/*` forwarded to the API (one origin for the browser, docs/architecture.md), and
// every other request rendered by React Router. Started by main.mjs, one per worker.
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
// The Node helpers the storefront and kiosk servers share (libs/server-http); the app's browser code never imports them.
import { forwardToApi } from '@aurelia/server-http/forward-to-api';
import { closeGracefully } from '@aurelia/server-http/graceful-close';
import { limitInFlight } from '@aurelia/server-http/in-flight-limit';
import { pageCache } from '@aurelia/server-http/page-cache';
import { missingAsset, precompressedAssets } from '@aurelia/server-http/precompressed';
import { escapeMalformedPath, replaceUnusableHost } from '@aurelia/server-http/malformed-url';
import { storefrontSecurityHeaders, leanAssetHeaders, withHostDefaults } from '@aurelia/server-http/security-headers';
import { listenWithTimeouts } from '@aurelia/server-http/server-timeouts';
import { asGuestWhereSame } from './as-guest.mjs';

const port = Number(process.env.PORT ?? 4200);
const host = process.env.HOST ?? '127.0.0.1';
const api = new URL(process.env.API_ORIGIN ?? 'http://127.0.0.1:3333');
// Canonical links, Open Graph, robots.txt and the sitemap name PUBLIC_URL (src/server/api.server.ts).
const publicUrl = process.env.PUBLIC_URL ?? 'http://127.0.0.1:4200';
if (!URL.canParse(publicUrl)) {
  console.error(`storefront: PUBLIC_URL "${publicUrl}" is not a URL (e.g. https://shop.example.com).`);
  process.exit(1);
}

const app = withHostDefaults(express());
// The payment pages (the sandbox's, Razorpay Checkout's) are the API's too: the shopper pays and comes back on the shop's own origin.
// Loaded once: a function in createRequestHandler would be awaited again on every request.
const build = await import('../../../build/server/index.js');
const rules = build.entry.module;
// The session's token lives in an HttpOnly cookie the page never reads: calls from the shop's own pages carry it
// to the API, sign-in answers leave their token in it (src/server/api-session.server.ts).
app.use(['/api', '/_ipx', '/sandbox-pay', '/razorpay-pay'], forwardToApi(api, { session: rules.apiSession }));
// Browser-side defences for the shop's own pages and files (the API sets its own on what is forwarded): a
// nonce-based CSP handed to React Router below, malformed paths turned into the shop's 404 page, and a forged
// Host that is no host at all kept from breaking the page.
app.use(storefrontSecurityHeaders());
app.use(escapeMalformedPath);
app.use(replaceUnusableHost(new URL(publicUrl).host));
app.use(compression());
// Vite's fingerprinted files never change; everything else in public/ may. The build compressed its text files at
// the highest settings (tools/vite/precompress.mjs): those copies are sent as they are.
app.use(
  '/assets',
  precompressedAssets('build/client/assets'),
  express.static('build/client/assets', { immutable: true, maxAge: '1y', setHeaders: leanAssetHeaders }),
  missingAsset,
);
app.use(express.static('build/client', { maxAge: '1h' }));
// Pages rendered at once, and how many may wait for a turn: past them a 503 with Retry-After, so a slow API
// cannot pile requests up here (libs/server-http/src/in-flight-limit.mjs).
const whole = (name, fallback) => (Number.isInteger(Number(process.env[name])) && process.env[name] !== '' ? Number(process.env[name] ?? fallback) : fallback);
const renders = limitInFlight({
  concurrency: whole('SSR_MAX_IN_FLIGHT', 32),
  queue: whole('SSR_QUEUE', 64),
  maxWaitMs: whole('SSR_QUEUE_WAIT_MS', 5_000),
});
app.all(
  '*splat',
  // The catalogue, stores and content pages: a signed-in shopper gets the page a guest gets (as-guest.mjs).
  asGuestWhereSame(rules),
  // A guest's page, kept for a moment (SSR_PAGE_CACHE_MS, 0 turns it off): served before the render queue.
  pageCache({
    ttlMs: whole('SSR_PAGE_CACHE_MS', 1_000),
    version: rules.settingsVersion,
    // Any other page of a signed-in shopper names them: it is never kept, so it need not wait on anyone's render.
    personal: (req) => rules.hasSessionCookie(req.headers.cookie),
  }),
  renders,
  createRequestHandler({
    build,
    mode: process.env.NODE_ENV ?? 'production',
    // The shopper's address (trust proxy decides it) goes with calls the API limits per address, such as search.
    getLoadContext: (req, res) => ({ cspNonce: res.locals.cspNonce, clientAddress: req.ip }),
  }),
);

// A client that sends its headers or its body too slowly gets a 408 (HTTP_*_TIMEOUT_MS, libs/server-http).
const server = listenWithTimeouts(app, { port, host }, () => {
  console.log(`storefront on http://${host}:${port} (API ${api.origin})`);
});

// Shutdown: finish the requests in flight (a forwarded checkout included), then exit 0.
closeGracefully(server, { name: 'storefront' });
