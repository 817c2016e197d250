import { formatInrMinor, toMinorUnits } from '@aurelia/domain';

/** An amount of the wire (decimal rupees) as the shop writes it, exact to the paisa: ₹1,23,456.50. */
export function rupees(amount: number): string {
  return formatInrMinor(toMinorUnits(amount));
}

const WHEN = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', hour: '2-digit', minute: '2-digit', timeZone: 'Asia/Kolkata' });
const DAY = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', timeZone: 'UTC' });

/** A moment in India's time: "2 Mar 2026, 12:05 pm". */
export function when(iso: string): string {
  return WHEN.format(new Date(iso));
}

/** A calendar date (`YYYY-MM-DD`) as "2 Mar". */
export function day(date: string): string {
  return DAY.format(new Date(`${date}T00:00:00Z`));
}

/** Today in India as `YYYY-MM-DD`. */
export function indiaToday(now: number): string {
  return new Date(now + 330 * 60_000).toISOString().slice(0, 10);
}
