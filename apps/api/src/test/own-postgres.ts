import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './api-process';

/** A throwaway PostgreSQL server of the caller's own, which it may stop and start (tools/with-postgres.sh does the same in bash). */
export interface OwnPostgres {
  /** `postgres://postgres@127.0.0.1:<port>/aurelia` */
  readonly url: string;
  /** Stops the server (`fast`: sessions are ended, as in a restart). */
  stop(): void;
  start(): void;
  /** Stops it for good and removes its files. */
  remove(): void;
}

/** Debian's newest PostgreSQL server binaries, or undefined when the package is not installed. */
export function postgresBinaries(): string | undefined {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root).sort((a, b) => Number(a) - Number(b));
  const bin = versions.map((version) => join(root, version, 'bin')).findLast((dir) => existsSync(join(dir, 'initdb')));
  return bin;
}

/** Creates, starts and fills with an empty `aurelia` database a new cluster on a free port (as user postgres when root). */
export async function startOwnPostgres(bin: string): Promise<OwnPostgres> {
  const root = process.getuid?.() === 0;
  const run = (command: string, args: string[]) =>
    execFileSync(root ? 'runuser' : join(bin, command), root ? ['-u', 'postgres', '--', join(bin, command), ...args] : args, { stdio: 'pipe' });
  const dir = mkdtempSync(join(tmpdir(), 'aurelia-own-pg-'));
  chmodSync(dir, 0o755);
  if (root) execFileSync('chown', ['postgres:postgres', dir]);
  const data = join(dir, 'data');
  const port = await freePort();
  const options = `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
  run('initdb', ['-D', data, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8']);
  const start = () => run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-w', '-t', '60', '-o', options, 'start']);
  const stop = () => run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  start();
  run('createdb', ['-h', '127.0.0.1', '-p', String(port), '-U', 'postgres', 'aurelia']);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/aurelia`,
    stop,
    start,
    remove: () => {
      try {
        run('pg_ctl', ['-D', data, '-m', 'immediate', 'stop']);
      } catch {
        // Already stopped.
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
