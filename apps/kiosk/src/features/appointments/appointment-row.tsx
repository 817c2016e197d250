import type { AppointmentStatus, StaffAppointment } from '@aurelia/contracts';
import { indiaDateTimeFormat } from '@aurelia/domain';
import { Badge, Button } from '@aurelia/ui';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '../../app/confirm-dialog';
import { focusLost, useFocusWhenBack } from '../../app/focus';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { pendingFor, type StaffActionKind } from './appointments-slice';
import { runStaffAction } from './appointments-thunks';
import { MoveDialog, appointmentFocusKey } from './move-dialog';

const STATUS: Record<AppointmentStatus, { label: string; tone: 'info' | 'success' | 'neutral' | 'warning' | 'danger' }> = {
  booked: { label: 'Booked', tone: 'info' },
  checked_in: { label: 'Checked in', tone: 'success' },
  completed: { label: 'Completed', tone: 'neutral' },
  no_show: { label: 'No-show', tone: 'warning' },
  cancelled: { label: 'Cancelled', tone: 'danger' },
};

const ACTION_WORDS = {
  booked: 'Booked',
  'check-in': 'Checked in',
  complete: 'Completed',
  'no-show': 'Marked no-show',
  cancel: 'Cancelled',
  move: 'Moved',
} as const;

/** What a saved action is called on its card: "Check-in saved, will be sent". */
const SAVED: Record<StaffActionKind, string> = {
  'check-in': 'Check-in',
  complete: 'Completion',
  'no-show': 'No-show',
  cancel: 'Cancellation',
  move: 'Move',
  'walk-in': 'Booking',
};

const timeFormat = indiaDateTimeFormat({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const timeOf = (iso: string) => timeFormat.format(new Date(iso));

/** The last step of an appointment's history in words: "Checked in by Anjali Nair at 12:05". */
function lastStep(appointment: StaffAppointment): string | null {
  const step = appointment.history.at(-1);
  if (!step) return null;
  const who = step.staff_name ? ` by ${step.staff_name}` : ' online';
  return `${ACTION_WORDS[step.action]}${who} at ${timeOf(step.at)}${step.note ? ` (${step.note})` : ''}`;
}

/** One appointment with the actions its status allows; `today` and `started` decide check-in and no-show. */
export function AppointmentCard({ appointment, today, started }: { appointment: StaffAppointment; today: boolean; started: boolean }) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((state) => pendingFor(state.appointments.pending, appointment.id));
  // An action being sent or saved for the network blocks the others, so nothing is sent twice or in conflict.
  const busy = pending !== undefined;
  const [moving, setMoving] = useState(false);
  const status = STATUS[appointment.status];
  // Moved to another time, the card renders anew under that time's heading: focus follows it there.
  const name = useFocusWhenBack<HTMLHeadingElement>(appointmentFocusKey(appointment.id));
  const actions = useRef<HTMLDivElement>(null);
  const acted = useRef(false);
  const act = (kind: 'check-in' | 'complete' | 'no-show' | 'cancel', verb: string) => {
    acted.current = true;
    void dispatch(runStaffAction({ kind, appointmentId: appointment.id, label: `${verb} ${appointment.customer_name}` }));
  };
  const step = lastStep(appointment);

  // The pressed button is disabled while the action is sent and then gone (Check in becomes Complete): focus
  // waits on the customer's name meanwhile, then goes to the card's next action, or stays on the name if none.
  useEffect(() => {
    if (!acted.current) return;
    if (!focusLost() && document.activeElement !== name.current) {
      acted.current = false;
      return;
    }
    const next = actions.current?.querySelector<HTMLButtonElement>('button:not(:disabled)');
    (next ?? name.current)?.focus();
    if (!busy) acted.current = false;
  }, [busy, appointment.status, name]);

  return (
    <li className="kiosk-card" aria-busy={pending?.state === 'sending'}>
      <div className="kiosk-card__top">
        <h3 className="kiosk-card__name" tabIndex={-1} ref={name}>{appointment.customer_name}</h3>
        <Badge tone={status.tone}>{status.label}</Badge>
      </div>
      <p className="kiosk-card__meta">
        {appointment.phone} · {appointment.booking_number}
      </p>
      {appointment.notes ? <p className="kiosk-card__meta">“{appointment.notes}”</p> : null}
      {step ? <p className="kiosk-card__history">{step}</p> : null}
      {pending?.state === 'waiting-for-network' ? (
        <Badge tone="warning">
          {SAVED[pending.kind]} saved, will be sent when the network is back
        </Badge>
      ) : null}
      <div className="kiosk-card__actions" ref={actions}>
        {appointment.status === 'booked' && today ? (
          <Button size="xl" disabled={busy} onClick={() => act('check-in', 'Check in')}>
            Check in
          </Button>
        ) : null}
        {appointment.status === 'checked_in' ? (
          <Button size="xl" disabled={busy} onClick={() => act('complete', 'Complete')}>
            Complete
          </Button>
        ) : null}
        {appointment.status === 'booked' && started ? (
          <Button variant="secondary" size="xl" disabled={busy} onClick={() => act('no-show', 'No-show for')}>
            No-show
          </Button>
        ) : null}
        {appointment.status === 'booked' ? (
          <>
            <Button variant="secondary" size="xl" disabled={busy} onClick={() => setMoving(true)}>
              Move
            </Button>
            <ConfirmDialog
              title={`Cancel ${appointment.customer_name}’s appointment?`}
              description="The place in this time becomes free for someone else."
              label="Cancel"
              confirm="Cancel appointment"
              disabled={busy}
              onConfirm={() => act('cancel', 'Cancel')}
            />
          </>
        ) : null}
      </div>
      {moving ? <MoveDialog appointment={appointment} onClose={() => setMoving(false)} /> : null}
    </li>
  );
}
