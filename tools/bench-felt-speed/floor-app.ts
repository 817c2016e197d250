import { spawn, spawnSync } from 'node:child_process';
import { readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { stopProcess, waitFor, type RunningServer } from '../bench/storefront-servers';

const ROOT = join(import.meta.dirname, '..', '..');
const FLOOR_DIR = join(import.meta.dirname, 'floor');
/** Inside the workspace (ignored by git, removed after the run): the server build imports react from its node_modules. */
const BUILD_DIR = join(FLOOR_DIR, 'build');
const PIECES_DIR = join(ROOT, 'apps', 'api', 'assets', 'pieces');

/** The floor's photo: the first front view among the rendered pieces, the renders the shop's own pages show. */
export function floorPhoto(): string {
  const name = readdirSync(PIECES_DIR)
    .filter((file) => file.endsWith('-1.webp'))
    .sort()[0];
  if (!name) throw new Error(`no rendered piece (*-1.webp) in ${PIECES_DIR}`);
  return join(PIECES_DIR, name);
}

/** Builds the floor with React Router's CLI, the workspace's versions of it, React and Vite. */
export function buildFloor(): void {
  rmSync(BUILD_DIR, { recursive: true, force: true });
  const result = spawnSync('npx', ['react-router', 'build', FLOOR_DIR], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', FLOOR_BUILD_DIR: BUILD_DIR },
    encoding: 'utf8',
  });
  // React Router's future-flag notices are noise here; its output matters only when the build fails.
  if (result.status !== 0) throw new Error(`building the floor failed (exit ${result.status}):\n${result.stdout}${result.stderr}`);
}

/** Starts the built floor on `port`; stopping it removes its build. */
export async function startFloor(port: number): Promise<RunningServer> {
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, [join(FLOOR_DIR, 'server.mjs')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', HOST: '127.0.0.1', PORT: String(port), FLOOR_BUILD_DIR: BUILD_DIR, FLOOR_PHOTO: floorPhoto() },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const stop = async () => {
    await stopProcess(child);
    rmSync(BUILD_DIR, { recursive: true, force: true });
  };
  await waitFor(`${origin}/`, child, 30_000).catch(async (error: unknown) => {
    await stop();
    throw error;
  });
  return { origin, stop };
}
