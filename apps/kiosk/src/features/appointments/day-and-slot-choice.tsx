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
