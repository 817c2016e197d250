import { failureOf, isHttpError, type FieldErrors } from '@aurelia/api-client';
import { Alert } from '@aurelia/ui';
import { useLayoutEffect, useRef } from 'react';

/** Plain words for a refusal whose answer carried none of its own. */
const BY_STATUS: Readonly<Record<number, string>> = {
  401: 'Your session has ended. Sign in again.',
  403: 'Your role does not allow this.',
  404: 'This record does not exist, or it belongs to a store outside your reach.',
  409: 'This cannot be done now: the record changed. Reload it and try again.',
  422: 'Check the details and try again.',
  429: 'Too many attempts. Wait a minute and try again.',
};

/** A failed call as the back office shows it: the server's sentence, else plain words for its status. */
export interface Refused {
  message: string;
  status: number | null;
  errors: FieldErrors | null;
}

export function refusalOf(error: unknown): Refused {
  // A thunk's rejectWithValue carries one already made (a thunk's thrown error would lose its status).
  if (isRefused(error)) return error;
  const status = isHttpError(error) ? error.status : null;
  const failure = failureOf(error, { fallback: (status && BY_STATUS[status]) || 'Something went wrong. Try again.' });
  return { message: failure.message, status, errors: failure.errors };
}

function isRefused(value: unknown): value is Refused {
  return typeof value === 'object' && value !== null && !(value instanceof Error) && 'message' in value && 'status' in value && 'errors' in value;
}

/** The first field error of `field`, for a form control's `error`. */
export function fieldError(refused: Refused | null, field: string): string | undefined {
  return refused?.errors?.[field]?.[0];
}

/**
 * A refusal beside the action that met it: a danger alert that takes focus when it appears, so it is read out
 * at once and the next Tab goes on from there. Key it by its message so that a new refusal arrives anew.
 */
export function RefusalAlert({ refused, title }: { refused: Refused; title?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  // Before paint, so the alert is focused the moment it shows (and read out at once).
  useLayoutEffect(() => {
    ref.current?.focus();
  }, []);
  return (
    <Alert ref={ref} tabIndex={-1} tone="danger" title={title} className="bo-refusal">
      {refused.message}
    </Alert>
  );
}
