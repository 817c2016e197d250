import type { FieldErrors } from '@aurelia/api-client';
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** What a shopper submits that must never happen twice: an order, a new attempt to pay one, a gift card. */
export type SubmissionPurpose = 'order' | 'payment-retry' | 'gift-card';

/**
 * One submission and the `Idempotency-Key` it is sent with. The key stays while the same body is sent again
 * (a double click, a resubmit after a network failure or a refusal), so the server answers with the one
 * order it made; another body, or a new submission after a success, gets a new key.
 */
export interface Submission {
  key: string;
  /** The body the key belongs to, as JSON. */
  fingerprint: string;
  status: 'idle' | 'pending' | 'succeeded' | 'failed';
  /** A sentence for the whole form when no field explains the refusal. */
  error: string | null;
  /** The server's field errors (422), shown by their fields. */
  errors: FieldErrors | null;
  /** The HTTP status of the refusal (409: out of stock, store closed), or null. */
  refusal: number | null;
}

export interface CheckoutState {
  submissions: Partial<Record<SubmissionPurpose, Submission>>;
}

const initialState: CheckoutState = { submissions: {} };

export const checkoutSlice = createSlice({
  name: 'checkout',
  initialState,
  reducers: {
    submissionStarted(state, action: PayloadAction<{ purpose: SubmissionPurpose; key: string; fingerprint: string }>) {
      const { purpose, key, fingerprint } = action.payload;
      state.submissions[purpose] = { key, fingerprint, status: 'pending', error: null, errors: null, refusal: null };
    },
    submissionSucceeded(state, action: PayloadAction<SubmissionPurpose>) {
      const submission = state.submissions[action.payload];
      if (submission) submission.status = 'succeeded';
    },
    /** The key is kept: sending the same body again is the same attempt. */
    submissionRefused(
      state,
      action: PayloadAction<{ purpose: SubmissionPurpose; error: string; errors: FieldErrors | null; refusal: number | null }>,
    ) {
      const { purpose, ...reason } = action.payload;
      const submission = state.submissions[purpose];
      if (submission) Object.assign(submission, { status: 'failed' }, reason);
    },
    /** The form is left or starts afresh: what it showed is forgotten (a succeeded key is never reused). */
    submissionReset(state, action: PayloadAction<SubmissionPurpose>) {
      const submission = state.submissions[action.payload];
      if (submission?.status === 'succeeded') delete state.submissions[action.payload];
      else if (submission) Object.assign(submission, { status: 'idle', error: null, errors: null, refusal: null });
    },
  },
  selectors: {
    selectSubmission: (state, purpose: SubmissionPurpose): Submission | undefined => state.submissions[purpose],
  },
});

export const { submissionStarted, submissionSucceeded, submissionRefused, submissionReset } = checkoutSlice.actions;
export const { selectSubmission } = checkoutSlice.selectors;

/** The key for sending `fingerprint`: the pending or refused submission's own when it is the same body, else none. */
export function reusableKey(submission: Submission | undefined, fingerprint: string): string | null {
  if (!submission || submission.status === 'succeeded') return null;
  return submission.fingerprint === fingerprint ? submission.key : null;
}

/** An order stands (cash confirmed, or paid): the server took its pieces out of the cart. */
export const orderCompleted = createAction<string>('checkout/orderCompleted');
