import type { FieldErrors } from '@aurelia/api-client';
import { Alert, Button, PasswordField, TextField } from '@aurelia/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useAppDispatch } from '../../app/hooks';
import { openOutsideHours } from '../device/device-thunks';

/**
 * A manager opens the counter while the store is closed: their email and password (asked for this one action),
 * a reason, and until when today (the end of the day when left empty). The API records who, why and until when.
 */
export function ManagerOverride({ onCancel }: { onCancel: () => void }) {
  const dispatch = useAppDispatch();
  const [message, setMessage] = useState<string | null>(null);
  const [errors, setErrors] = useState<FieldErrors | undefined>(undefined);
  const [busy, setBusy] = useState(false);
  const [refusals, setRefusals] = useState(0);
  const error = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => heading.current?.focus(), []);
  useEffect(() => {
    if (refusals > 0) error.current?.focus();
  }, [refusals]);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    const outcome = await dispatch(
      openOutsideHours({
        email: String(form.get('manager_email') ?? ''),
        password: String(form.get('password') ?? ''),
        reason: String(form.get('reason') ?? ''),
        until: String(form.get('until') ?? ''),
      }),
    ).unwrap();
    setBusy(false);
    if (outcome.ok) return;
    setMessage(outcome.message);
    setErrors(outcome.errors);
    setRefusals((count) => count + 1);
  }

  return (
    <form className="kiosk-panel" onSubmit={submit} noValidate aria-labelledby="override-title">
      <h2 id="override-title" className="kiosk-title" tabIndex={-1} ref={heading}>
        Open the counter outside hours
      </h2>
      <p className="kiosk-lead">A manager of this store only. It is recorded with your name and reason.</p>
      {message ? (
        <Alert ref={error} tabIndex={-1} tone="danger">
          {message}
        </Alert>
      ) : null}
      <TextField size="xl" label="Manager email" name="manager_email" type="email" autoComplete="username" required errors={errors} />
      <PasswordField size="xl" label="Password" name="password" autoComplete="current-password" required errors={errors} />
      <TextField size="xl" label="Reason" name="reason" required errors={errors} />
      <TextField size="xl" label="Until (today, leave empty for the end of the day)" name="until" type="time" errors={errors} />
      <Button type="submit" size="xl" loading={busy}>
        Open the counter
      </Button>
      <Button type="button" size="xl" variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </form>
  );
}
