import type { FieldErrors } from '@aurelia/api-client';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { KeyedSubmission } from '../../shared/keyed-submission';
import { rootReducer } from '../../shared/state';

/** What a shopper does on the plan pages that must never happen twice: join a plan, pay an instalment, take its value. */
export type PlanAction = 'subscribe' | 'pay' | 'payout';

/** One of those actions and its `Idempotency-Key`. */
export type PlanSubmission = KeyedSubmission;

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
