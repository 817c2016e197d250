import type { FieldErrors } from '@aurelia/api-client';
import { Alert, ErrorSummary } from '@aurelia/ui';
import type { Ref } from 'react';

export interface BookingErrorsProps {
  /** The server's reason the booking was refused. */
  error: string;
  /** The chosen time was taken meanwhile: the free times were loaded again. */
  slotTaken: boolean;
  /** The server's messages by field, if it sent any. */
  errors: FieldErrors | null;
  /** The fields the form shows, whose messages show by them (the others show here). */
  shownFields: readonly string[];
  /** What takes the focus when no field is in error. */
  alertRef: Ref<HTMLDivElement>;
}

/**
 * Why a booking was refused, above the form. Only a refusal draws it, so it comes with the booking's request once the
 * page has hydrated (booking-form.tsx), not with the page.
 */
export default function BookingErrors({ error, slotTaken, errors, shownFields, alertRef }: BookingErrorsProps) {
  if (slotTaken) {
    return (
      <Alert ref={alertRef} tabIndex={-1} tone="warning" title="That time is no longer free">
        {error}
      </Alert>
    );
  }
  const byField = Object.entries(errors ?? {});
  const otherErrors = byField.filter(([field]) => !shownFields.includes(field)).flatMap(([, messages]) => messages ?? []);
  // Focus goes to the first field in error (the form's effect); with none, the summary keeps it.
  return (
    <ErrorSummary
      message={
        <>
          {byField.length > 0 ? 'Please check the fields marked below.' : error}
          {otherErrors.map((message) => (
            <p key={message}>{message}</p>
          ))}
        </>
      }
      errors={Object.fromEntries(byField.filter(([field]) => shownFields.includes(field)))}
    />
  );
}
