import type { AppointmentStatus, StaffAppointment } from '@aurelia/contracts';
import { indiaDateTimeFormat } from '@aurelia/domain';
import { Badge, Button, DropdownMenu } from '@aurelia/ui';
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

type MenuChoice = 'no-show' | 'move' | 'cancel';

/** The row's actions besides its main one, behind a "More" button. */
function RowMenu({
  customer,
  choices,
  disabled,
  onChoose,
}: {
  customer: string;
  choices: readonly { label: string; choice: MenuChoice }[];
  disabled: boolean;
  onChoose: (choice: MenuChoice) => void;
}) {
  return (
    <DropdownMenu
      modal={false}
      className="kiosk-menu"
      label={`More for ${customer}`}
      items={choices.map(({ label, choice }) => ({ label, danger: choice === 'cancel', onSelect: () => onChoose(choice) }))}
      trigger={
        <Button variant="secondary" size="lg" disabled={disabled} aria-label={`More for ${customer}`}>
          More
        </Button>
      }
    />
  );
}

/**
 * One appointment as a row of the day's queue: its time, who and why, its status, the one action its status
 * calls for next (Check in, then Complete) and the rest in a menu; `today` and `started` decide check-in and no-show.
 */
export function AppointmentRow({ appointment, today, started }: { appointment: StaffAppointment; today: boolean; started: boolean }) {
  const dispatch = useAppDispatch();
  const pending = useAppSelector((state) => pendingFor(state.appointments.pending, appointment.id));
  // An action being sent or saved for the network blocks the others, so nothing is sent twice or in conflict.
  const busy = pending !== undefined;
  const [moving, setMoving] = useState(false);
  const [cancelling, setCancelling] = useState(false);
  const status = STATUS[appointment.status];
  // Moved to another time, the row takes its new place in the queue: focus follows it there.
  const name = useFocusWhenBack<HTMLHeadingElement>(appointmentFocusKey(appointment.id));
  const actions = useRef<HTMLDivElement>(null);
  const acted = useRef(false);
  const act = (kind: 'check-in' | 'complete' | 'no-show' | 'cancel', verb: string) => {
    acted.current = true;
    void dispatch(runStaffAction({ kind, appointmentId: appointment.id, label: `${verb} ${appointment.customer_name}` }));
  };
  const step = lastStep(appointment);
  const booked = appointment.status === 'booked';
  const main =
    booked && today
      ? ({ label: 'Check in', kind: 'check-in', verb: 'Check in' } as const)
      : appointment.status === 'checked_in'
        ? ({ label: 'Complete', kind: 'complete', verb: 'Complete' } as const)
        : null;
  const more: { label: string; choice: MenuChoice }[] = booked
    ? [
        ...(started ? [{ label: 'Mark no-show', choice: 'no-show' as const }] : []),
        { label: 'Move', choice: 'move' },
        { label: 'Cancel appointment', choice: 'cancel' },
      ]
    : [];
  const choose = (choice: MenuChoice) => {
    if (choice === 'no-show') act('no-show', 'No-show for');
    else if (choice === 'move') setMoving(true);
    else setCancelling(true);
  };

  // The pressed button is disabled while the action is sent and then gone (Check in becomes Complete): focus
  // waits on the customer's name meanwhile, then goes to the row's next action, or stays on the name if none.
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
    <li className="kiosk-row" data-status={appointment.status} aria-busy={pending?.state === 'sending'}>
      <p className="kiosk-row__time">
        <span className="kiosk-row__start">{appointment.timeslot.start_time}</span>{' '}
        <span className="kiosk-row__end">to {appointment.timeslot.end_time}</span>
      </p>
      <div className="kiosk-row__who">
        <div className="kiosk-row__line">
          <h2 className="kiosk-row__name" tabIndex={-1} ref={name}>
            {appointment.customer_name}
          </h2>
          {appointment.notes ? <p className="kiosk-row__purpose">“{appointment.notes}”</p> : null}
        </div>
        <p className="kiosk-row__meta">
          {appointment.phone} · {appointment.booking_number}
          {step ? ` · ${step}` : ''}
        </p>
      </div>
      <div className="kiosk-row__status">
        <Badge tone={status.tone}>{status.label}</Badge>
        {pending?.state === 'waiting-for-network' ? (
          <Badge tone="warning">{SAVED[pending.kind]} saved, will be sent when the network is back</Badge>
        ) : null}
      </div>
      <div className="kiosk-row__actions" ref={actions}>
        {main ? (
          <Button size="lg" disabled={busy} onClick={() => act(main.kind, main.verb)}>
            {main.label}
          </Button>
        ) : null}
        {more.length > 0 ? (
          <RowMenu customer={appointment.customer_name} choices={more} disabled={busy} onChoose={choose} />
        ) : null}
      </div>
      {moving ? <MoveDialog appointment={appointment} onClose={() => setMoving(false)} /> : null}
      {booked ? (
        <ConfirmDialog
          title={`Cancel ${appointment.customer_name}’s appointment?`}
          description="The place in this time becomes free for someone else."
          confirm="Cancel appointment"
          open={cancelling}
          onOpenChange={setCancelling}
          onConfirm={() => act('cancel', 'Cancel')}
        />
      ) : null}
    </li>
  );
}
