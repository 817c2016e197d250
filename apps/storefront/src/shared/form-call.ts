import type { ApiClient, FieldErrors } from '@aurelia/api-client';
import { failureOf } from '@aurelia/api-client/errors';
import { createAppAsyncThunk } from './hooks';
import { SHOP_UNREACHABLE } from './shop-unreachable';
import type { AppDispatch } from './state';

/** What a form shows for a failed call: a sentence, and the server's field errors (docs/behaviour.md §8) when it sent any. */
export function formFailure(error: unknown) {
  const { message, errors } = failureOf(error, { noConnection: SHOP_UNREACHABLE });
  return { error: message, errors };
}

/** How a form's call ended: its value, or a sentence and the server's field errors (docs/behaviour.md §8). */
export type FormOutcome<Value> = { ok: true; value: Value } | { ok: false; error: string; errors: FieldErrors | null };

/** How a submission ended: its value, or what the form shows (a sentence, field errors, the refusal's status). */
export type SubmissionOutcome<Value> =
  | { ok: true; value: Value }
  | { ok: false; error: string; errors: FieldErrors | null; refusal: number | null };

/**
 * A thunk for one form's call that never rejects: the page gets either the value or what to show by the
 * fields, so nothing the shopper typed is lost on a refusal.
 */
export function formCall<Body, Value>(type: string, call: (api: ApiClient, body: Body, dispatch: AppDispatch) => Promise<Value>) {
  return createAppAsyncThunk(type, async (body: Body, { extra, dispatch }): Promise<FormOutcome<Value>> => {
    try {
      return { ok: true, value: await call(extra.api, body, dispatch) };
    } catch (error) {
      return { ok: false, ...formFailure(error) };
    }
  });
}
