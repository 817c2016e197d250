import type { ServerOptions } from 'node:http';

/** Bounds on a slow client, in milliseconds. */
export interface ServerTimeouts {
  /** A request's headers must all arrive within it. */
  readonly headersMs: number;
  /** The whole request, body included. */
  readonly requestMs: number;
  /** How long an idle connection waits for its next request. */
  readonly keepAliveMs: number;
  /** How long a connection may see no traffic at all, a reader that stopped reading the answer included. */
  readonly connectionMs: number;
}

/**
 * Node's defaults keep a request that trickles in open for 300 s. The whole request's bound is above the
 * storefront's and kiosk's (30 s, libs/server-http server-timeouts.mjs), so a body they forward is cut there
 * first, with their answer; keep-alive outlasts their upstream agent's 5 s idle sockets, so the API never closes
 * one they are about to reuse.
 */
export const API_SERVER_TIMEOUTS: ServerTimeouts = { headersMs: 15_000, requestMs: 40_000, keepAliveMs: 10_000, connectionMs: 60_000 };

/**
 * Fastify's options for `timeouts`. Node looks for expired requests only every `connectionsCheckingInterval`
 * (30 s by default, which would let a 15 s bound run to 45 s): here at most 1 s.
 */
export function fastifyTimeoutOptions(timeouts: ServerTimeouts): {
  connectionTimeout: number;
  keepAliveTimeout: number;
  requestTimeout: number;
  http: ServerOptions;
} {
  const headersMs = Math.min(timeouts.headersMs, timeouts.requestMs);
  return {
    connectionTimeout: timeouts.connectionMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http: {
      headersTimeout: headersMs,
      requestTimeout: timeouts.requestMs,
      keepAliveTimeout: timeouts.keepAliveMs,
      connectionsCheckingInterval: Math.max(25, Math.min(1_000, Math.floor(headersMs / 4))),
    },
  };
}
