#!/usr/bin/env node
// The production kiosk server: the built single-page app (vite build → dist/) with long-lived fingerprinted
// assets, `/api/*` and `/_ipx/*` forwarded to the API (one origin), and every other path answered with the
// app's index.html so that deep links and reloads work. Run `vite build` first (the `serve` target does).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compression from 'compression';
import express from 'express';
// The Node helpers the storefront and kiosk servers share (libs/server-http); the app's browser code never imports them.
import { forwardToApi } from '@aurelia/server-http/forward-to-api';
import { closeGracefully } from '@aurelia/server-http/graceful-close';
import { refuseMalformedPath } from '@aurelia/server-http/malformed-url';
import { missingAsset } from '@aurelia/server-http/precompressed';
import { kioskSecurityHeaders, leanAssetHeaders, withHostDefaults } from '@aurelia/server-http/security-headers';
import { listenWithTimeouts } from '@aurelia/server-http/server-timeouts';

const port = Number(process.env.PORT ?? 4300);
const host = process.env.HOST ?? '127.0.0.1';
const api = new URL(process.env.API_ORIGIN ?? 'http://127.0.0.1:3333');
const dist = join(import.meta.dirname, 'dist');

if (!existsSync(join(dist, 'index.html'))) {
  console.error('kiosk: dist/index.html is missing; run `npx nx build kiosk` first.');
  process.exit(1);
}

const app = withHostDefaults(express());
app.use(['/api', '/_ipx'], forwardToApi(api));
// Browser-side defences for the app's own files (the API sets its own on what is forwarded): a CSP with no
// inline script at all, and malformed paths answered with the app (which shows its not-found screen), 400.
app.use(kioskSecurityHeaders());
app.use(
  refuseMalformedPath((_req, res) => {
    res.status(400).set('cache-control', 'no-cache').sendFile(join(dist, 'index.html'));
  }),
);
app.use(compression());
app.use('/assets', express.static(join(dist, 'assets'), { immutable: true, maxAge: '1y', setHeaders: leanAssetHeaders }), missingAsset);
// The service worker and the manifest must be fetched fresh, so a new build reaches the kiosks.
app.use(express.static(dist, { maxAge: 0, index: false }));
app.get('*splat', (_req, res) => {
  res.set('cache-control', 'no-cache');
  res.sendFile(join(dist, 'index.html'));
});

// A client that sends its headers or its body too slowly gets a 408 (HTTP_*_TIMEOUT_MS, libs/server-http).
const server = listenWithTimeouts(app, { port, host }, () => {
  console.log(`kiosk on http://${host}:${port} (API ${api.origin})`);
});

// Shutdown: finish the requests in flight (a forwarded checkout included), then exit 0.
closeGracefully(server, { name: 'kiosk' });
