import type { FieldErrors } from '@aurelia/api-client';
import { Alert, Button, PasswordField, TextField } from '@aurelia/ui';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import type { FormOutcome } from '../device';

export interface ManagerCredentialsFormProps {
  title: string;
  lead: string;
  submitLabel: string;
  /** The action's own fields, after the manager's email and password, given the API's field errors. */
  fields?: (errors: FieldErrors | undefined) => ReactNode;
  onSubmit: (form: FormData) => Promise<FormOutcome>;
  onCancel: () => void;
}

/**
 * A manager's action at the counter: their email and password, asked for this one action, and the action's
 * own fields. The API's refusal is shown and takes focus; success is left to the caller's state.
 */
export function ManagerCredentialsForm({ title, lead, submitLabel, fields, onSubmit, onCancel }: ManagerCredentialsFormProps) {
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
    setBusy(true);
    const outcome = await onSubmit(new FormData(event.currentTarget));
    setBusy(false);
    if (outcome.ok) return;
    setMessage(outcome.message);
    setErrors(outcome.errors);
    setRefusals((count) => count + 1);
  }

  return (
    <form className="kiosk-panel" onSubmit={submit} noValidate aria-labelledby="manager-action-title">
      <h2 id="manager-action-title" className="kiosk-title" tabIndex={-1} ref={heading}>
        {title}
      </h2>
      <p className="kiosk-lead">{lead}</p>
      {message ? (
        <Alert ref={error} tabIndex={-1} tone="danger">
          {message}
        </Alert>
      ) : null}
      <TextField size="xl" label="Manager email" name="manager_email" type="email" autoComplete="username" required errors={errors} />
      <PasswordField size="xl" label="Password" name="password" autoComplete="current-password" required errors={errors} />
      {fields?.(errors)}
      <Button type="submit" size="xl" loading={busy}>
        {submitLabel}
      </Button>
      <Button type="button" size="xl" variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
    </form>
  );
}

/** A text field of a manager's form, errors by name from the API. */
export const field = (form: FormData, name: string) => String(form.get(name) ?? '');
