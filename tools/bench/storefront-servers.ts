import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A server process the benchmark started, and how to stop it. */
export interface RunningServer {
  readonly origin: string;
  stop(): Promise<void>;
}

const ROOT = join(import.meta.dirname, '..', '..');

/** Polls `url` until it answers 200, or fails after `timeoutMs` (the API migrates and seeds first). */
export async function waitFor(url: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode} before answering`);
    const ok = await fetch(url).then(
      (response) => response.status === 200,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer 200 within ${timeoutMs / 1000} s`);
}

/** Sends SIGTERM and waits for the exit (the servers close gracefully); SIGKILL after 10 s. */
export function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

function requireBuilt(file: string, how: string): void {
  if (!existsSync(file)) throw new Error(`${file} is missing: ${how}`);
}

/**
 * The built API as `npm start` runs it (production mode, fresh secrets) on a new PGlite database in a temporary
 * folder, migrated and seeded at start without drawing product images (no request of the benchmark loads one);
 * `env` overrides any of its settings (SEED_IMAGES=true for a benchmark whose pages show them).
 */
export async function startBuiltApi(port: number, env: Record<string, string> = {}): Promise<RunningServer> {
  const apiDir = join(ROOT, 'apps', 'api');
  requireBuilt(join(apiDir, 'dist', 'main.mjs'), 'build it first (NODE_ENV=production npx nx run-many -t build -p api,storefront)');
  const dataDir = mkdtempSync(join(tmpdir(), 'aurelia-bench-storefront-'));
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', 'dist/main.mjs'], {
    cwd: apiDir,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SEED_IMAGES: 'false',
      LOG_LEVEL: 'warn',
      PAYMENT_SANDBOX: 'true',
      TOKEN_SECRET: randomBytes(48).toString('base64url'),
      PAYMENT_WEBHOOK_SECRET: randomBytes(48).toString('base64url'),
      ...env,
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const stop = async () => {
    await stopProcess(child);
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    // Migrating and seeding (argon2 hashes included) takes minutes on a busy machine.
    await waitFor(`${origin}/readyz`, child, 600_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, stop };
}

/**
 * The built storefront (the production server of `checkout`, by default this one) in production mode, in
 * front of the API at `apiOrigin`.
 */
export async function startBuiltStorefront(
  port: number,
  apiOrigin: string,
  env: Record<string, string> = {},
  checkout: string = ROOT,
): Promise<RunningServer> {
  const appDir = join(checkout, 'apps', 'storefront');
  requireBuilt(join(appDir, 'build', 'server', 'index.js'), 'build it first (NODE_ENV=production npx nx build storefront)');
  const origin = `http://127.0.0.1:${port}`;
  // src/server/host/main.mjs, or server.mjs in a baseline checkout from before the server moved there.
  const entry = ['src/server/host/main.mjs', 'server.mjs'].find((file) => existsSync(join(appDir, file))) ?? 'src/server/host/main.mjs';
  const child = spawn(process.execPath, [entry], {
    cwd: appDir,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), API_ORIGIN: apiOrigin, PUBLIC_URL: origin, ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  try {
    await waitFor(`${origin}/`, child, 60_000);
  } catch (error) {
    await stopProcess(child);
    throw error;
  }
  return { origin, stop: () => stopProcess(child) };
}
