import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
// A build step shared with the storefront and Storybook; a plain file of the workspace's tools, not a library.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { FRAMEWORK_GROUP, STATE_GROUP } from '../../tools/vite/chunk-groups.mjs';
// eslint-disable-next-line @nx/enforce-module-boundaries
import { cssLayerOrder } from '../../tools/vite/css-layer-order.mjs';

/** The API the dev server forwards `/api/*` and `/_ipx/*` to, as the production server does (server.mjs). */
const apiOrigin = process.env['API_ORIGIN'] ?? 'http://127.0.0.1:3333';

/** The kiosk: a client-rendered single-page app (docs/architecture.md), built to dist/ and served by server.mjs. */
export default defineConfig({
  plugins: [react(), cssLayerOrder()],
  server: {
    host: '127.0.0.1',
    port: 4300,
    strictPort: true,
    proxy: {
      '/api': { target: apiOrigin, xfwd: true },
      '/_ipx': { target: apiOrigin, xfwd: true },
    },
  },
  build: {
    target: 'es2022',
    outDir: 'dist',
    emptyOutDir: true,
    // dist/.vite/manifest.json: which file holds which screen, read by kiosk-e2e's build check (a dot folder,
    // which the server does not serve).
    manifest: true,
    rollupOptions: {
      output: {
        // Split like the storefront: the libraries in a few long-cached files, each screen in its own (kiosk-app.tsx).
        codeSplitting: {
          groups: [
            FRAMEWORK_GROUP,
            STATE_GROUP,
            { name: 'http', test: /node_modules[\\/](axios|axios-retry)[\\/]/, priority: 20 },
            { name: 'radix', test: /node_modules[\\/](radix-ui|@radix-ui|@floating-ui)[\\/]/, priority: 20 },
          ],
        },
      },
    },
  },
});
