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
  const [slots, setSlots] = useState<Timeslot[] | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    let live = true;
    setSlots(null);
    setFailed(false);
    api
      .getTimeslots({ store, date })
      .then((list) => live && setSlots(list.filter((slot) => slot.id !== exclude)))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [api, store, date, exclude]);

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
