import type { FieldErrors } from '@aurelia/api-client';
import type { AsyncThunkAction } from '@reduxjs/toolkit';
import { useCallback, useState } from 'react';
import { useAppDispatch, type AppThunkConfig } from './hooks';
import type { FormOutcome } from './form-call';

export interface FormActionState {
  status: 'idle' | 'pending' | 'succeeded' | 'failed';
  /** A sentence for the whole form when no field error explains the refusal. */
  error: string | null;
  errors: FieldErrors | undefined;
}

const IDLE: FormActionState = { status: 'idle', error: null, errors: undefined };

/**
 * Runs a form's thunk and keeps what the form shows: pending while it runs, then the server's field errors
 * by the fields, or one sentence when the refusal names no field.
 */
export function useFormAction<Body, Value>(
  thunk: (body: Body) => AsyncThunkAction<FormOutcome<Value>, Body, AppThunkConfig>,
): [FormActionState, (body: Body) => Promise<FormOutcome<Value>>] {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<FormActionState>(IDLE);
  const run = useCallback(
    async (body: Body) => {
      setState({ status: 'pending', error: null, errors: undefined });
      // The thunk never rejects (formCall, form-call.ts), so unwrap only hands over its outcome.
      const result = await dispatch(thunk(body)).unwrap();
      if (result.ok) setState({ status: 'succeeded', error: null, errors: undefined });
      else {
        const hasFieldErrors = result.errors !== null && Object.keys(result.errors).length > 0;
        setState({ status: 'failed', error: hasFieldErrors ? null : result.error, errors: result.errors ?? undefined });
      }
      return result;
    },
    [dispatch, thunk],
  );
  return [state, run];
}

/** The text of a form field, or an empty string. */
export function fieldText(form: FormData, name: string): string {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
}

/** A person's name, email and mobile number as the register and profile forms send them (the number without spaces). */
export function contactFieldsOf(form: FormData) {
  return {
    name: fieldText(form, 'name'),
    email: fieldText(form, 'email'),
    phone: fieldText(form, 'phone').replace(/\s+/g, ''),
    phone_country_code: fieldText(form, 'phone_country_code'),
    phone_country_number: fieldText(form, 'phone_country_number'),
  };
}
