import { Alert, Button, Dialog, TextField } from '@aurelia/ui';
import { useState, type FormEvent } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { refusalDismissed } from './appointments-slice';
import { runStaffAction } from './appointments-thunks';
import { DayAndSlotChoice, useDayAndSlot } from './day-and-slot-choice';

/** Books a customer who walked in, for now or later, with the storefront's rules (checked by the API). */
export function WalkInDialog() {
  const dispatch = useAppDispatch();
  const online = useAppSelector((state) => state.network.online);
  const [open, setOpen] = useState(false);
  const choice = useDayAndSlot((today) => today);
  const { slot } = choice;
  const [message, setMessage] = useState<string | null>(null);
  const [errors, setErrors] = useState<Record<string, string[]> | undefined>(undefined);
  const [busy, setBusy] = useState(false);

  function reset(next: boolean) {
    setOpen(next);
    choice.onSlotChange('');
    choice.onDateChange(choice.today);
    setMessage(null);
    setErrors(undefined);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const name = String(form.get('customer_name') ?? '').trim();
    if (!slot) {
      // Without a time the booking would only be refused later (the times need the network to load).
      setMessage(null);
      setErrors({ timeslot_id: [online ? 'Choose a time for the walk-in.' : 'Choose a time for the walk-in. The free times load once the network is back.'] });
      return;
    }
    setBusy(true);
    const result = await dispatch(
      runStaffAction({
        kind: 'walk-in',
        appointmentId: null,
        body: {
          customer_name: name,
          phone: String(form.get('phone') ?? '').trim(),
          notes: String(form.get('notes') ?? '').trim() || null,
          timeslot_id: Number(slot) || 0,
        },
        label: `Book ${name || 'a walk-in'}`,
      }),
    ).unwrap();
    setBusy(false);
    if (result.ok || result.waiting) {
      reset(false);
      return;
    }
    // The dialog shows the refusal by its fields; the list need not show it again.
    dispatch(refusalDismissed(result.key));
    setMessage(result.message);
    setErrors('errors' in result ? result.errors : undefined);
  }

  return (
    <Dialog
      open={open}
      onOpenChange={reset}
      size="lg"
      className="kiosk-dialog--wide"
      title="Book a walk-in"
      description="For now or later today, or on a coming day."
      trigger={<Button size="xl">Book a walk-in</Button>}
    >
      <form onSubmit={submit} noValidate className="kiosk-walk-in">
        {message ? (
          <div className="kiosk-walk-in__wide">
            <Alert tone="danger">{message}</Alert>
          </div>
        ) : null}
        <TextField size="xl" label="Customer name" name="customer_name" autoComplete="off" required errors={errors} />
        <TextField size="xl" label="Phone" name="phone" type="tel" inputMode="tel" autoComplete="off" required errors={errors} />
        <div className="kiosk-walk-in__wide kiosk-walk-in__when">
          <DayAndSlotChoice {...choice} errors={errors} />
        </div>
        <TextField size="xl" label="Notes" name="notes" autoComplete="off" errors={errors} />
        <Button type="submit" size="xl" loading={busy} className="kiosk-walk-in__submit">
          Book
        </Button>
      </form>
    </Dialog>
  );
}
