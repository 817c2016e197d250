#!/usr/bin/env node
// `npm start`: runs every app of the workspace that has a `serve` target, side by side, with their
// output prefixed, and stops them all on Ctrl-C. Plain Node so it works before anything is built.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const appsDir = join(root, 'apps');

function servableApps() {
  if (!existsSync(appsDir)) return [];
  return readdirSync(appsDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => join(appsDir, entry.name, 'package.json'))
    .filter((file) => existsSync(file))
    .map((file) => JSON.parse(readFileSync(file, 'utf8')))
    .filter((pkg) => pkg.nx?.targets?.serve)
    .map((pkg) => pkg.nx.name ?? pkg.name);
}

const apps = servableApps();
if (apps.length === 0) {
  console.log('Nothing to serve yet: the workspace holds only libraries (libs/domain, libs/contracts, libs/api-client).');
  console.log('Run `npm test` to lint, typecheck and test them. Apps appear under apps/ as their issues land.');
  process.exit(0);
}

const children = apps.map((name) => {
  const child = spawn('npx', ['nx', 'run', `${name}:serve`, '--outputStyle=stream'], {
    cwd: root,
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so that stopping it reaches the server nx started, not only nx.
    detached: true,
  });
  const prefix = `[${name}] `;
  const relay = (stream, target) =>
    stream.on('data', (chunk) => {
      for (const line of chunk.toString().split('\n')) if (line) target.write(prefix + line + '\n');
    });
  relay(child.stdout, process.stdout);
  relay(child.stderr, process.stderr);
  child.on('exit', (code) => {
    console.log(`${prefix}exited with ${code}`);
    stopAll(code ?? 0);
  });
  return child;
});

let stopping = false;
function stopAll(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) signalGroup(child, 'SIGTERM');
  // Servers close their databases on SIGTERM; whatever is still running after 10 s is killed.
  const deadline = setTimeout(() => {
    for (const child of children) signalGroup(child, 'SIGKILL');
    process.exit(code);
  }, 10_000);
  deadline.unref();
  Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode === null ? child.on('exit', resolve) : resolve())))).then(
    () => process.exit(code),
  );
}

function signalGroup(child, signal) {
  try {
    process.kill(-child.pid, signal);
  } catch {
    // the group is already gone
  }
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));
