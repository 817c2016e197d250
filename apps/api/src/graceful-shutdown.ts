import type { ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';

/** How long the requests in flight get to finish after SIGTERM before their connections are cut. */
export const SHUTDOWN_DEADLINE_MS = 20_000;

/**
 * On SIGTERM or SIGINT: stop accepting connections, let every request in flight finish (a checkout
 * included), then exit 0. Fastify closes the server before it runs the plugins' onClose hooks, so the timers
 * (the sweeper) stop and the listing cache's LISTEN ends after the last request, and the database pool closes
 * last. Past `deadlineMs` the remaining connections are cut and the process exits 1.
 *
 * Keep-alive: the server only closes once every connection has. Idle ones are closed at once (by
 * `server.close()`); the answers still to come carry `Connection: close`, so their connections end with them.
 * (Node's `closeIdleConnections()` called again later also cut connections whose request was still being
 * handled, so it is not used as a poller.)
 */
export function closeOnSignals(app: FastifyInstance, deadlineMs = SHUTDOWN_DEADLINE_MS): void {
  let closing = false;
  const inFlight = new Set<ServerResponse>();
  const lastOnConnection = (response: ServerResponse) => {
    if (!response.headersSent) response.shouldKeepAlive = false;
  };
  app.server.on('request', (_request, response: ServerResponse) => {
    if (closing) return lastOnConnection(response);
    inFlight.add(response);
    response.once('close', () => inFlight.delete(response));
  });

  const shutdown = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    app.log.info(`${signal}: finishing ${inFlight.size} requests in flight, then closing`);
    inFlight.forEach(lastOnConnection);
    const deadline = setTimeout(() => {
      app.log.error(`requests still running ${deadlineMs} ms after ${signal}: cutting their connections`);
      app.server.closeAllConnections();
      process.exit(1);
    }, deadlineMs);
    deadline.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}
