import { indiaDate } from '@aurelia/domain';
import { useState } from 'react';
import { useAppSelector } from '../../app/hooks';
import { useServices } from '../../app/services';
import { DayChoice } from './day-choice';
import { SlotChoice } from './slot-choice';

/** A day, then a free time on it: choosing another day clears the time, which belonged to the day before. */
export function DayAndSlotChoice({
  store,
  today,
  date,
  onDateChange,
  slot,
  onSlotChange,
  exclude,
  errors,
}: {
  store: string;
  today: string;
  date: string;
  onDateChange: (day: string) => void;
  slot: string;
  onSlotChange: (id: string) => void;
  exclude?: number;
  errors?: Record<string, string[]> | undefined;
}) {
  return (
    <>
      <DayChoice
        today={today}
        value={date}
        onValueChange={(value) => {
          onDateChange(value);
          onSlotChange('');
        }}
      />
      <SlotChoice store={store} date={date} value={slot} onValueChange={onSlotChange} exclude={exclude} errors={errors} />
    </>
  );
}

/**
 * What a dialog's {@link DayAndSlotChoice} works on (spread it into the choice): the session's store, today in
 * India, and the day (first `initial(today)`) and time chosen.
 */
export function useDayAndSlot(initial: (today: string) => string) {
  const { now } = useServices();
  const store = useAppSelector((state) => state.session.session?.store.slug ?? '');
  const today = indiaDate(new Date(now()));
  const [date, setDate] = useState(() => initial(today));
  const [slot, setSlot] = useState('');
  return { store, today, date, onDateChange: setDate, slot, onSlotChange: setSlot };
}
