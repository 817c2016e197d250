import type { StaffAppointment } from '@aurelia/contracts';
import { Alert, Button, Dialog } from '@aurelia/ui';
import { useState } from 'react';
import { dayLabel } from '../../app/dates';
import { focusNotWanted, focusWhenBack } from '../../app/focus';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { refusalDismissed } from './appointments-slice';
import { runStaffAction } from './appointments-thunks';
import { DayAndSlotChoice, useDayAndSlot } from './day-and-slot-choice';

/** The key under which an appointment's card takes focus back after a move renders it under another time. */
export function appointmentFocusKey(id: number) {
  return `appointment-${id}`;
}

/** The key under which the appointments heading takes focus when a move took the appointment to a day not shown. */
export const APPOINTMENTS_FOCUS_KEY = 'appointments';

/** Moves a booked appointment to a free time today or on a coming day. */
export function MoveDialog({ appointment, onClose }: { appointment: StaffAppointment; onClose: () => void }) {
  const dispatch = useAppDispatch();
  const listedDate = useAppSelector((state) => state.appointments.listedDate);
  const choice = useDayAndSlot((today) => (appointment.appointment_date < today ? today : appointment.appointment_date));
  const { date, slot } = choice;
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function move() {
    if (!slot) {
      setMessage('Choose a time.');
      return;
    }
    setBusy(true);
    // The card unmounts with this dialog when it moves under another time: say now where focus goes then.
    const shown = listedDate ?? appointment.appointment_date;
    const focusKey = date === shown ? appointmentFocusKey(appointment.id) : APPOINTMENTS_FOCUS_KEY;
    focusWhenBack(focusKey);
    const result = await dispatch(
      runStaffAction({ kind: 'move', appointmentId: appointment.id, body: { timeslot_id: Number(slot) }, label: `Move ${appointment.customer_name}` }),
    ).unwrap();
    setBusy(false);
    if (result.ok || result.waiting) {
      // Saved for the network, the card stays where it is, with its badge.
      if (result.waiting) focusWhenBack(appointmentFocusKey(appointment.id));
      onClose();
      return;
    }
    focusNotWanted(focusKey);
    // The dialog shows the refusal; the list need not show it again.
    dispatch(refusalDismissed(result.key));
    setMessage(result.message);
  }

  return (
    <Dialog
      open
      size="lg"
      className="kiosk-dialog--wide"
      onOpenChange={(open) => !open && onClose()}
      title={`Move ${appointment.customer_name}`}
      description={`Now at ${appointment.timeslot.start_time} on ${dayLabel(appointment.appointment_date)}.`}
      footer={
        <>
          <Button variant="secondary" size="xl" onClick={onClose}>
            Back
          </Button>
          <Button size="xl" loading={busy} onClick={() => void move()}>
            Move here
          </Button>
        </>
      }
    >
      {message ? <Alert tone="danger">{message}</Alert> : null}
      <DayAndSlotChoice {...choice} exclude={appointment.timeslot_id} />
    </Dialog>
  );
}
