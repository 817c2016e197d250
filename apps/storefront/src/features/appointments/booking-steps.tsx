import type { FieldErrors } from '@aurelia/api-client';
import { PhoneField, TextField, Textarea } from '@aurelia/ui';
import type { BookingStore } from './booking-form';
import { SlotStep } from './slot-step';

export const NOTES_MAX_LENGTH = 500;

/** A signed-in shopper's name and phone, filled in. */
export interface ContactDefaults {
  name?: string | undefined;
  phone?: string | undefined;
  /** ISO 3166 (`IN`). */
  country?: string | undefined;
}

export interface BookingStepsProps {
  /** The store chosen, if any. */
  store: BookingStore | undefined;
  date: string | null;
  /** The chosen slot id, or '' for none. */
  slot: string;
  onSlotChange: (id: string) => void;
  contact: ContactDefaults;
  errors: FieldErrors;
}

/**
 * The booking's steps after the day: a free time, and who is coming. A module of its own (booking-form.tsx): the
 * times and the contact fields (the phone's country list among them) are half the page's script, and neither is
 * wanted before a store and a day are chosen. The contact fields are the browser's own (the form reads them when it
 * is sent), so what is typed before they have hydrated is sent as typed.
 */
export default function BookingSteps({ store, date, slot, onSlotChange, contact, errors }: BookingStepsProps) {
  return (
    <>
      <SlotStep store={store} date={date} value={slot} onValueChange={onSlotChange} errors={errors} />
      <TextField label="Your name" name="customer_name" autoComplete="name" required defaultValue={contact.name ?? ''} errors={errors} />
      <PhoneField
        label="Phone"
        description="The store uses it to find your booking, and to reach you if anything changes."
        required
        defaultValue={contact.phone ?? ''}
        defaultCountry={contact.country || 'IN'}
        errors={errors}
      />
      <Textarea
        label="Notes"
        name="notes"
        description="Optional: what you would like to see or bring, such as a ring to resize or a piece to value."
        maxLength={NOTES_MAX_LENGTH}
        rows={3}
        errors={errors}
      />
    </>
  );
}
