import { DatePicker, NativeSelect, type DatePickerProps, type NativeSelectProps } from '@aurelia/ui';
import { useEffect } from 'react';
import { LATE_PART_MARK } from '../../shared/start-signals';

export interface BookingStoreDateProps {
  storeField: NativeSelectProps;
  dateField: DatePickerProps;
  /** Called once these have hydrated (a choice made meanwhile is then made again: keep-early-choice.ts). */
  onHydrated: () => void;
}

/**
 * The booking's store and day: a module of its own (the select with its field frame, the date picker and its
 * calendar's arithmetic), which booking-form.tsx hydrates just after the rest of the form. The server's HTML draws
 * them meanwhile.
 */
export default function BookingStoreDate({ storeField, dateField, onHydrated }: BookingStoreDateProps) {
  useEffect(() => onHydrated(), [onHydrated]);
  return (
    <div className="sf-appointment__store-date" {...LATE_PART_MARK}>
      {/* The browser's own select: its empty first choice is valid HTML (a scripted select's hidden copy was not). */}
      <NativeSelect {...storeField} />
      <DatePicker {...dateField} />
    </div>
  );
}
