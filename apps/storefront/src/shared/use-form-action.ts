import type { FieldErrors } from '@aurelia/api-client';
import type { AsyncThunkAction } from '@reduxjs/toolkit';
import { useCallback, useEffect, useState } from 'react';
import { useAppDispatch, type AppThunkConfig } from './hooks';
import type { FormOutcome } from './form-call';
import { SHOP_UNREACHABLE } from './shop-unreachable';

export interface FormActionState {
  status: 'idle' | 'pending' | 'succeeded' | 'failed';
  /** A sentence for the whole form when no field error explains the refusal. */
  error: string | null;
  errors: FieldErrors | undefined;
}

const IDLE: FormActionState = { status: 'idle', error: null, errors: undefined };

/** A form's thunk (formCall, form-call.ts): it never rejects, it ends in a {@link FormOutcome}. */
export type FormThunk<Body, Value> = (body: Body) => AsyncThunkAction<FormOutcome<Value>, Body, AppThunkConfig>;

/**
 * Runs a form's thunk and keeps what the form shows: pending while it runs, then the server's field errors
 * by the fields, or one sentence when the refusal names no field.
 */
export function useFormAction<Body, Value>(thunk: FormThunk<Body, Value>): [FormActionState, (body: Body) => Promise<FormOutcome<Value>>] {
  return useFormRun(useCallback(() => thunk, [thunk]));
}

/**
 * {@link useFormAction} for a thunk whose module comes once the page has hydrated, not with it: a form's request
 * is needed only when it is sent, and a form sent before then waits for it. Should the module not come (the
 * connection gone, or a release since the page loaded), the form says the shop could not be reached. `load` is a
 * module-level function, so that the fetch starts once.
 */
export function useDeferredFormAction<Body, Value>(
  load: () => Promise<FormThunk<Body, Value>>,
): [FormActionState, (body: Body) => Promise<FormOutcome<Value>>] {
  useEffect(() => void load().catch(() => undefined), [load]);
  return useFormRun(load);
}

function useFormRun<Body, Value>(
  thunkOf: () => FormThunk<Body, Value> | Promise<FormThunk<Body, Value>>,
): [FormActionState, (body: Body) => Promise<FormOutcome<Value>>] {
  const dispatch = useAppDispatch();
  const [state, setState] = useState<FormActionState>(IDLE);
  const run = useCallback(
    async (body: Body): Promise<FormOutcome<Value>> => {
      setState({ status: 'pending', error: null, errors: undefined });
      let thunk: FormThunk<Body, Value>;
      try {
        // A thunk at hand is dispatched at once, in the same task as the submit.
        const found = thunkOf();
        thunk = found instanceof Promise ? await found : found;
      } catch {
        setState({ status: 'failed', error: SHOP_UNREACHABLE, errors: undefined });
        return { ok: false, error: SHOP_UNREACHABLE, errors: null };
      }
      // The thunk never rejects (formCall, form-call.ts), so unwrap only hands over its outcome.
      const result = await dispatch(thunk(body)).unwrap();
      if (result.ok) setState({ status: 'succeeded', error: null, errors: undefined });
      else {
        const hasFieldErrors = result.errors !== null && Object.keys(result.errors).length > 0;
        setState({ status: 'failed', error: hasFieldErrors ? null : result.error, errors: result.errors ?? undefined });
      }
      return result;
    },
    [dispatch, thunkOf],
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
