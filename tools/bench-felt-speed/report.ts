import { markdownTable } from '../bench/markdown-table';

/** What one cold load of one page measured; null where the page has nothing to measure (no "Add to bag"). */
export interface Sample {
  /** First contentful paint, ms from navigation start. */
  fcp: number | null;
  /** Largest contentful paint before the tap, ms. */
  lcp: number | null;
  /** When `<html data-hydrated>` appeared, ms. */
  hydrated: number | null;
  /** Sum of each long task's time over 50 ms, from navigation until the page settled (before the tap). */
  tbt: number;
  /** The tap's click, from the Event Timing API: input to the next paint, ms (16 means 16 or less). */
  tapToPaint: number | null;
  /** From the tap to the frame in which the header's bag count had changed, ms. */
  tapToCount: number | null;
  /** Everything the page loaded until it settled, as sent (compressed, headers included), bytes. */
  bytes: number;
  /** The HTML document, decoded, bytes. */
  htmlBytes: number;
  /** Elements in the DOM once the page settled. */
  domElements: number;
}

type Unit = 'ms' | 'bytes' | 'count';

interface Metric {
  label: string;
  unit: Unit;
  /** One sample's value, or null when it has none. */
  of: (sample: Sample) => number | null;
}

/** The table's rows, in order. */
export const METRICS: readonly Metric[] = [
  { label: 'first paint (FCP)', unit: 'ms', of: (s) => s.fcp },
  { label: 'largest paint (LCP)', unit: 'ms', of: (s) => s.lcp },
  { label: 'hydrated', unit: 'ms', of: (s) => s.hydrated },
  { label: 'first paint → hydrated', unit: 'ms', of: (s) => (s.hydrated === null || s.fcp === null ? null : s.hydrated - s.fcp) },
  { label: 'blocking time (long tasks)', unit: 'ms', of: (s) => s.tbt },
  { label: 'tap "Add to bag" → next paint', unit: 'ms', of: (s) => s.tapToPaint },
  { label: 'tap → bag count visible', unit: 'ms', of: (s) => s.tapToCount },
  { label: 'bytes transferred', unit: 'bytes', of: (s) => s.bytes },
  { label: 'HTML (decoded)', unit: 'bytes', of: (s) => s.htmlBytes },
  { label: 'DOM elements', unit: 'count', of: (s) => s.domElements },
];

/** The median of `values` (the mean of the middle two for an even count); null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? null) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** Each metric's median over the samples that have it (label → median, null when none has it). */
export function medians(samples: readonly Sample[]): Map<string, number | null> {
  return new Map(METRICS.map((metric) => [metric.label, median(samples.map(metric.of).filter((value): value is number => value !== null))]));
}

/** shop ÷ floor, or null when either is missing or the floor is 0 (no ratio to speak of). */
export function ratio(shop: number | null, floor: number | null): number | null {
  if (shop === null || floor === null || floor === 0) return null;
  return shop / floor;
}

/** A value as the table shows it: seconds from 1 s up, KB of 1000 bytes, plain counts; "—" for none. */
export function formatValue(value: number | null, unit: Unit): string {
  if (value === null) return '—';
  if (unit === 'ms') return value >= 1000 ? `${(value / 1000).toFixed(2)} s` : `${Math.round(value)} ms`;
  if (unit === 'bytes') return `${(value / 1000).toFixed(1)} KB`;
  return String(Math.round(value));
}

export function formatRatio(value: number | null): string {
  return value === null ? '—' : `${value.toFixed(1)}×`;
}

/**
 * The Markdown table: one row per metric, the floor's median, then each page's median and its ratio to the floor.
 * `samples` maps 'floor' and each page's name to its samples.
 */
export function feltSpeedTable(samples: ReadonlyMap<string, readonly Sample[]>, pages: readonly string[]): string[] {
  const floor = medians(samples.get('floor') ?? []);
  const shop = new Map(pages.map((page) => [page, medians(samples.get(page) ?? [])]));
  const header = ['median', 'floor', ...pages.flatMap((page) => [page, '÷ floor'])];
  const body = METRICS.map((metric) => {
    const floorValue = floor.get(metric.label) ?? null;
    return [
      metric.label,
      formatValue(floorValue, metric.unit),
      ...pages.flatMap((page) => {
        const value = shop.get(page)?.get(metric.label) ?? null;
        return [formatValue(value, metric.unit), formatRatio(ratio(value, floorValue))];
      }),
    ];
  });
  return markdownTable(header, body);
}

/** The browser and machine a run measured with: Chromium's version and the cores. */
export function machineLine(chromium: string, cpus: number): string {
  return `Chromium ${chromium}, ${cpus} CPUs`;
}

/** The goal for every tap: from the input to the next paint, ms (Event Timing's duration, the median of the runs). */
export const TAP_GOAL_MS = 200;

/** One tap's two times, ms: input → next paint (Event Timing), and input → the frame its answer showed in (null: none watched). */
export interface TapTimes {
  paint: number;
  answer: number | null;
}

/**
 * The taps' table: one row per control (in the order given), the median and the slowest of its runs' input → next
 * paint, the same of input → the answer shown (the panel, the count, the page the tap brings; "—" where the tap's
 * own frame is its answer), the runs measured, and whether the next paint's median is within TAP_GOAL_MS.
 */
export function tapsTable(samples: ReadonlyMap<string, readonly TapTimes[]>): string[] {
  const middleAndSlowest = (values: number[]) => [formatValue(median(values), 'ms'), formatValue(values.length === 0 ? null : Math.max(...values), 'ms')];
  const body = [...samples].map(([tap, taps]) => {
    const paints = taps.map((times) => times.paint);
    const answers = taps.map((times) => times.answer).filter((value): value is number => value !== null);
    const middle = median(paints);
    const verdict = middle === null ? '—' : middle <= TAP_GOAL_MS ? 'yes' : 'no';
    return [tap, ...middleAndSlowest(paints), ...middleAndSlowest(answers), String(taps.length), verdict];
  });
  return markdownTable(['tap', 'next paint', 'slowest', 'answer shown', 'slowest', 'runs', `next paint ≤ ${TAP_GOAL_MS} ms`], body);
}
