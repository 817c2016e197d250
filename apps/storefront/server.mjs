#!/usr/bin/env node
// The production storefront server: compressed static assets with long cache lifetimes, `/api/*` and
// `/_ipx/*` forwarded to the API (one origin for the browser, ARCHITECTURE.md), and every other request
// rendered by React Router. Run `react-router build` first (the `serve` target does).
import { request as httpRequest } from 'node:http';
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';

const port = Number(process.env.PORT ?? 4200);
const host = process.env.HOST ?? '127.0.0.1';
const api = new URL(process.env.API_ORIGIN ?? 'http://127.0.0.1:3333');

/** Streams a request to the API and its answer back, adding X-Forwarded-For for per-shopper rate limits. */
function forwardToApi(req, res) {
  const forwardedFor = [req.headers['x-forwarded-for'], req.socket.remoteAddress].filter(Boolean).join(', ');
  const upstream = httpRequest(
    {
      protocol: api.protocol,
      hostname: api.hostname,
      port: api.port,
      method: req.method,
      path: req.originalUrl,
      headers: { ...req.headers, host: api.host, 'x-forwarded-for': forwardedFor, 'x-forwarded-proto': req.protocol },
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    if (!res.headersSent) res.status(502).json({ message: 'The shop is unavailable right now. Please try again shortly.' });
    else res.destroy();
  });
  req.pipe(upstream);
}

const app = express();
app.disable('x-powered-by');
app.set('trust proxy', 'loopback');
app.use(['/api', '/_ipx'], forwardToApi);
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
for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
