import type { FieldErrors } from '@aurelia/api-client';

/**
 * A submission that must never happen twice and the `Idempotency-Key` it is sent with. The key stays while the same
 * body is sent again (a double click, a resubmit after a network failure or a refusal), so the server answers with
 * what it already did; another body, or a new submission after a success, gets a new key.
 */
export interface KeyedSubmission {
  key: string;
  /** The body the key belongs to, as JSON. */
  fingerprint: string;
  status: 'idle' | 'pending' | 'succeeded' | 'failed';
  /** A sentence for the whole form when no field explains the refusal. */
  error: string | null;
  /** The server's field errors (422), shown by their fields. */
  errors: FieldErrors | null;
}

/** The key for sending `fingerprint`: the pending or refused submission's own when it is the same body, else none. */
export function reusableKey(submission: KeyedSubmission | undefined, fingerprint: string): string | null {
  if (!submission || submission.status === 'succeeded') return null;
  return submission.fingerprint === fingerprint ? submission.key : null;
}
