import type { FieldErrors } from '@aurelia/api-client';
import { Alert, Button } from '@aurelia/ui';
import { lazy, Suspense, useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { selectSlots } from './appointments-slice';
import type { BookingStore } from './booking-form';
import { formatBookingDate } from './booking-dates';
import { loadTimeslots } from './load-timeslots';

const loadSlotTimes = () => import('./slot-times');
const SlotTimes = lazy(loadSlotTimes);

/** The step before the times: what the shopper still has to choose. */
function TimeHint({ children }: { children: string }) {
  return (
    <div className="au-field">
      <p className="au-field__label">Time</p>
      <p className="sf-appointment__hint">{children}</p>
    </div>
  );
}

export interface SlotStepProps {
  store: BookingStore | undefined;
  date: string | null;
  /** The chosen slot id, or '' for none. */
  value: string;
  onValueChange: (id: string) => void;
  errors: FieldErrors;
}

/**
 * The free times of the chosen store and day. Loads them whenever either changes; a chosen time that
 * disappears from the list (taken meanwhile) stops being chosen.
 */
export function SlotStep({ store, date, value, onValueChange, errors }: SlotStepProps) {
  const dispatch = useAppDispatch();
  const slots = useAppSelector(selectSlots);
  const slug = store?.slug;

  useEffect(() => {
    if (slug && date) void dispatch(loadTimeslots({ store: slug, date }));
  }, [dispatch, slug, date]);
  // The times' code comes once the page has hydrated, so that it is there by the time a date is chosen.
  useEffect(() => void loadSlotTimes().catch(() => undefined), []);

  const current = slots.query?.store === slug && slots.query?.date === date;
  const items = current ? slots.items : [];
  const chosen = items.some((slot) => String(slot.id) === value) ? value : '';
  useEffect(() => {
    if (value !== chosen && current && slots.status === 'succeeded') onValueChange('');
  }, [value, chosen, current, slots.status, onValueChange]);

  if (!store || !date) {
    return <TimeHint>{store ? 'Choose a date to see the free times.' : 'Choose a store and a date to see the free times.'}</TimeHint>;
  }
  if (current && slots.status === 'failed') {
    return (
      <Alert
        tone="danger"
        title="The free times could not be loaded"
        actions={
          <Button variant="secondary" size="sm" onClick={() => void dispatch(loadTimeslots({ store: store.slug, date }))}>
            Try again
          </Button>
        }
      >
        {slots.error}
      </Alert>
    );
  }
  return (
    <Suspense fallback={<TimeHint>Loading the free times…</TimeHint>}>
      <SlotTimes
        label="Time"
        name="timeslot_id"
        required
        description={`Free times at ${store.name} on ${formatBookingDate(date)}.`}
        slots={items}
        loading={!current || (slots.status === 'pending' && items.length === 0)}
        emptyMessage={`${store.name} has no free times left on ${formatBookingDate(date)}. Please choose another date.`}
        value={chosen}
        onValueChange={onValueChange}
        errors={errors}
      />
    </Suspense>
  );
}
