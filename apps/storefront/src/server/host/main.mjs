#!/usr/bin/env node
// The production storefront server's entry, run by node as it is (never bundled), with the storefront's folder as
// its working directory. Run `react-router build` first (the `serve` target does).
// WEB_CONCURRENCY=n runs n workers (node:cluster) sharing the port, each a whole server (serve.mjs); the
// primary restarts a worker that dies and, on SIGTERM or SIGINT, passes the signal on and exits once every
// worker has finished its requests. In production mode every import of react-router gets its production build
// (production-builds.mjs).
import cluster from 'node:cluster';
import { randomBytes } from 'node:crypto';
import { register } from 'node:module';

const workers = Number(process.env.WEB_CONCURRENCY ?? 1);

if (cluster.isPrimary && Number.isInteger(workers) && workers > 1) {
  // Every worker signs the sign-out form's token with one key (src/server/sign-out-token.server.ts).
  process.env.SESSION_SECRET ||= randomBytes(32).toString('base64url');
  let stopping = false;
  let failed = false;
  const fork = () => {
    const worker = cluster.fork();
    worker.once('listening', () => (worker.started = true));
  };
  for (let i = 0; i < workers; i += 1) fork();
  cluster.on('exit', (worker, code, signal) => {
    if (code !== 0) failed = true;
    if (!stopping && worker.started) {
      console.error(`storefront: worker ${worker.process.pid} died (${signal ?? code}); starting another`);
      return fork();
    }
    // A worker that never listened (a bad setting) would die again: stop them all.
    if (!stopping) stopAll('SIGTERM');
    if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(failed ? 1 : 0);
  });
  const stopAll = (signal) => {
    stopping = true;
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill(signal);
  };
  process.on('SIGTERM', () => stopAll('SIGTERM'));
  process.on('SIGINT', () => stopAll('SIGTERM'));
} else {
  if ((process.env.NODE_ENV ?? 'production') === 'production') register('./production-builds.mjs', import.meta.url);
  await import('./serve.mjs');
}
