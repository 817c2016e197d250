import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

/** The API the dev server forwards `/api/*` and `/_ipx/*` to, as the production server does (server.mjs). */
const apiOrigin = process.env['API_ORIGIN'] ?? 'http://127.0.0.1:3333';

export default defineConfig({
  plugins: [reactRouter()],
  server: {
    host: '127.0.0.1',
    port: 4200,
    strictPort: true,
    proxy: {
      '/api': { target: apiOrigin, xfwd: true },
      '/_ipx': { target: apiOrigin, xfwd: true },
    },
  },
  build: { target: 'es2022' },
});
