import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { limitInFlight } from './in-flight-limit.mjs';

const servers: http.Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  }
});

async function listen(server: http.Server): Promise<number> {
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}

/** A real HTTP server standing in for a slow API: every answer takes `delayMs`. */
const slowApi = (delayMs: number) =>
  listen(http.createServer((_request, response) => setTimeout(() => response.end('{"data":[]}'), delayMs)));

/** A web server that renders each page after one call to the API, behind the limit (as server.mjs mounts it). */
async function webServer(apiPort: number, limits: { concurrency: number; queue: number; maxWaitMs: number }): Promise<number> {
  const limit = limitInFlight({ ...limits, retryAfterSeconds: 7 });
  const render = async (response: http.ServerResponse) => {
    const answer = await fetch(`http://127.0.0.1:${apiPort}/`);
    response.end(`page ${await answer.text()}`);
  };
  return listen(http.createServer((request, response) => limit(request, response, () => void render(response))));
}

async function getAll(port: number, count: number) {
  return Promise.all(
    Array.from({ length: count }, async () => {
      const response = await fetch(`http://127.0.0.1:${port}/`);
      return { status: response.status, retryAfter: response.headers.get('retry-after'), at: Date.now() };
    }),
  );
}

describe('limitInFlight, in front of a slow API', () => {
  it('runs `concurrency` at once, queues `queue`, and refuses the rest at once with 503 and Retry-After', async () => {
    const port = await webServer(await slowApi(1_000), { concurrency: 2, queue: 2, maxWaitMs: 5_000 });
    const answers = await getAll(port, 8);
    const served = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 503);
    expect(served).toHaveLength(4);
    expect(refused).toHaveLength(4);
    for (const answer of refused) {
      expect(answer.retryAfter).toBe('7');
      // Refused without waiting for the API: before the first page could be served.
      expect(answer.at).toBeLessThan(Math.min(...served.map((page) => page.at)));
    }
  });

  it('refuses a queued request that waited `maxWaitMs`, instead of holding it for as long as the API takes', async () => {
    const port = await webServer(await slowApi(2_000), { concurrency: 1, queue: 5, maxWaitMs: 200 });
    const answers = await getAll(port, 3);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 503, 503]);
    const served = answers.find((answer) => answer.status === 200)?.at ?? 0;
    for (const answer of answers.filter((a) => a.status === 503)) expect(answer.at).toBeLessThan(served);
  });

  it('lets the next request in once one finishes', async () => {
    const port = await webServer(await slowApi(50), { concurrency: 1, queue: 0, maxWaitMs: 1_000 });
    for (let i = 0; i < 3; i += 1) expect((await getAll(port, 1))[0]?.status).toBe(200);
  });

  it('holds no slot for a shopper who left before their turn, however long an earlier middleware took', async () => {
    const limit = limitInFlight({ concurrency: 1, queue: 0, maxWaitMs: 1_000 });
    let limited = 0;
    // As express.static's file lookup does for a page's URL: an await before the limit runs.
    const port = await listen(
      http.createServer((request, response) => {
        setTimeout(() => {
          limited += 1;
          limit(request, response, () => response.end('page'));
        }, 150);
      }),
    );
    // Three shoppers give up within the 150 ms: their sockets close before the limit sees them.
    for (let i = 0; i < 3; i += 1) {
      await new Promise<void>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.write('GET / HTTP/1.1\r\nHost: shop\r\n\r\n');
          setTimeout(() => {
            socket.destroy();
            resolve();
          }, 20);
        });
      });
    }
    // The limit has seen all three, each after its shopper had gone.
    await vi.waitFor(() => expect(limited).toBe(3));
    expect(limit.stats()).toEqual({ running: 0, waiting: 0 });
    // With one slot and no queue, a leaked slot would turn the next shopper away with a 503.
    expect((await getAll(port, 1))[0]?.status).toBe(200);
  });
});
