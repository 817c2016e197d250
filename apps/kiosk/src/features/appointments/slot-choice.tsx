import type { Timeslot } from '@aurelia/contracts';
import { TimeslotPicker } from '@aurelia/ui';
import { useEffect, useState } from 'react';
import { useServices } from '../../app/services';

/** The free slots of the kiosk's store on a day, to move an appointment or book a walk-in into. */
export function SlotChoice({
  store,
  date,
  value,
  onValueChange,
  exclude,
  errors,
}: {
  store: string;
  date: string;
  value: string;
  onValueChange: (id: string) => void;
  exclude?: number;
  errors?: Record<string, string[]> | undefined;
}) {
  const { api } = useServices();
  // The answer for the store, day and excluded slot it was asked for: another question shows as loading.
  const question = `${store}|${date}|${exclude ?? ''}`;
  const [answer, setAnswer] = useState<{ question: string; slots: Timeslot[] | null; failed: boolean } | null>(null);

  useEffect(() => {
    let live = true;
    api
      .getTimeslots({ store, date })
      .then((list) => live && setAnswer({ question, slots: list.filter((slot) => slot.id !== exclude), failed: false }))
      .catch(() => live && setAnswer({ question, slots: null, failed: true }));
    return () => {
      live = false;
    };
  }, [api, store, date, exclude, question]);
  const current = answer?.question === question ? answer : null;
  const slots = current?.slots ?? null;
  const failed = current?.failed ?? false;

  return (
    <TimeslotPicker
      label="Time"
      name="timeslot_id"
      slots={slots ?? []}
      loading={slots === null && !failed}
      value={value}
      onValueChange={onValueChange}
      emptyMessage={failed ? 'The times could not be loaded. Check the network.' : 'No free times on this day.'}
      errors={errors}
      required
    />
  );
}
