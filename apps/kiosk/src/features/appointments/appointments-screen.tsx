import type { StaffAppointment } from '@aurelia/contracts';
import { addDays, indiaClock, indiaDate } from '@aurelia/domain';
import { Alert, Button, EmptyState, Spinner, TextField } from '@aurelia/ui';
import { useEffect, useMemo, useState } from 'react';
import { useFocusOnArrival, useFocusWhenBack } from '../../app/focus';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useServices } from '../../app/services';
import { dayChosen, noticeCleared, querySet, refusalDismissed } from './appointments-slice';
import { loadAppointments } from './appointments-thunks';
import { AppointmentCard } from './appointment-card';
import { APPOINTMENTS_FOCUS_KEY } from './move-dialog';
import { WalkInDialog } from './walk-in-dialog';

/** How often the list refreshes by itself, so two kiosks of one store agree. */
export const POLL_MS = 10_000;
/** The search waits for a pause in typing. */
const SEARCH_PAUSE_MS = 300;

function bySlot(items: readonly StaffAppointment[]) {
  const groups = new Map<number, { slot: StaffAppointment['timeslot']; items: StaffAppointment[] }>();
  for (const item of items) {
    const group = groups.get(item.timeslot_id) ?? { slot: item.timeslot, items: [] };
    group.items.push(item);
    groups.set(item.timeslot_id, group);
  }
  return [...groups.values()];
}

/** A refused walk-in's details stay on screen until dismissed, so staff can book it again. */
function WalkInDetails({ body }: { body: Record<string, unknown> }) {
  const notes = typeof body['notes'] === 'string' ? body['notes'] : null;
  return (
    <span className="kiosk-refused-walk-in">
      {' '}
      To book again: {String(body['customer_name'] ?? '')}, {String(body['phone'] ?? '')}
      {notes ? ` (“${notes}”)` : ''}.
    </span>
  );
}

/** The store's appointments of a day by timeslot: search, the staff's actions, walk-ins; refreshed every 10 s. */
export function AppointmentsScreen() {
  const dispatch = useAppDispatch();
  const heading = useFocusOnArrival<HTMLHeadingElement>();
  // An appointment moved to a day not shown leaves the list, and focus with it: the heading takes it.
  useFocusWhenBack(APPOINTMENTS_FOCUS_KEY, heading);
  const { now } = useServices();
  const { items, status, query, date, listedDate, pending, notice } = useAppSelector((state) => state.appointments);
  const [text, setText] = useState(query);
  const today = indiaDate(new Date(now()));
  const clock = indiaClock(new Date(now()));
  const shownDate = listedDate ?? date ?? today;

  useEffect(() => {
    const timer = setInterval(() => {
      if (document.visibilityState !== 'hidden') void dispatch(loadAppointments());
    }, POLL_MS);
    return () => clearInterval(timer);
  }, [dispatch]);

  useEffect(() => {
    if (text === query) return undefined;
    const timer = setTimeout(() => {
      dispatch(querySet(text));
      void dispatch(loadAppointments());
    }, SEARCH_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [dispatch, text, query]);

  useEffect(() => {
    if (!notice) return undefined;
    const timer = setTimeout(() => dispatch(noticeCleared()), 6_000);
    return () => clearTimeout(timer);
  }, [dispatch, notice]);

  const groups = useMemo(() => bySlot(items), [items]);
  const refused = pending.filter((action) => action.state === 'refused');
  const days = [
    { value: today, label: 'Today' },
    { value: addDays(today, 1), label: 'Tomorrow' },
  ];

  return (
    <>
      <h1 className="kiosk-title" tabIndex={-1} ref={heading}>
        Appointments
      </h1>
      <div className="kiosk-toolbar">
        <div className="kiosk-day-buttons" role="group" aria-label="Day">
          {days.map((day) => (
            <Button
              key={day.value}
              size="xl"
              variant={shownDate === day.value ? 'primary' : 'secondary'}
              aria-pressed={shownDate === day.value}
              onClick={() => dispatch(dayChosen(day.value === today ? null : day.value))}
            >
              {day.label}
            </Button>
          ))}
        </div>
        <TextField
          className="kiosk-search"
          size="xl"
          type="search"
          label="Search by name, phone or booking number"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        <WalkInDialog />
      </div>
      <p role="status" className="kiosk-lead">
        {notice ?? ''}
      </p>
      {refused.map((action) => (
        <Alert
          key={action.key}
          tone="danger"
          title={`${action.label}: not done`}
          onDismiss={() => dispatch(refusalDismissed(action.key))}
        >
          {action.message}
          {action.kind === 'walk-in' && action.body ? <WalkInDetails body={action.body} /> : null}
        </Alert>
      ))}
      {status === 'loading' ? <Spinner label="Loading appointments" /> : null}
      {status === 'failed' ? (
        <Alert tone="warning" actions={<Button onClick={() => void dispatch(loadAppointments())}>Try again</Button>}>
          The appointments could not be loaded.
        </Alert>
      ) : null}
      {status === 'ready' && groups.length === 0 ? (
        <EmptyState title={query ? 'No appointment matches' : 'No appointments on this day'} description={query ? 'Check the spelling, or search by phone or booking number.' : 'Walk-ins can be booked with the button above.'} />
      ) : null}
      {groups.map(({ slot, items: slotItems }) => {
        const started = shownDate < today || (shownDate === today && clock.time >= slot.start_time);
        return (
          <section key={slot.id} className="kiosk-slot" aria-labelledby={`slot-${slot.id}`}>
            <h2 id={`slot-${slot.id}`} className="kiosk-slot__heading">
              <span>
                {slot.start_time}–{slot.end_time}
              </span>
              <span className="kiosk-lead">
                {slot.capacity - slot.available} of {slot.capacity} booked
              </span>
            </h2>
            <ul className="kiosk-cards">
              {slotItems.map((appointment) => (
                <AppointmentCard key={appointment.id} appointment={appointment} today={shownDate === today} started={started} />
              ))}
            </ul>
          </section>
        );
      })}
    </>
  );
}
