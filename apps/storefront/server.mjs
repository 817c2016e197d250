#!/usr/bin/env node
// The production storefront server: compressed static assets with long cache lifetimes, `/api/*`,
// `/_ipx/*` and `/sandbox-pay/*` forwarded to the API (one origin for the browser, ARCHITECTURE.md), and
// every other request rendered by React Router. Run `react-router build` first (the `serve` target does).
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
// A plain Node helper the storefront and kiosk servers share; not a library the app's code imports.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { forwardToApi } from '../../tools/http/forward-to-api.mjs';

const port = Number(process.env.PORT ?? 4200);
const host = process.env.HOST ?? '127.0.0.1';
const api = new URL(process.env.API_ORIGIN ?? 'http://127.0.0.1:3333');

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', 'loopback');
// The sandbox payment page is the API's too: the shopper pays and comes back on the shop's own origin.
app.use(['/api', '/_ipx', '/sandbox-pay'], forwardToApi(api));
app.use(compression());
// Vite's fingerprinted files never change; everything else in public/ may.
app.use('/assets', express.static('build/client/assets', { immutable: true, maxAge: '1y' }));
app.use(express.static('build/client', { maxAge: '1h' }));
app.all(
  '*splat',
  createRequestHandler({
    build: () => import('./build/server/index.js'),
    mode: process.env.NODE_ENV ?? 'production',
  }),
);

const server = app.listen(port, host, () => {
  console.log(`storefront on http://${host}:${port} (API ${api.origin})`);
});

// Shutdown: finish the requests in flight (a forwarded checkout included), then exit 0.
// eslint-disable-next-line @nx/enforce-module-boundaries
const { closeGracefully } = await import('../../tools/http/graceful-close.mjs');
closeGracefully(server, { name: 'storefront' });
