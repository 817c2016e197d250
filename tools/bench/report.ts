import type { LoadResult } from './load';

/** The listing's goals: at ≥ 25% of the bare route, p99 ≤ 50 ms, 50 connections, PostgreSQL. */
export const TARGET = { ratio: 0.25, p99Ms: 50, connections: 50, database: 'postgres' } as const;

const DATABASE_NAMES: Record<string, string> = { postgres: 'PostgreSQL', pglite: 'PGlite' };

const row = (cells: readonly string[], widths: readonly number[]) =>
  cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  ');

/** The table of both runs, the ratio and the verdict on the target, as lines to print. */
export function report(
  listing: LoadResult,
  bare: LoadResult,
  context: { database: string; connections: number; duration: number },
): string[] {
  const runs = [
    ['listing', listing],
    ['bare', bare],
  ] as const;
  const header = ['route', 'req/s', 'p50 ms', 'p99 ms', 'requests', 'non-2xx', 'errors'];
  const body = runs.map(([name, r]) => [
    name,
    r.requestsPerSecond.toFixed(0),
    r.p50.toFixed(0),
    r.p99.toFixed(0),
    String(r.requests),
    String(r.non2xx),
    String(r.errors),
  ]);
  const widths = header.map((_, i) => Math.max(...[header, ...body].map((cells) => cells[i]?.length ?? 0)));
  const ratio = bare.requestsPerSecond > 0 ? listing.requestsPerSecond / bare.requestsPerSecond : 0;
  const met = ratio >= TARGET.ratio && listing.p99 <= TARGET.p99Ms;
  const comparable = context.database === TARGET.database && context.connections === TARGET.connections;
  const verdict = `target (listing ≥ ${TARGET.ratio * 100}% of bare, p99 ≤ ${TARGET.p99Ms} ms, ${TARGET.connections} connections, PostgreSQL): ${met ? 'MET' : 'NOT MET'}`;
  return [
    `${DATABASE_NAMES[context.database] ?? context.database}, ${context.connections} connections, ${context.duration} s per route`,
    row(header, widths),
    ...body.map((cells) => row(cells, widths)),
    `ratio listing/bare: ${(ratio * 100).toFixed(1)}%`,
    comparable ? verdict : `${verdict} — indicative only: the target is for PostgreSQL with ${TARGET.connections} connections`,
  ];
}
