import type { FieldErrors } from '@aurelia/api-client';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { rootReducer } from '../../shared/state';

/** What a shopper does on the plan pages that must never happen twice: join a plan, pay an instalment, take its value. */
export type PlanAction = 'subscribe' | 'pay' | 'payout';

/**
 * One of those actions and the `Idempotency-Key` it goes with: the key stays while the same body is sent
 * again (a double click, a resubmit after a refusal), so the server answers with what it already did.
 */
export interface PlanSubmission {
  key: string;
  /** The body the key belongs to, as JSON. */
  fingerprint: string;
  status: 'idle' | 'pending' | 'succeeded' | 'failed';
  /** A sentence for the whole form when no field explains the refusal. */
  error: string | null;
  /** The server's field errors (422), shown by their fields. */
  errors: FieldErrors | null;
}

export interface GoldPlanState {
  submissions: Partial<Record<PlanAction, PlanSubmission>>;
  /** The full code of a gift card the plan's value just became: shown once, never kept anywhere else. */
  issuedCode: { subscription: string; code: string } | null;
}

const initialState: GoldPlanState = { submissions: {}, issuedCode: null };

const goldPlanSliceDefinition = createSlice({
  name: 'goldPlan',
  initialState,
  reducers: {
    planSubmissionStarted(state, action: PayloadAction<{ action: PlanAction; key: string; fingerprint: string }>) {
      const { action: which, key, fingerprint } = action.payload;
      state.submissions[which] = { key, fingerprint, status: 'pending', error: null, errors: null };
    },
    planSubmissionSucceeded(state, action: PayloadAction<PlanAction>) {
      const submission = state.submissions[action.payload];
      if (submission) submission.status = 'succeeded';
    },
    planSubmissionRefused(state, action: PayloadAction<{ action: PlanAction; error: string; errors: FieldErrors | null }>) {
      const submission = state.submissions[action.payload.action];
      if (!submission) return;
      submission.status = 'failed';
      submission.error = action.payload.error;
      submission.errors = action.payload.errors;
    },
    planSubmissionReset(state, action: PayloadAction<PlanAction>) {
      delete state.submissions[action.payload];
    },
    giftCardCodeIssued(state, action: PayloadAction<{ subscription: string; code: string }>) {
      state.issuedCode = action.payload;
    },
  },
  selectors: {
    selectPlanSubmission: (state, which: PlanAction): PlanSubmission | undefined => state.submissions[which],
    selectIssuedCode: (state, subscription: string): string | null => (state.issuedCode?.subscription === subscription ? state.issuedCode.code : null),
  },
});

declare module '../../shared/state' {
  export interface LazyLoadedSlices {
    goldPlan: GoldPlanState;
  }
}

/** Injected by this module, not combined by the store: only the pages that import it carry it (shared/state.ts). */
export const goldPlanSlice = goldPlanSliceDefinition.injectInto(rootReducer);

export const { planSubmissionStarted, planSubmissionSucceeded, planSubmissionRefused, planSubmissionReset, giftCardCodeIssued } = goldPlanSlice.actions;
export const { selectPlanSubmission, selectIssuedCode } = goldPlanSlice.selectors;

/** The key to send again: the submission's own while its body is the same and it has not succeeded. */
export function keyToReuse(submission: PlanSubmission | undefined, fingerprint: string): string | null {
  if (!submission || submission.status === 'succeeded') return null;
  return submission.fingerprint === fingerprint ? submission.key : null;
}
