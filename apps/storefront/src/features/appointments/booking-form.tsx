import type { FieldErrors } from '@aurelia/api-client';
import type { Store } from '@aurelia/contracts';
import { addDays } from '@aurelia/domain';
import { Alert, Button, DatePicker, ErrorSummary, NativeSelect, PHONE_COUNTRIES, PhoneField, TextField, Textarea } from '@aurelia/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { selectUser } from '../../shared/session';
import { bookingFormOpened, selectBooking } from './appointments-slice';
import { bookAppointment } from './appointments-thunks';
import { BOOKING_WINDOW_DAYS, isClosedOn } from './booking-dates';
import { bookingPhone } from './booking-phone';
import { SlotStep } from './slot-step';

/** What the form needs to know of a store. */
export type BookingStore = Pick<Store, 'slug' | 'name' | 'city' | 'opening_hours'>;

export interface BookingFormProps {
  stores: readonly BookingStore[];
  /** Today in India, `YYYY-MM-DD`: the earliest date offered. */
  today: string;
  /** The store chosen on arrival (`?store=`), or '' for none. */
  initialStore: string;
}

export const NOTES_MAX_LENGTH = 500;

/** The fields the form checks itself before asking the server: what it cannot send without. */
function missingChoices(store: string, date: string | null, slot: string): FieldErrors {
  const errors: FieldErrors = {};
  if (!store) errors['store'] = ['Choose a store.'];
  if (!date) errors['appointment_date'] = ['Choose a date.'];
  if (!slot) errors['timeslot_id'] = ['Choose a time.'];
  return errors;
}

/**
 * Book an appointment: store, date, a free time, then who is coming. A signed-in shopper's name and phone
 * are filled in. The server's field errors show by the fields (docs/behaviour.md §8), and every input is kept
 * when a booking is refused.
 */
export function BookingForm({ stores, today, initialStore }: BookingFormProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);
  const booking = useAppSelector(selectBooking);
  const [store, setStore] = useState(initialStore);
  const [date, setDate] = useState<string | null>(null);
  const [slot, setSlot] = useState('');
  const [name, setName] = useState(user?.name ?? '');
  const [phone, setPhone] = useState(user?.phone ?? '');
  const [country, setCountry] = useState(user?.phone_country_code || 'IN');
  const [notes, setNotes] = useState('');
  const [ownErrors, setOwnErrors] = useState<FieldErrors>({});
  const form = useRef<HTMLFormElement>(null);
  const alert = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    dispatch(bookingFormOpened());
  }, [dispatch]);

  // After a refused booking, take the shopper to what needs their attention: the first field in error,
  // else the message for the whole form.
  useEffect(() => {
    if (attempt === 0 || booking.status === 'pending') return;
    const field = booking.slotTaken ? null : form.current?.querySelector('.au-field--invalid');
    const control =
      field?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      field?.querySelector<HTMLElement>('button:not([disabled]):not([tabindex="-1"]), input:not([type="hidden"]), select, textarea');
    if (control) control.focus();
    else alert.current?.focus();
  }, [attempt, booking.status, booking.slotTaken]);

  const chosenStore = stores.find((entry) => entry.slug === store);
  const errors: FieldErrors = { ...(booking.errors ?? {}), ...ownErrors };
  const shownFields = ['store', 'appointment_date', 'timeslot_id', 'customer_name', 'phone', 'notes'];
  const otherErrors = Object.entries(booking.errors ?? {})
    .filter(([field]) => !shownFields.includes(field))
    .flatMap(([, messages]) => messages ?? []);
  const formError = booking.status === 'failed' ? booking.error : null;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const missing = missingChoices(store, date, slot);
    setOwnErrors(missing);
    if (Object.keys(missing).length > 0 || !date) {
      setAttempt((count) => count + 1);
      return;
    }
    const dialCode = PHONE_COUNTRIES.find((entry) => entry.code === country)?.dialCode ?? '91';
    const result = await dispatch(
      bookAppointment({
        store,
        body: {
          customer_name: name,
          phone: bookingPhone(dialCode, phone),
          appointment_date: date,
          notes: notes.trim() === '' ? null : notes,
          timeslot_id: Number(slot),
          ...(user ? { user_id: user.id } : {}),
        },
      }),
    );
    if (bookAppointment.fulfilled.match(result)) {
      await navigate('/appointment/success');
      return;
    }
    setAttempt((count) => count + 1);
  };

  return (
    <form ref={form} className="sf-appointment__form" method="post" noValidate onSubmit={(event) => void submit(event)}>
      {formError && booking.slotTaken && (
        <Alert ref={alert} tabIndex={-1} tone="warning" title="That time is no longer free">
          {formError}
        </Alert>
      )}
      {/* Focus goes to the first field in error (the effect above); with none, the summary keeps it. */}
      {formError && !booking.slotTaken && (
        <ErrorSummary
          message={
            <>
              {booking.errors && Object.keys(booking.errors).length > 0 ? 'Please check the fields marked below.' : formError}
              {otherErrors.map((message) => (
                <p key={message}>{message}</p>
              ))}
            </>
          }
          errors={Object.fromEntries(Object.entries(booking.errors ?? {}).filter(([field]) => shownFields.includes(field)))}
        />
      )}
      {/* The browser's own select: its empty first choice is valid HTML (a scripted select's hidden copy was not). */}
      <NativeSelect
        label="Store"
        name="store"
        required
        options={[{ value: '', label: 'Choose a store' }, ...stores.map((entry) => ({ value: entry.slug, label: `${entry.name}, ${entry.city}` }))]}
        value={store}
        onValueChange={(value) => {
          const next = stores.find((entry) => entry.slug === value);
          setStore(value);
          setSlot('');
          if (date && next && isClosedOn(next, date)) setDate(null);
        }}
        errors={errors}
      />
      <DatePicker
        label="Date"
        name="appointment_date"
        required
        today={today}
        min={today}
        max={addDays(today, BOOKING_WINDOW_DAYS - 1)}
        isDateDisabled={chosenStore ? (day) => isClosedOn(chosenStore, day) : undefined}
        value={date}
        onValueChange={(value) => {
          setDate(value);
          setSlot('');
        }}
        errors={errors}
      />
      <SlotStep store={chosenStore} date={date} value={slot} onValueChange={setSlot} errors={errors} />
      <TextField label="Your name" name="customer_name" autoComplete="name" required value={name} onChange={(event) => setName(event.target.value)} errors={errors} />
      <PhoneField
        label="Phone"
        description="The store uses it to find your booking, and to reach you if anything changes."
        required
        value={phone}
        onValueChange={setPhone}
        country={country}
        onCountryChange={setCountry}
        errors={errors}
      />
      <Textarea
        label="Notes"
        name="notes"
        description="Optional: what you would like to see or bring, such as a ring to resize or a piece to value."
        maxLength={NOTES_MAX_LENGTH}
        rows={3}
        value={notes}
        onChange={(event) => setNotes(event.target.value)}
        errors={errors}
      />
      <Button type="submit" variant="primary" size="lg" fullWidth loading={booking.status === 'pending'}>
        Book appointment
      </Button>
    </form>
  );
}
