// Templates of the end-to-end API's data, made once and copied by every suite (start-api.mjs). Seeding a fresh
// PGlite folder costs most of an API start (its initdb alone takes 8 to 13 s here, drawing the product images
// ≈ 30 s more), and the five suites of a CI run all start from the same seeded data.
//
// A template is a folder in the cache named after a hash of everything its content follows from. It is written
// under a temporary name and renamed into place with a `.complete` marker already inside, so a reader sees a whole
// template or none; a folder without the marker (a deletion cut short) is never used. The lock only spares a second
// build: two builders racing would each publish, the first rename wins and the second builder uses that one.
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  linkSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { join, relative } from 'node:path';

const COMPLETE = '.complete';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** Locks held and folders being built, removed however this process ends but a kill (SIGKILL, a crash of node). */
const held = new Set();
process.on('exit', () => {
  for (const path of held) rmSync(path, { recursive: true, force: true });
});

/**
 * A hex digest of the files under `paths` (relative to `root`; folders are walked, `*.test.ts(x)` files skipped)
 * and of `extra`, such as the day the seed starts its slots on. A path that does not exist counts as empty.
 * @param {string} root
 * @param {string[]} paths
 * @param {string[]} [extra]
 */
export function contentKey(root, paths, extra = []) {
  const hash = createHash('sha256');
  const add = (path) => {
    if (!existsSync(path)) return;
    if (statSync(path).isDirectory()) {
      for (const entry of readdirSync(path).sort()) add(join(path, entry));
    } else if (!/\.test\.tsx?$/.test(path)) {
      hash.update(relative(root, path)).update('\0').update(readFileSync(path)).update('\0');
    }
  };
  for (const path of paths) add(join(root, path));
  for (const value of extra) hash.update(`extra\0${value}\0`);
  return hash.digest('hex').slice(0, 20);
}

/** @param {string} dir */
const isComplete = (dir) => existsSync(join(dir, COMPLETE));

/** Removes a template, its marker first, so that a removal cut short leaves a folder no reader takes. */
function removeTemplate(dir) {
  rmSync(join(dir, COMPLETE), { force: true });
  rmSync(dir, { recursive: true, force: true });
}

/** Whether the process `pid` runs (on this machine). */
function isRunning(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return /** @type {NodeJS.ErrnoException} */ (error).code === 'EPERM';
  }
}

/**
 * Takes the lock file `path` (its content: the holder's pid), waiting while a live process holds it. A lock whose
 * holder has died, or older than `staleAfterMs` (a holder that hangs), is taken over. Returns the release function.
 * @param {string} path
 * @param {{ staleAfterMs: number; pollMs: number }} options
 */
async function acquireLock(path, { staleAfterMs, pollMs }) {
  for (;;) {
    // Written whole under a name of our own, then linked into place: the lock never exists without its pid.
    const mine = `${path}.${process.pid}`;
    writeFileSync(mine, String(process.pid));
    try {
      linkSync(mine, path);
      held.add(path);
      return () => {
        rmSync(path, { force: true });
        held.delete(path);
      };
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'EEXIST') throw error;
    } finally {
      rmSync(mine, { force: true });
    }
    let stale = false;
    try {
      const pid = Number(readFileSync(path, 'utf8'));
      stale = !isRunning(pid) || Date.now() - statSync(path).mtimeMs > staleAfterMs;
    } catch {
      continue; // released meanwhile
    }
    if (stale) rmSync(path, { force: true });
    else await sleep(pollMs);
  }
}

/**
 * The folder of the template `name` in `cacheDir`, built first by `build(folder)` when there is no complete one.
 * Builds of the same name wait for each other; other templates of the same kind (the part of `name` before its
 * first `-`), and what crashed builds left, are removed once a day old.
 * @param {string} cacheDir
 * @param {string} name
 * @param {(dir: string) => Promise<void>} build
 * @param {{ staleAfterMs?: number; pollMs?: number; log?: (message: string) => void }} [options]
 * @returns {Promise<string>}
 */
export async function ensureTemplate(cacheDir, name, build, options = {}) {
  const { staleAfterMs = 10 * 60_000, pollMs = 200, log = () => undefined } = options;
  const dir = join(cacheDir, name);
  if (isComplete(dir)) return dir;
  mkdirSync(cacheDir, { recursive: true });
  const release = await acquireLock(join(cacheDir, `${name}.lock`), { staleAfterMs, pollMs });
  try {
    if (isComplete(dir)) return dir;
    removeTemplate(dir);
    pruneOld(cacheDir, name);
    const partial = mkdtempSync(join(cacheDir, `${name}.partial-`));
    held.add(partial);
    const started = Date.now();
    try {
      await build(partial);
      writeFileSync(join(partial, COMPLETE), new Date().toISOString());
      renameSync(partial, dir);
    } catch (error) {
      rmSync(partial, { recursive: true, force: true });
      // A racing builder published first (the rename meets a non-empty folder): use theirs.
      if (isComplete(dir)) return dir;
      throw error;
    } finally {
      held.delete(partial);
    }
    log(`made the template ${name} in ${Date.now() - started} ms`);
    return dir;
  } finally {
    release();
  }
}

const DAY_MS = 24 * 3_600_000;

/** Removes templates of `name`'s kind but another key, and partial builds, untouched for a day. */
function pruneOld(cacheDir, name) {
  const kind = `${name.split('-')[0]}-`;
  for (const entry of readdirSync(cacheDir)) {
    if (!entry.startsWith(kind) || entry === name || entry.endsWith('.lock')) continue;
    const path = join(cacheDir, entry);
    try {
      if (Date.now() - statSync(path).mtimeMs > DAY_MS) removeTemplate(path);
    } catch {
      // removed by another process meanwhile
    }
  }
}

/**
 * Hard-links every file under `from` into `to` (copying where a link fails, as across file systems): for files
 * nobody writes, such as the product images, which the API only reads.
 * @param {string} from
 * @param {string} to
 */
export function linkTree(from, to) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    const source = join(from, entry.name);
    const target = join(to, entry.name);
    if (entry.isDirectory()) {
      linkTree(source, target);
    } else {
      try {
        linkSync(source, target);
      } catch {
        copyFileSync(source, target);
      }
    }
  }
}
