import type { LoadResult } from './load';
import { markdownTable } from './markdown-table';

/** One measured target: its label in the table, its goal as a share of the listing's req/s, and what it did. */
export interface TargetResult {
  label: string;
  /** Minimum req/s as a fraction of the listing API's, or undefined for the listing itself. */
  goal?: number;
  result: LoadResult;
}

/** The pages' goals beyond the ratio: p99 and no failed request, at 50 connections. */
export const P99_GOAL_MS = 300;

// autocannon counts time-outs among its errors.
const failures = (r: LoadResult) => r.non2xx + r.errors;

/** A target meets its goal: ratio to the listing, p99 ≤ 300 ms, no failure. */
export function meetsGoal(target: TargetResult, listing: LoadResult): boolean {
  if (target.goal === undefined) return failures(target.result) === 0;
  const ratio = listing.requestsPerSecond > 0 ? target.result.requestsPerSecond / listing.requestsPerSecond : 0;
  return ratio >= target.goal && target.result.p99 <= P99_GOAL_MS && failures(target.result) === 0;
}

/** The results as a Markdown table (for docs/performance.md): req/s, p50, p99, errors, ratio to the listing, goal. */
export function storefrontReport(targets: readonly TargetResult[], listing: LoadResult): string[] {
  const header = ['target', 'req/s', 'p50 ms', 'p99 ms', 'errors', 'vs listing', 'goal'];
  const body = targets.map((target) => {
    const r = target.result;
    const ratio = listing.requestsPerSecond > 0 ? r.requestsPerSecond / listing.requestsPerSecond : 0;
    const errors = failures(r) === 0 ? '0' : `${failures(r)} (${r.non2xx} non-2xx, ${r.timeouts} time-outs)`;
    const goal = target.goal === undefined ? '' : `≥ ${Math.round(target.goal * 100)}%: ${meetsGoal(target, listing) ? 'met' : 'NOT met'}`;
    return [target.label, r.requestsPerSecond.toFixed(0), r.p50.toFixed(0), r.p99.toFixed(0), errors, `${(ratio * 100).toFixed(1)}%`, goal];
  });
  return markdownTable(header, body);
}
