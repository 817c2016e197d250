import type { Timeslot } from '@aurelia/contracts';
import { createAppAsyncThunk } from '../../shared/hooks';

/** Which store and day a slot list is for. */
export interface SlotQuery {
  /** Store slug. */
  store: string;
  /** `YYYY-MM-DD`. */
  date: string;
}

/** The free slots of a store on a day; the API sends only those, and a full one must never be offered. */
export const loadTimeslots = createAppAsyncThunk('appointments/loadTimeslots', async (query: SlotQuery, { extra, rejectWithValue }) => {
  try {
    const slots = await extra.api.getTimeslots({ store: query.store, date: query.date });
    return slots.filter((slot: Timeslot) => slot.available > 0);
  } catch {
    return rejectWithValue('The free times could not be loaded. Please try again.');
  }
});
