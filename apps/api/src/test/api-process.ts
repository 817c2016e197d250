import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import type { DatabaseConnection } from '../db/database';
import { databaseUrl } from './database-templates';

const API_ROOT = fileURLToPath(new URL('../..', import.meta.url));

/** The real API (`src/main.ts`) running as a process of its own, as `npm start` runs it. */
export interface ApiProcess {
  /** `http://127.0.0.1:<port>` */
  readonly origin: string;
  readonly child: ChildProcess;
  /** Resolves to the exit code once the process has ended. */
  readonly exited: Promise<number | null>;
  /** What it wrote to stdout and stderr so far (for failure messages). */
  output(): string;
  /** Kills it if it is still running and removes its DATA_DIR. */
  stop(): Promise<void>;
}

/** A port free at the moment of asking. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/** The URL of the PostgreSQL database `connection` (a copy made by openTestDatabase) is on. */
export async function urlOf(connection: DatabaseConnection, serverUrl: string): Promise<string> {
  const [row] = await connection.db.select({ name: sql<string>`current_database()` }).from(sql`(select 1) as one`);
  if (!row) throw new Error('no current database');
  return databaseUrl(serverUrl, row.name);
}

/** Whether `GET /readyz` answers 200 now. */
export async function isReady(origin: string): Promise<boolean> {
  try {
    const response = await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(3_000) });
    return response.status === 200;
  } catch {
    return false;
  }
}

/**
 * Starts `src/main.ts` (tsx as a loader) on the PostgreSQL database at `databaseUrl` (already migrated and
 * seeded: it only checks) and resolves once `/readyz` answers 200.
 */
export async function startApiProcess(databaseUrl: string, env: NodeJS.ProcessEnv = {}): Promise<ApiProcess> {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'aurelia-api-process-'));
  // tsx as a loader in this very process, not its CLI: the CLI relays a SIGTERM to its child and kills it
  // with SIGKILL unless the child reports the signal within 30 ms, which a busy process misses.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: API_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      LOG_LEVEL: 'warn',
      SEED_IMAGES: 'false',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  let ended = false;
  void exited.then(() => (ended = true));
  const origin = `http://127.0.0.1:${port}`;
  const api: ApiProcess = {
    origin,
    child,
    exited,
    output: () => output,
    stop: async () => {
      if (!ended) {
        child.kill('SIGKILL');
        await exited;
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
  const started = Date.now();
  while (!(await isReady(origin))) {
    if (ended || Date.now() - started > 90_000) {
      await api.stop();
      throw new Error(`the API process did not become ready:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return api;
}
