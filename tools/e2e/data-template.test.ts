import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentKey, ensureTemplate, linkTree } from './data-template.mjs';

const folders: string[] = [];
function freshDir(): string {
  const folder = mkdtempSync(join(tmpdir(), 'aurelia-template-test-'));
  folders.push(folder);
  return folder;
}
afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

/** A build that writes `content` into the template and counts its calls. */
function counting(content = 'seeded') {
  const build = async (dir: string) => {
    build.calls += 1;
    writeFileSync(join(dir, 'data'), content);
  };
  build.calls = 0;
  return build;
}

/** The pid of a process that has ended. */
const deadPid = () => spawnSync(process.execPath, ['-e', '']).pid;

describe('the key of an end-to-end data template', () => {
  it('changes with a source file, a new file or an extra value, and not with a test file', () => {
    const root = freshDir();
    mkdirSync(join(root, 'seed'));
    writeFileSync(join(root, 'seed', 'data.ts'), 'export const products = 250;');
    const key = () => contentKey(root, ['seed', 'missing.ts'], ['2026-03-02']);
    const first = key();
    expect(key()).toBe(first);

    writeFileSync(join(root, 'seed', 'data.test.ts'), 'it()');
    expect(key()).toBe(first);

    writeFileSync(join(root, 'seed', 'data.ts'), 'export const products = 251;');
    const edited = key();
    expect(edited).not.toBe(first);

    writeFileSync(join(root, 'seed', 'stores.ts'), '');
    expect(key()).not.toBe(edited);
    expect(contentKey(root, ['seed', 'missing.ts'], ['2026-03-03'])).not.toBe(key());
  });
});

describe('an end-to-end data template', () => {
  it('is built once and then reused, and a new key gets a template of its own', async () => {
    const cache = freshDir();
    const build = counting();
    const first = await ensureTemplate(cache, 'database-aaa', build);
    expect(await ensureTemplate(cache, 'database-aaa', build)).toBe(first);
    expect(build.calls).toBe(1);
    expect(readFileSync(join(first, 'data'), 'utf8')).toBe('seeded');

    const other = await ensureTemplate(cache, 'database-bbb', build);
    expect(other).not.toBe(first);
    expect(build.calls).toBe(2);
  });

  it('is built once when suites ask for it at the same time', async () => {
    const cache = freshDir();
    const build = counting();
    const slow = async (dir: string) => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      await build(dir);
    };
    const dirs = await Promise.all([1, 2, 3].map(() => ensureTemplate(cache, 'database-aaa', slow, { pollMs: 10 })));
    expect(new Set(dirs).size).toBe(1);
    expect(build.calls).toBe(1);
  });

  it('is never taken half-written: a folder without its completion marker is built again', async () => {
    const cache = freshDir();
    mkdirSync(join(cache, 'database-aaa'));
    writeFileSync(join(cache, 'database-aaa', 'data'), 'half');
    const build = counting();
    const dir = await ensureTemplate(cache, 'database-aaa', build);
    expect(build.calls).toBe(1);
    expect(readFileSync(join(dir, 'data'), 'utf8')).toBe('seeded');
  });

  it('is not published when its build fails, and the next start builds it', async () => {
    const cache = freshDir();
    await expect(
      ensureTemplate(cache, 'database-aaa', async (dir) => {
        writeFileSync(join(dir, 'data'), 'half');
        throw new Error('seed failed');
      }),
    ).rejects.toThrow('seed failed');
    expect(readdirSync(cache)).toEqual([]);

    const build = counting();
    await ensureTemplate(cache, 'database-aaa', build);
    expect(build.calls).toBe(1);
  });

  it('takes over a lock whose holder has died, without waiting', async () => {
    const cache = freshDir();
    writeFileSync(join(cache, 'database-aaa.lock'), String(deadPid()));
    const build = counting();
    const started = Date.now();
    await ensureTemplate(cache, 'database-aaa', build, { pollMs: 10 });
    expect(build.calls).toBe(1);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(existsSync(join(cache, 'database-aaa.lock'))).toBe(false);
  });

  it('takes over a lock held too long by a process that still runs', async () => {
    const cache = freshDir();
    const lock = join(cache, 'database-aaa.lock');
    writeFileSync(lock, String(process.ppid));
    const longAgo = new Date(Date.now() - 60_000);
    utimesSync(lock, longAgo, longAgo);
    const build = counting();
    await ensureTemplate(cache, 'database-aaa', build, { pollMs: 10, staleAfterMs: 30_000 });
    expect(build.calls).toBe(1);
  });

  it('replaces a template of the same kind once it is a day old, and keeps a newer one', async () => {
    const cache = freshDir();
    const old = await ensureTemplate(cache, 'database-old', counting());
    const recent = await ensureTemplate(cache, 'images-recent', counting());
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3_600_000);
    utimesSync(old, twoDaysAgo, twoDaysAgo);
    utimesSync(recent, twoDaysAgo, twoDaysAgo);
    await ensureTemplate(cache, 'database-new', counting());
    expect(readdirSync(cache).sort()).toEqual(['database-new', 'images-recent']);
  });
});

describe('linking the product images into a suite’s data folder', () => {
  it('gives the same files without copying them', () => {
    const from = freshDir();
    mkdirSync(join(from, 'images', 'products'), { recursive: true });
    writeFileSync(join(from, 'images', 'products', 'ring-1.png'), 'png');
    const to = join(freshDir(), 'public');
    linkTree(from, to);
    const linked = join(to, 'images', 'products', 'ring-1.png');
    expect(readFileSync(linked, 'utf8')).toBe('png');
    expect(statSync(linked).ino).toBe(statSync(join(from, 'images', 'products', 'ring-1.png')).ino);
  });
});
