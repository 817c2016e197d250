import type { FieldErrors } from '@aurelia/api-client';
import { Button } from '@aurelia/ui';
import type { ReactNode } from 'react';
import { ManagerSignInFields, useFocusedHeading, useManagerForm } from '../../app/manager-form';
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
  const form = useManagerForm(onSubmit);
  const heading = useFocusedHeading();

  return (
    <form className="kiosk-panel" onSubmit={form.submit} noValidate aria-labelledby="manager-action-title">
      <h2 id="manager-action-title" className="kiosk-title" tabIndex={-1} ref={heading}>
        {title}
      </h2>
      <p className="kiosk-lead">{lead}</p>
      <ManagerSignInFields refusal={form} emailName="manager_email" />
      {fields?.(form.errors)}
      <Button type="submit" size="xl" loading={form.busy}>
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
