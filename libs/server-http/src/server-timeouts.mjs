// Bounds on slow clients for the storefront and kiosk servers. Plain Node, no dependencies.
import { createServer } from 'node:http';

/**
 * @typedef {{ headersMs: number, requestMs: number, keepAliveMs: number }} ServerTimeouts
 * `headersMs`: a request's headers must all arrive within it; `requestMs`: the whole request, body included;
 * `keepAliveMs`: how long an idle connection waits for its next request.
 */

/**
 * Node's own defaults keep a request that trickles in open for 300 s (60 s for its headers): enough for a few
 * hundred slow connections to hold a server. A shopper's browser sends a whole request in well under a second.
 * The API allows a little longer than these (apps/api config), so a body the storefront forwards is cut here
 * first, with this server's answer.
 * @type {Readonly<ServerTimeouts>}
 */
export const SERVER_TIMEOUTS = Object.freeze({ headersMs: 15_000, requestMs: 30_000, keepAliveMs: 5_000 });

/**
 * A whole number of milliseconds from the environment, at least 1: unset, blank or not such a number is the
 * default, so no setting can turn a bound off.
 * @param {string | undefined} value
 * @param {number} fallback
 */
function milliseconds(value, fallback) {
  const number = Number(value);
  return value !== undefined && value.trim() !== '' && Number.isInteger(number) && number >= 1 ? number : fallback;
}

/**
 * The bounds, each overridable from the environment (HTTP_HEADERS_TIMEOUT_MS, HTTP_REQUEST_TIMEOUT_MS,
 * HTTP_KEEP_ALIVE_TIMEOUT_MS; the security suite shortens them). The headers' bound never exceeds the request's.
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {ServerTimeouts}
 */
export function serverTimeouts(env = process.env) {
  const requestMs = milliseconds(env['HTTP_REQUEST_TIMEOUT_MS'], SERVER_TIMEOUTS.requestMs);
  return {
    headersMs: Math.min(milliseconds(env['HTTP_HEADERS_TIMEOUT_MS'], SERVER_TIMEOUTS.headersMs), requestMs),
    requestMs,
    keepAliveMs: milliseconds(env['HTTP_KEEP_ALIVE_TIMEOUT_MS'], SERVER_TIMEOUTS.keepAliveMs),
  };
}

/**
 * The `http.createServer` options for `timeouts`. Node looks for expired requests only every
 * `connectionsCheckingInterval` (30 s by default, which would let a 15 s bound run to 45 s): here at most 1 s.
 * @param {ServerTimeouts} timeouts
 * @returns {import('node:http').ServerOptions}
 */
export function timeoutOptions({ headersMs, requestMs, keepAliveMs }) {
  return {
    headersTimeout: headersMs,
    requestTimeout: requestMs,
    keepAliveTimeout: keepAliveMs,
    connectionsCheckingInterval: Math.max(25, Math.min(1_000, Math.floor(headersMs / 4))),
  };
}

/**
 * `app.listen(port, host, onListening)` of Express, on a server bounded by `timeouts`: a client that sends its
 * headers or its body too slowly gets a 408 and its connection closed.
 * @param {import('node:http').RequestListener} app
 * @param {{ port: number, host: string, timeouts?: ServerTimeouts }} where
 * @param {() => void} [onListening]
 * @returns {import('node:http').Server}
 */
export function listenWithTimeouts(app, { port, host, timeouts = serverTimeouts() }, onListening) {
  return createServer(timeoutOptions(timeouts), app).listen(port, host, onListening);
}
