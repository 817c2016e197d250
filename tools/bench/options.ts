import { parseArgs } from 'node:util';
import type { LoadOptions } from './load';

/** A command-line number that must be a whole number ≥ `min`; `fallback` when the option is absent. */
export function positiveInt(name: string, value: string | undefined, fallback: number, min = 1): number {
  if (value === undefined) return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < min) throw new Error(`--${name} must be a whole number ≥ ${min} (got ${value})`);
  return parsed;
}

/** `--connections`, `--duration`, `--warmup` and `--workers`, with the benchmarks' defaults, plus any extra options. */
export function parseLoadArgs<T extends Record<string, { type: 'string' } | { type: 'boolean' }>>(
  extra: T,
  defaults: Partial<LoadOptions> = {},
): { load: LoadOptions; values: { [K in keyof T]?: T[K] extends { type: 'boolean' } ? boolean : string } } {
  const { values } = parseArgs({
    options: {
      connections: { type: 'string' },
      duration: { type: 'string' },
      warmup: { type: 'string' },
      workers: { type: 'string' },
      ...extra,
    },
  });
  const raw = values as Record<string, string | undefined>;
  return {
    load: {
      connections: positiveInt('connections', raw['connections'], defaults.connections ?? 50),
      duration: positiveInt('duration', raw['duration'], defaults.duration ?? 10),
      warmup: positiveInt('warmup', raw['warmup'], defaults.warmup ?? 3, 0),
      workers: positiveInt('workers', raw['workers'], defaults.workers ?? 1, 0),
    },
    values: values as { [K in keyof T]?: T[K] extends { type: 'boolean' } ? boolean : string },
  };
}
