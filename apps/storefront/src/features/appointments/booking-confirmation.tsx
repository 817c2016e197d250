import type { Appointment } from '@aurelia/contracts';
import { Button } from '@aurelia/ui';
import { Link } from 'react-router';
import { formatBookingDate } from './booking-dates';

/** What to bring to an appointment, for every booking. */
export const WHAT_TO_BRING = [
  'A photo ID (Aadhaar, PAN card, passport or driving licence), matching the name on the booking.',
  'Any jewellery you want resized, repaired, cleaned or valued.',
  'For an old gold exchange: the pieces, and their purchase invoices if you have them.',
  'Buying a ring as a surprise: a ring the wearer already wears on that finger, so we can size it.',
  'This booking number, on your phone or on paper.',
] as const;

/** The details of a confirmed booking and what to bring, with the ways onward (docs/behaviour.md §2). */
export function BookingConfirmation({ booking }: { booking: Appointment }) {
  const rows: [string, string][] = [
    ['Booking number', booking.booking_number],
    ['Store', booking.store.name],
    ['Address', booking.store.address],
    ['Date', formatBookingDate(booking.appointment_date)],
    ['Time', `${booking.timeslot.start_time} – ${booking.timeslot.end_time}`],
    ['Name', booking.customer_name],
    ['Phone', booking.phone],
    ['Notes', booking.notes?.trim() ? booking.notes : 'None'],
  ];
  return (
    <>
      <p className="sf-appointment__lead">
        Thank you, {booking.customer_name}. We look forward to seeing you at {booking.store.name}. Please arrive a few minutes early; show your
        booking number at the counter.
      </p>
      <section aria-labelledby="booking-details-title" className="sf-appointment__card au-accent-panel">
        <h2 id="booking-details-title" className="sf-section__title">
          Your booking
        </h2>
        <dl className="sf-appointment__details">
          {rows.map(([term, detail]) => (
            <div key={term} className="sf-appointment__detail">
              <dt>{term}</dt>
              <dd>{detail}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section aria-labelledby="what-to-bring-title" className="sf-appointment__card au-accent-panel">
        <h2 id="what-to-bring-title" className="sf-section__title">
          What to bring
        </h2>
        <ul className="sf-appointment__bring">
          {WHAT_TO_BRING.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>
      <nav aria-label="Where next" className="sf-appointment__next">
        <Button asChild variant="primary">
          <Link to={`/stores/${booking.store.slug}`}>About {booking.store.name}</Link>
        </Button>
        <Button asChild variant="secondary">
          <Link to="/appointment">Book another appointment</Link>
        </Button>
        <Button asChild variant="ghost">
          <Link to="/">Continue shopping</Link>
        </Button>
      </nav>
    </>
  );
}
