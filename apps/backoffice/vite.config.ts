import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// Build steps shared with the kiosk and the storefront; plain files of the workspace's tools, not libraries.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { FRAMEWORK_GROUP, STATE_GROUP } from '../../tools/vite/chunk-groups.mjs';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { cssLayerOrder } from '../../tools/vite/css-layer-order.mjs';

/** Where the dev server forwards `/api/*`, as server.mjs does in production. */
const api = { target: process.env['API_ORIGIN'] ?? 'http://127.0.0.1:3333', xfwd: true };

/** The back office: a client-rendered single-page app built to dist/ and served by server.mjs on :4400. */
export default defineConfig({
  plugins: [react(), cssLayerOrder()],
  server: { host: '127.0.0.1', port: 4400, strictPort: true, proxy: { '/api': api, '/_ipx': api } },
  build: {
    // React and Redux in long-cached files of their own; each section is its own chunk (backoffice-app.tsx).
    rollupOptions: { output: { codeSplitting: { groups: [FRAMEWORK_GROUP, STATE_GROUP] } } },
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
  },
});
