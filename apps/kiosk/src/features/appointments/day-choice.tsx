import { addDays } from '@aurelia/domain';
import { RadioGroup } from '@aurelia/ui';
import { dayLabel } from '../../app/dates';

/** Today and the next three days, as large touch choices. */
export function DayChoice({ today, value, onValueChange }: { today: string; value: string; onValueChange: (day: string) => void }) {
  const days = [0, 1, 2, 3].map((offset) => addDays(today, offset));
  return (
    <RadioGroup
      className="kiosk-day-choice"
      label="Day"
      name="day"
      value={value}
      onValueChange={onValueChange}
      options={days.map((day, index) => ({ value: day, label: index === 0 ? 'Today' : index === 1 ? 'Tomorrow' : dayLabel(day) }))}
      orientation="horizontal"
    />
  );
}
