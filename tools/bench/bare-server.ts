/* eslint-disable @nx/enforce-module-boundaries -- fastify is the API's own dependency (apps/api), hoisted to the root; the benchmark needs the same version. */
import Fastify from 'fastify';

/** The path of the bare server's one route. */
export const BARE_PATH = '/bare';

/**
 * The yardstick: a Fastify server with one trivial JSON route, no plugins and no logging, on 127.0.0.1 at
 * a random port. Whatever the listing costs beyond it is the API's own work.
 */
export async function startBareServer(): Promise<{ url: string; close: () => Promise<void> }> {
  const app = Fastify({ logger: false });
  app.get(BARE_PATH, async () => ({ status: 'ok' }));
  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return { url: `${url}${BARE_PATH}`, close: () => app.close() };
}
