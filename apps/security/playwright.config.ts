import { apiServer, builtAppServer, desktopChrome, journeyDefaults, SERVER_ENTRY } from '@aurelia/e2e-support/playwright-config';
import { defineConfig } from '@playwright/test';
import { API_PORT, KIOSK_PORT, STOREFRONT_PORT, TEST_SECRETS } from './src/servers';

const storefront = `http://127.0.0.1:${STOREFRONT_PORT}`;
const kiosk = `http://127.0.0.1:${KIOSK_PORT}`;
const api = `http://127.0.0.1:${API_PORT}`;

/**
 * The product as the world meets it: the API, the built storefront and the built kiosk in production mode,
 * with no development helpers, attacked from outside over HTTP and in Debian's Chromium. What an attacker
 * could reach on `npm start` is what these tests reach.
 */
export default defineConfig({
  ...journeyDefaults,
  use: desktopChrome(storefront),
  webServer: [
    apiServer(API_PORT, {
      API_NODE_ENV: 'production',
      SEED_IMAGES: 'false',
      STOREFRONT_URL: storefront,
      CORS_ORIGINS: `${storefront},${kiosk}`,
      PAYMENT_SANDBOX: 'true',
      ...TEST_SECRETS,
    }),
    // A public address unlike the one the tests reach: links must name it, never the request's Host.
    builtAppServer('../storefront', `${storefront}/robots.txt`, {
      NODE_ENV: 'production',
      PORT: String(STOREFRONT_PORT),
      HOST: '127.0.0.1',
      API_ORIGIN: api,
      PUBLIC_URL: 'https://shop.example.test',
    }, SERVER_ENTRY.storefront),
    builtAppServer('../kiosk', `${kiosk}/manifest.webmanifest`, { NODE_ENV: 'production', PORT: String(KIOSK_PORT), HOST: '127.0.0.1', API_ORIGIN: api }),
  ],
});
