import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { SERVER_ENTRY } from './playwright-config';

/**
 * A built storefront or kiosk server of a spec's own, in front of an API of the spec's choosing (a fake one,
 * or none at all), on a port free at run time. The suite's shared servers stay as they are.
 */
export interface OwnWebServer {
  name: string;
  origin: string;
  process: ChildProcess;
}

const appDir = (name: string) => fileURLToPath(new URL(`../../../apps/${name}`, import.meta.url));

export async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** Starts the production server of apps/<name> in production mode and resolves once it listens. */
export async function startWebServer(name: 'storefront' | 'kiosk', api: string): Promise<OwnWebServer> {
  const port = await freePort();
  const child = spawn(process.execPath, [SERVER_ENTRY[name]], {
    cwd: appDir(name),
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), API_ORIGIN: api },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => (chunk.toString().includes(` on http://`) ? resolve() : undefined));
    child.on('exit', (code) => reject(new Error(`${name} server exited with ${code}`)));
  });
  return { name, origin: `http://127.0.0.1:${port}`, process: child };
}
