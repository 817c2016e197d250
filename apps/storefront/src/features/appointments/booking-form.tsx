// The store's, day's and phone's look comes with the page, whose HTML draws them before their code comes (and without script).
import '@aurelia/ui/native-select.css';
import '@aurelia/ui/date-picker.css';
import '@aurelia/ui/phone-field.css';
import '@aurelia/ui/textarea.css';
import type { FieldErrors } from '@aurelia/api-client';
import type { Store } from '@aurelia/contracts';
import { addDays } from '@aurelia/domain';
import { Button } from '@aurelia/ui';
import { lazy, startTransition, Suspense, useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../shared/hooks';
import { useKeepEarlyChoice } from '../../shared/keep-early-choice';
import { lazyPart } from '../../shared/lazy-part';
import { selectUser } from '../../shared/session';
import { SHOP_UNREACHABLE } from '../../shared/shop-unreachable';
import { bookingFailed, bookingFormOpened, selectBooking } from './appointments-slice';
import type { BookingStoreDateProps } from './booking-store-date';
import type BookingErrorsComponent from './booking-errors';
import { BOOKING_WINDOW_DAYS, isClosedOn } from './booking-dates';
import { bookingPhone } from './booking-phone';
import type BookingStepsComponent from './booking-steps';

/*
 * The steps after the day (the free times, who is coming, with the phone's country list) are half the page's script
 * and wanted last: they hydrate just after the rest of the form, in a Suspense boundary of their own, drawn by the
 * server's HTML meanwhile. A booking reached by a link brings them with the page's data (`withBookingSteps`), so they
 * show with the form. The booking's request and what a refusal draws come once the page has hydrated.
 */
let loadedBookingSteps: typeof BookingStepsComponent | undefined;
const loadBookingSteps = () =>
  import('./booking-steps').then((module) => {
    loadedBookingSteps = module.default;
    return module;
  });
const LazyBookingSteps = lazy(loadBookingSteps);
let loadedBookingErrors: typeof BookingErrorsComponent | undefined;
const bookingRequests = () =>
  Promise.all([import('./appointments-thunks'), import('./booking-errors')]).then(([thunks, errors]) => {
    loadedBookingErrors = errors.default;
    return thunks;
  });

/**
 * The store and the calendar likewise, just after the rest of the form: a store or a day chosen before their code has
 * come is chosen again once it has (keep-early-choice.ts).
 */
const storeDatePart = lazyPart<BookingStoreDateProps>(() => import('./booking-store-date'));

/** The booking route's `clientLoader`: a booking reached by a link brings its fields' code with its data. */
export async function withBookingSteps<T>(serverLoader: () => Promise<T>): Promise<T> {
  const [data] = await Promise.all([serverLoader(), loadBookingSteps().catch(() => undefined), storeDatePart.load().catch(() => undefined)]);
  return data;
}

/** What the form needs to know of a store. */
export type BookingStore = Pick<Store, 'slug' | 'name' | 'city' | 'opening_hours'>;

export interface BookingFormProps {
  stores: readonly BookingStore[];
  /** Today in India, `YYYY-MM-DD`: the earliest date offered. */
  today: string;
  /** The store chosen on arrival (`?store=`), or '' for none. */
  initialStore: string;
}

/** The fields whose server messages show by them; a refusal's summary lists the others. */
const SHOWN_FIELDS = ['store', 'appointment_date', 'timeslot_id', 'customer_name', 'phone', 'notes'];

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
  const [BookingSteps] = useState<typeof BookingStepsComponent | typeof LazyBookingSteps>(() => loadedBookingSteps ?? LazyBookingSteps);
  const [ownErrors, setOwnErrors] = useState<FieldErrors>({});
  // A choice made answers the form's own "Choose a …" for it at once, not at the next press of "Book appointment".
  const chosen = (field: string, value: string | null) => {
    if (value) setOwnErrors((shown) => Object.fromEntries(Object.entries(shown).filter(([name]) => name !== field)));
  };
  const form = useRef<HTMLFormElement>(null);
  const [BookingStoreDate] = useState(storeDatePart.current);
  const keepStoreDateChoice = useKeepEarlyChoice(form, '.sf-appointment__store-date');
  // A refusal's focus waits for the store and day to have hydrated: before then their fields show no error to go to.
  const [storeDateReady, setStoreDateReady] = useState(false);
  const storeDateHydrated = useCallback(() => {
    keepStoreDateChoice();
    setStoreDateReady(true);
  }, [keepStoreDateChoice]);
  const alert = useRef<HTMLDivElement>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    dispatch(bookingFormOpened());
    void bookingRequests().catch(() => undefined);
  }, [dispatch]);

  // After a refused booking, take the shopper to what needs their attention: the first field in error,
  // else the message for the whole form.
  useEffect(() => {
    if (attempt === 0 || booking.status === 'pending' || !storeDateReady) return;
    const field = booking.slotTaken ? null : form.current?.querySelector('.au-field--invalid');
    const control =
      field?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      field?.querySelector<HTMLElement>('button:not([disabled]):not([tabindex="-1"]), input:not([type="hidden"]), select, textarea');
    if (control) control.focus();
    else alert.current?.focus();
  }, [attempt, booking.status, booking.slotTaken, storeDateReady]);

  const chosenStore = stores.find((entry) => entry.slug === store);
  const errors: FieldErrors = { ...(booking.errors ?? {}), ...ownErrors };
  const formError = booking.status === 'failed' ? booking.error : null;
  const BookingErrors = loadedBookingErrors;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const fields = new FormData(event.currentTarget);
    const text = (name: string) => String(fields.get(name) ?? '');
    const missing = missingChoices(store, date, slot);
    const refused = Object.keys(missing).length > 0 || !date;
    // As a transition: pressed before the store and calendar have hydrated, an urgent update would have React draw
    // them afresh, and show nothing of them until their code has come. A transition waits for it, and React hydrates
    // them first: a store chosen meanwhile is then chosen again, and takes back its "Choose a store.".
    startTransition(() => {
      setOwnErrors(missing);
      if (refused) setAttempt((count) => count + 1);
    });
    if (refused) return;
    let bookAppointment: Awaited<ReturnType<typeof bookingRequests>>['bookAppointment'];
    try {
      ({ bookAppointment } = await bookingRequests());
    } catch {
      dispatch(bookingFailed({ error: SHOP_UNREACHABLE, errors: null, slotTaken: false }));
      setAttempt((count) => count + 1);
      return;
    }
    const result = await dispatch(
      bookAppointment({
        store,
        body: {
          customer_name: text('customer_name'),
          phone: bookingPhone(text('phone_country_number') || '91', text('phone')),
          appointment_date: date,
          notes: text('notes').trim() === '' ? null : text('notes'),
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
      {formError &&
        (BookingErrors ? (
          <BookingErrors error={formError} slotTaken={booking.slotTaken} errors={booking.errors} shownFields={SHOWN_FIELDS} alertRef={alert} />
        ) : (
          // The booking's code never came (the connection is away): the reason, plainly.
          <div ref={alert} tabIndex={-1} role="alert" className="sf-appointment__hint">
            {formError}
          </div>
        ))}
      <Suspense fallback={null}>
        <BookingStoreDate
          onHydrated={storeDateHydrated}
          storeField={{
            label: 'Store',
            name: 'store',
            required: true,
            options: [{ value: '', label: 'Choose a store' }, ...stores.map((entry) => ({ value: entry.slug, label: `${entry.name}, ${entry.city}` }))],
            value: store,
            onValueChange: (value) => {
              const next = stores.find((entry) => entry.slug === value);
              setStore(value);
              chosen('store', value);
              setSlot('');
              if (date && next && isClosedOn(next, date)) setDate(null);
            },
            errors,
          }}
          dateField={{
            label: 'Date',
            name: 'appointment_date',
            required: true,
            today,
            min: today,
            max: addDays(today, BOOKING_WINDOW_DAYS - 1),
            isDateDisabled: chosenStore ? (day) => isClosedOn(chosenStore, day) : undefined,
            value: date,
            onValueChange: (value) => {
              setDate(value);
              chosen('appointment_date', value);
              setSlot('');
            },
            errors,
          }}
        />
      </Suspense>
      <Suspense fallback={null}>
        <BookingSteps
          store={chosenStore}
          date={date}
          slot={slot}
          onSlotChange={(value) => {
            setSlot(value);
            chosen('timeslot_id', value);
          }}
          contact={{ name: user?.name, phone: user?.phone, country: user?.phone_country_code }}
          errors={errors}
        />
      </Suspense>
      <Button type="submit" variant="primary" size="lg" fullWidth loading={booking.status === 'pending'}>
        Book appointment
      </Button>
    </form>
  );
}
