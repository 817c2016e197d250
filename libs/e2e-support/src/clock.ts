import { fileURLToPath } from 'node:url';
import { indiaDate, indiaMoment } from '@aurelia/domain';

/**
 * The kiosk journeys run the API and the browser at a known time of day: 12:15 in India on the day of the run
 * (dayOfRun), when every demo store is open, slots have started this morning and more follow this afternoon.
 * Otherwise a run at night would meet a closed store and no slot to book. The API's clock is moved by
 * tools/e2e/shifted-clock.mjs, the browser's by Playwright's page.clock, both by the same offset.
 */
export const INDIA_TIME_OF_RUN = '12:15';

/**
 * The day in India the journeys run on: the real one, or the Monday after it when it is a Sunday. The demo stores
 * keep shorter hours on Sundays (Bandra 11:00–19:00 against 10:30–20:30): after 12:15 that leaves 6 slots of 3
 * places to book where the journeys, filling the day from its end, need the 8 of a weekday.
 */
export function dayOfRun(realNow: Date): string {
  const today = indiaDate(realNow);
  const noon = new Date(`${today}T12:00:00Z`);
  if (noon.getUTCDay() !== 0) return today;
  return new Date(noon.getTime() + 24 * 3_600_000).toISOString().slice(0, 10);
}

/**
 * How far the journeys' clock is from the real one, in ms: read from E2E_CLOCK_OFFSET_MS when the runner has
 * set it (playwright.config.ts does, once, so that the API and every worker agree), else worked out now.
 */
export function clockOffsetMs(): number {
  const set = process.env['E2E_CLOCK_OFFSET_MS'];
  if (set) return Number(set);
  const realNow = new Date();
  return indiaMoment(dayOfRun(realNow), INDIA_TIME_OF_RUN).getTime() - realNow.getTime();
}

/** Now, on the clock the API and the browser run by. */
export function e2eNow(): Date {
  return new Date(Date.now() + clockOffsetMs());
}

/** Today in India on that clock. */
export function e2eToday(): string {
  return indiaDate(e2eNow());
}

/** The module that shifts a Node process's `Date` by E2E_CLOCK_OFFSET_MS (loaded with `node --import`). */
export const SHIFTED_CLOCK_MODULE = fileURLToPath(new URL('../../../tools/e2e/shifted-clock.mjs', import.meta.url));

/**
 * The environment that starts a Node server (a webServer of playwright.config.ts) with its clock at `moment` now,
 * running on from there: the shifted-clock module and its offset.
 */
export function shiftedClockEnv(moment: string | Date): { NODE_OPTIONS: string; E2E_CLOCK_OFFSET_MS: string } {
  const at = typeof moment === 'string' ? Date.parse(moment) : moment.getTime();
  if (!Number.isFinite(at)) throw new Error(`Not a moment: ${String(moment)}`);
  return { NODE_OPTIONS: `--import=${SHIFTED_CLOCK_MODULE}`, E2E_CLOCK_OFFSET_MS: String(at - Date.now()) };
}
