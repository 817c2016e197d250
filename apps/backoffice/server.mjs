#!/usr/bin/env node
// The production back-office server: the built single-page app (dist/), `/api/*` forwarded to the API so the
// app and its API share one origin (the token never crosses origins), and index.html for every other path so
// deep links (/orders/AUR-1042) and reloads work. The `serve` target builds first.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import compression from 'compression';
import express from 'express';
// The Node helpers the web servers share (libs/server-http); the app's browser code never imports them.
import { forwardToApi } from '@aurelia/server-http/forward-to-api';
import { closeGracefully } from '@aurelia/server-http/graceful-close';
import { refuseMalformedPath } from '@aurelia/server-http/malformed-url';
import { missingAsset } from '@aurelia/server-http/precompressed';
import { kioskSecurityHeaders, leanAssetHeaders, withHostDefaults } from '@aurelia/server-http/security-headers';
import { listenWithTimeouts } from '@aurelia/server-http/server-timeouts';

const env = process.env;
const settings = { port: Number(env.PORT ?? 4400), host: env.HOST ?? '127.0.0.1', api: new URL(env.API_ORIGIN ?? 'http://127.0.0.1:3333') };
const built = join(import.meta.dirname, 'dist');
const indexFile = join(built, 'index.html');
if (!existsSync(indexFile)) {
  console.error('backoffice: dist/index.html is missing; run `npx nx build backoffice` first.');
  process.exit(1);
}

/** The app's page, never cached: a new build reaches every open desk on its next navigation. */
const sendApp = (status) => (_req, res) => res.status(status).set('cache-control', 'no-cache').sendFile(indexFile);

const app = withHostDefaults(express());
app.use('/api', forwardToApi(settings.api));
// The kiosk's policy fits: same-origin scripts only, no inline script, no framing.
app.use(kioskSecurityHeaders(), refuseMalformedPath(sendApp(400)), compression());
app.use('/assets', express.static(join(built, 'assets'), { immutable: true, maxAge: '1y', setHeaders: leanAssetHeaders }), missingAsset);
app.use(express.static(built, { index: false, maxAge: 0 }));
app.get('*splat', sendApp(200));

const server = listenWithTimeouts(app, { port: settings.port, host: settings.host }, () =>
  console.log(`backoffice on http://${settings.host}:${settings.port} (API ${settings.api.origin})`),
);
// On SIGTERM: the requests in flight (a refund being forwarded) finish, then exit 0.
closeGracefully(server, { name: 'backoffice' });
