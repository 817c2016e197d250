// Graceful shutdown for the storefront and kiosk servers. Plain Node, no dependencies.

/** How long the requests in flight get to finish after SIGTERM before their connections are cut. */
export const CLOSE_DEADLINE_MS = 15_000;

/**
 * On SIGTERM or SIGINT: stop accepting connections, let every request in flight finish (a forwarded checkout
 * included), then exit 0; past `deadlineMs`, cut what is left and exit 1. Idle keep-alive connections are
 * closed at once (`server.close()` does it) and the answers still to come carry `Connection: close`, so the
 * server is not held open by a browser's idle connection. Call it right after `listen`.
 * @param {import('node:http').Server} server
 * @param {{ name: string, deadlineMs?: number }} options `name` starts the log lines.
 */
export function closeGracefully(server, { name, deadlineMs = CLOSE_DEADLINE_MS }) {
  let closing = false;
  /** @type {Set<import('node:http').ServerResponse>} */
  const inFlight = new Set();
  /** @param {import('node:http').ServerResponse} response */
  const lastOnConnection = (response) => {
    if (!response.headersSent) response.shouldKeepAlive = false;
  };
  server.on('request', (/** @type {unknown} */ _request, /** @type {import('node:http').ServerResponse} */ response) => {
    if (closing) return lastOnConnection(response);
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });
  /** @param {NodeJS.Signals} signal */
  const shutdown = (signal) => {
    if (closing) return;
    closing = true;
    console.log(`${name}: ${signal}, finishing ${inFlight.size} requests in flight, then closing`);
    inFlight.forEach(lastOnConnection);
    const deadline = setTimeout(() => {
      console.error(`${name}: requests still running ${deadlineMs} ms after ${signal}; cutting their connections`);
      server.closeAllConnections();
      process.exit(1);
    }, deadlineMs);
    deadline.unref();
    server.close((error) => process.exit(error ? 1 : 0));
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
