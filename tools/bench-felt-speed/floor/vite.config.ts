/* eslint-disable @nx/enforce-module-boundaries -- the floor is built from the packages the storefront declares (react-router, @react-router/*), at its versions. */
import { reactRouter } from '@react-router/dev/vite';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { defineConfig } from 'vite';

// Vite's cache goes with the build, so a bench run leaves nothing else behind.
const buildDir = process.env['FLOOR_BUILD_DIR'];
// React Router's own server entry for Node, which it picks only when the package.json lists @react-router/node
// (the workspace's lists it in the storefront's): app/entry.server.tsx hands it on unchanged.
const defaultEntryServer = join(dirname(createRequire(import.meta.url).resolve('@react-router/dev/package.json')), 'dist', 'config', 'defaults', 'entry.server.node.tsx');

export default defineConfig({
  plugins: [reactRouter()],
  logLevel: 'warn',
  resolve: { alias: { 'react-router-default-entry-server': defaultEntryServer } },
  ...(buildDir ? { cacheDir: join(buildDir, '.vite') } : {}),
});
