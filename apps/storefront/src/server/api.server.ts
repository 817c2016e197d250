import { createApiClient, type ApiClient } from '@aurelia/api-client';
import type { User } from '@aurelia/contracts';
import { parseCookies, restoreAuthSession, type ServerSession } from '@aurelia/domain';
import { isUser } from '../features/auth/is-user';
import { unavailableAsResponse } from './api-unavailable.server';
import { withCatalogueCache } from './catalogue-cache.server';

/** Where the API listens, as the storefront server reaches it. */
export const API_ORIGIN = process.env['API_ORIGIN'] ?? 'http://127.0.0.1:3333';

/**
 * The shop's public address (PUBLIC_URL, default what `npm start` serves): canonical links, Open Graph, robots.txt
 * and the sitemap name it, never the request's Host or X-Forwarded-Host, which anyone can forge.
 */
export const PUBLIC_ORIGIN = new URL(process.env['PUBLIC_URL'] ?? 'http://127.0.0.1:4200').origin;

/** The brand in titles and structured data (docs/architecture.md: `BRAND_NAME`, default Aurelia). */
export const BRAND_NAME = process.env['BRAND_NAME'] ?? 'Aurelia';

/** The session the request's cookies hold, token included (server only); anything malformed is a guest. */
export function readSession(request: Request): ServerSession<User> {
  return restoreAuthSession(parseCookies(request.headers.get('cookie') ?? ''), isUser);
}

/**
 * Budget of one call to the API during a render, retries included: a slow API gives the shopper "We'll be right
 * back" in seconds instead of holding the request (and the queue behind it, server/host/serve.mjs) for longer.
 */
export const SUB_REQUEST_TIMEOUT_MS = Number(process.env['SSR_API_TIMEOUT_MS'] ?? 5_000);

/** Signed-in shoppers' clients kept at once; the oldest is dropped past it. */
const MAX_SHOPPER_CLIENTS = 500;
const shopperClients = new Map<string, ApiClient>();
let guestClient: ApiClient | undefined;

function clientFor(token: string | null, headers?: Record<string, string>): ApiClient {
  return unavailableAsResponse(
    withCatalogueCache(
      createApiClient({
        baseURL: `${API_ORIGIN}/api/v1`,
        getToken: () => token,
        onUnauthenticated: () => undefined,
        timeoutMs: SUB_REQUEST_TIMEOUT_MS,
        headers,
      }),
    ),
  );
}

declare module 'react-router' {
  interface AppLoadContext {
    /** The shopper's address as the storefront server sees it (server/host/serve.mjs); absent under `react-router dev`. */
    clientAddress?: string;
  }
}

/**
 * A client for one request whose calls the API limits per shopper's address (search): it names the shopper's
 * address, so that every shopper searching through this server does not share the server's own allowance.
 */
export function serverApiForShopper(request: Request, clientAddress: string | undefined): ApiClient {
  if (!clientAddress) return serverApi(request);
  return clientFor(readSession(request).token, { 'x-forwarded-for': clientAddress });
}

/**
 * The API client for one request on the server: the API's own address, the shopper's token from the cookie.
 * Clients live as long as the process (one for guests, one per signed-in token), so a render builds no HTTP
 * stack, and Node's keep-alive agent reuses the connections to the API. Every client's product and listing reads
 * are shared for a moment (catalogue-cache.server.ts): they are the same for everyone. A 401 here only means the page renders as a guest would see it.
 */
export function serverApi(request: Request): ApiClient {
  const { token } = readSession(request);
  if (!token) return (guestClient ??= clientFor(null));
  let client = shopperClients.get(token);
  if (client) {
    // Most recently used last, so the first key is the one to drop.
    shopperClients.delete(token);
  } else {
    client = clientFor(token);
    if (shopperClients.size >= MAX_SHOPPER_CLIENTS) shopperClients.delete(shopperClients.keys().next().value ?? '');
  }
  shopperClients.set(token, client);
  return client;
}
