import { addDays, indiaClock, indiaDate } from '@aurelia/domain';
import { Alert, Button, EmptyState, Spinner, TextField } from '@aurelia/ui';
import { Fragment, useEffect, useState } from 'react';
import { useFocusOnArrival, useFocusWhenBack } from '../../app/focus';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useServices } from '../../app/services';
import { dayChosen, noticeCleared, querySet, refusalDismissed } from './appointments-slice';
import { loadAppointments } from './appointments-thunks';
import { AppointmentRow } from './appointment-row';
import { APPOINTMENTS_FOCUS_KEY } from './move-dialog';
import { dayLabel } from '../../app/dates';
import { nowIndex } from './queue';
import { WalkInDialog } from './walk-in-dialog';

/** How often the list refreshes by itself, so two kiosks of one store agree. */
export const POLL_MS = 10_000;
/** The search waits for a pause in typing. */
const SEARCH_PAUSE_MS = 300;

/** How often the "now" line moves down the queue when nothing else changes on screen. */
const CLOCK_MS = 30_000;

/** The line between the bookings whose time has begun and those still to come. */
function NowLine({ time }: { time: string }) {
  return (
    <li className="kiosk-now" data-testid="now-line">
      <span className="kiosk-now__label">Now, {time}</span>
    </li>
  );
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

/**
 * The store's appointments of a day as a queue, one row per booking in time order with a "now" line today:
 * search, the staff's actions, walk-ins; refreshed every 10 s.
 */
export function AppointmentsScreen() {
  const dispatch = useAppDispatch();
  const heading = useFocusOnArrival<HTMLHeadingElement>();
  // An appointment moved to a day not shown leaves the list, and focus with it: the heading takes it.
  useFocusWhenBack(APPOINTMENTS_FOCUS_KEY, heading);
  const { now } = useServices();
  const { items, status, query, date, listedDate, pending, notice } = useAppSelector((state) => state.appointments);
  const [text, setText] = useState(query);
  const [, setTick] = useState(0);
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
    const timer = setInterval(() => setTick((tick) => tick + 1), CLOCK_MS);
    return () => clearInterval(timer);
  }, []);

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

  // Only today's queue has a "now"; past days are all before it, coming days all after.
  const nowAt = shownDate === today ? nowIndex(items, clock.time) : -1;
  const refused = pending.filter((action) => action.state === 'refused');
  const days = [
    { value: today, label: 'Today' },
    { value: addDays(today, 1), label: 'Tomorrow' },
  ];

  return (
    <div className="kiosk-appointments">
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
      <p role="status" className="kiosk-lead kiosk-notice">
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
      {status === 'ready' && items.length === 0 ? (
        <EmptyState title={query ? 'No appointment matches' : 'No appointments on this day'} description={query ? 'Check the spelling, or search by phone or booking number.' : 'Walk-ins can be booked with the button above.'} />
      ) : null}
      {items.length > 0 ? (
        <ol className="kiosk-queue" aria-label={`Bookings ${shownDate === today ? 'today' : `on ${dayLabel(shownDate)}`}`}>
          {items.map((appointment, index) => (
            <Fragment key={appointment.id}>
              {index === nowAt ? <NowLine time={clock.time} /> : null}
              <AppointmentRow
                appointment={appointment}
                today={shownDate === today}
                started={shownDate < today || (shownDate === today && clock.time >= appointment.timeslot.start_time)}
              />
            </Fragment>
          ))}
          {nowAt === items.length ? <NowLine time={clock.time} /> : null}
        </ol>
      ) : null}
    </div>
  );
}
