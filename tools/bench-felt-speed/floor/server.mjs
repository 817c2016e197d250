// Serves the built framework floor as the shop's server serves its pages: compression, the build's precompressed
// files, React Router's request handler; plus the one product photo at /photo.webp.
// Started by the bench (tools/bench-felt-speed/floor-app.ts) with FLOOR_BUILD_DIR, FLOOR_PHOTO, HOST and PORT.
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
/* eslint-disable @nx/enforce-module-boundaries -- served with the packages the storefront's server declares (express, compression, @react-router/express), and its own handler of precompressed files. */
import { createRequestHandler } from '@react-router/express';
import compression from 'compression';
import express from 'express';
// The shop's own handler for precompressed files, so the two differ in their pages, not in how files are sent.
import { precompressedAssets } from '@aurelia/server-http/precompressed';

const buildDir = process.env.FLOOR_BUILD_DIR;
const photo = process.env.FLOOR_PHOTO;
if (!buildDir || !photo) {
  console.error('floor: FLOOR_BUILD_DIR and FLOOR_PHOTO are required');
  process.exit(1);
}
const build = await import(pathToFileURL(join(buildDir, 'server', 'index.js')).href);
const assets = join(buildDir, 'client', 'assets');

const app = express();
app.disable('x-powered-by');
app.use(compression());
app.use('/assets', precompressedAssets(assets), express.static(assets, { immutable: true, maxAge: '1y' }));
// No icon: the browser's own request for one gets nothing rather than a rendered 404 page.
app.get('/favicon.ico', (_req, res) => res.status(204).end());
app.get('/photo.webp', (_req, res) => res.sendFile(photo, { immutable: true, maxAge: '1y' }));
app.use(express.static(join(buildDir, 'client'), { maxAge: '1h' }));
app.all('*splat', createRequestHandler({ build, mode: 'production' }));

const port = Number(process.env.PORT ?? 4293);
const host = process.env.HOST ?? '127.0.0.1';
const server = app.listen(port, host, () => console.log(`floor on http://${host}:${port}`));
process.once('SIGTERM', () => server.close(() => process.exit(0)));
