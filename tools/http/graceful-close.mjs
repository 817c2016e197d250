// Graceful shutdown for the storefront and kiosk servers. Plain Node, no dependencies.

/** How long the requests in flight get to finish after SIGTERM before their connections are cut. */
export const CLOSE_DEADLINE_MS = 15_000;

/**
 * On SIGTERM or SIGINT: stop accepting connections, let every request in flight finish (a forwarded checkout
 * included), then exit 0; past `deadlineMs`, cut what is left and exit 1. Idle keep-alive connections are
 * closed at once (`server.close()` does it) and the answers still to come carry `Connection: close`, so the
 * server is not held open by a browser's idle connection. Call it right after `listen`.
 */
export function closeGracefully(server, { name, deadlineMs = CLOSE_DEADLINE_MS } = {}) {
  let closing = false;
  const inFlight = new Set();
  const lastOnConnection = (response) => {
    if (!response.headersSent) response.shouldKeepAlive = false;
  };
  server.on('request', (_request, response) => {
    if (closing) return lastOnConnection(response);
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });
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
