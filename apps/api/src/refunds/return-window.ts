import { DEFAULT_RETURN_WINDOW_DAYS } from '@aurelia/domain';
import { eq } from 'drizzle-orm';
import type { Queries } from '../db/queries';
import { settings } from '../db/schema/index';

export const RETURN_WINDOW_SETTING = 'return_window_days';

/** Days after arrival a shopper may ask to return pieces: the `return_window_days` setting, or the default. */
export async function readReturnWindowDays(db: Pick<Queries, 'select'>): Promise<number> {
  const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, RETURN_WINDOW_SETTING));
  const days = Number(row?.value);
  return row && Number.isInteger(days) && days >= 0 ? days : DEFAULT_RETURN_WINDOW_DAYS;
}
