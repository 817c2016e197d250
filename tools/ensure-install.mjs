#!/usr/bin/env node
// Runs before `npm start` and `npm test` so that either works as the first command on a fresh clone.
// Plain Node, no dependencies: it must run before anything is installed.
// `npm ci` fails against this registry (see docs/architecture.md "Toolchain"), so it installs from the lock file
// with `npm install` whenever node_modules is missing or older than package-lock.json.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const lockFile = join(root, 'package-lock.json');
const stamp = join(root, 'node_modules', '.aurelia-install-stamp');

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: this workspace needs Node >= 20.19.`);
  process.exit(1);
}

function mtime(path) {
  return existsSync(path) ? statSync(path).mtimeMs : 0;
}

const installedAt = mtime(stamp);
if (installedAt > 0 && installedAt >= mtime(lockFile)) process.exit(0);

console.log(
  installedAt === 0
    ? '[ensure-install] no completed install in node_modules: installing from package-lock.json…'
    : '[ensure-install] package-lock.json changed since the last install: installing…',
);
const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
const result = spawnSync(npm, ['install', '--no-audit', '--no-fund'], { cwd: root, stdio: 'inherit' });
if (result.status !== 0) {
  console.error('[ensure-install] npm install failed; fix the error above and run the command again.');
  process.exit(result.status ?? 1);
}
// npm may rewrite package-lock.json during the install; the stamp is written after it.
writeFileSync(stamp, `${new Date().toISOString()}\n`);
