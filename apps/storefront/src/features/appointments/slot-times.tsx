import { TimeslotPicker, type TimeslotPickerProps } from '@aurelia/ui';

/**
 * The day's times as chips: a module of its own, as no page shows it before the shopper has chosen a store and a
 * date, and its radio group (Radix) is most of the booking page's script.
 */
export default function SlotTimes(props: TimeslotPickerProps) {
  return <TimeslotPicker {...props} />;
}
