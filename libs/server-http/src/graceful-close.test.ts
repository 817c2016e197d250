import { type ChildProcess, spawn } from 'node:child_process';
import http from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';

const fixture = fileURLToPath(new URL('./fixtures/slow-server.mjs', import.meta.url));
const children: ChildProcess[] = [];

afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

/**
 * Starts the fixture server in its own Node process and resolves with it, its port, and a way to wait until its
 * output shows a line.
 */
function startServer(env: Record<string, string> = {}): Promise<{ child: ChildProcess; port: number; printed: (line: string) => Promise<void> }> {
  const child = spawn(process.execPath, [fixture], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
  children.push(child);
  let output = '';
  const printed = (line: string) => vi.waitFor(() => expect(output.split('\n')).toContain(line), { timeout: 10_000, interval: 10 });
  return new Promise((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = /port=(\d+)/.exec(output);
      if (match) resolve({ child, port: Number(match[1]), printed });
    });
    child.once('exit', (code) => reject(new Error(`fixture exited early with ${code}`)));
  });
}

type Answer = { status: number; body: string } | { error: string };

function get(port: number, path: string, agent?: http.Agent): Promise<Answer> {
  return new Promise((resolve) => {
    const request = http.get({ host: '127.0.0.1', port, path, agent }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }));
      response.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    });
    request.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
  });
}

function exitOf(child: ChildProcess): Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }> {
  return new Promise((resolve) => child.once('exit', (code, signal) => resolve({ code, signal, at: Date.now() })));
}

describe('graceful close of the web servers on SIGTERM', () => {
  it('finishes every request in flight, refuses new connections and exits 0 without waiting on an idle keep-alive', async () => {
    const { child, port, printed } = await startServer();
    const keepAlive = new http.Agent({ keepAlive: true });
    // A browser's connection: one answered request, then idle in the agent's pool.
    expect(await get(port, '/warm-up', keepAlive)).toEqual({ status: 200, body: 'done' });
    expect(keepAlive.freeSockets).not.toEqual({});

    const exited = exitOf(child);
    const inFlight = [get(port, '/a'), get(port, '/b'), get(port, '/c'), get(port, '/d', keepAlive)];
    let answered = 0;
    for (const answer of inFlight) void answer.then(() => (answered += 1));
    for (const path of ['/a', '/b', '/c', '/d']) await printed(`request ${path}`);
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    await printed('slow-server: SIGTERM, finishing 4 requests in flight, then closing');
    // The listening socket is closed at once: a new connection is refused while the others finish.
    await vi.waitFor(async () => expect(await get(port, '/late')).toEqual({ error: 'ECONNREFUSED' }), { timeout: 500, interval: 20 });
    expect(answered, 'refused while the requests in flight still run').toBe(0);

    for (const answer of await Promise.all(inFlight)) expect(answer).toEqual({ status: 200, body: 'done' });
    const { code, signal, at } = await exited;
    expect({ code, signal }).toEqual({ code: 0, signal: null });
    // Well before the 15 s deadline: neither the idle keep-alive nor the one just used held the server open.
    expect(at - signalledAt).toBeLessThan(3_000);
    keepAlive.destroy();
  });

  it('cuts a request that never finishes at the deadline and exits 1', async () => {
    const { child, port, printed } = await startServer({ DEADLINE_MS: '500' });
    const exited = exitOf(child);
    const hanging = get(port, '/hang');
    await printed('request /hang');
    const signalledAt = Date.now();
    child.kill('SIGTERM');
    const { code, signal, at } = await exited;
    expect({ code, signal }).toEqual({ code: 1, signal: null });
    expect(at - signalledAt).toBeGreaterThanOrEqual(400);
    expect(at - signalledAt).toBeLessThan(3_000);
    expect(await hanging).toHaveProperty('error');
  });
});
