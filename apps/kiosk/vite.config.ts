import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The API the dev server forwards `/api/*` and `/_ipx/*` to, as the production server does (server.mjs). */
const apiOrigin = process.env['API_ORIGIN'] ?? 'http://127.0.0.1:3333';

/** The kiosk: a client-rendered single-page app (ARCHITECTURE.md), built to dist/ and served by server.mjs. */
export default defineConfig({
  plugins: [react()],
  server: {
    host: '127.0.0.1',
    port: 4300,
    strictPort: true,
    proxy: {
      '/api': { target: apiOrigin, xfwd: true },
      '/_ipx': { target: apiOrigin, xfwd: true },
    },
  },
  build: { target: 'es2022', outDir: 'dist', emptyOutDir: true },
});
