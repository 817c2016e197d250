import type { FieldErrors } from '@aurelia/api-client';
import type { CheckoutSummary } from '@aurelia/contracts';
import { createAction, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { KeyedSubmission } from '../../shared/keyed-submission';
import { rootReducer } from '../../shared/state';
import type { CheckoutChoice } from './checkout-query';

/** What a shopper submits that must never happen twice: an order, a new attempt to pay one, a gift card. */
export type SubmissionPurpose = 'order' | 'payment-retry' | 'gift-card';

/** One submission and its `Idempotency-Key`: for an order, the server answers a repeat with the one order it made. */
export interface Submission extends KeyedSubmission {
  /** The HTTP status of the refusal (409: out of stock, store closed), or null. */
  refusal: number | null;
}

/**
 * A gift card applied at checkout and the server's summary with it (`POST /checkout/summary`). `code` is
 * applied while the server accepts it, so a refused code is never sent again on its own.
 */
export interface GiftCardPreview {
  code: string | null;
  status: 'idle' | 'pending' | 'succeeded' | 'failed';
  /** The request whose answer counts: a later choice (fulfilment, store, coins) wins over an earlier one. */
  requestId: string | null;
  summary: CheckoutSummary | null;
  /** A sentence for the field when no field error explains the refusal (429: too many wrong codes). */
  error: string | null;
  errors: FieldErrors | null;
}

export interface CheckoutState {
  submissions: Partial<Record<SubmissionPurpose, Submission>>;
  giftCard: GiftCardPreview;
}

/** An order stands (cash confirmed, or paid): the server took its pieces out of the cart. */
export const orderCompleted = createAction<string>('checkout/orderCompleted');

const noGiftCard: GiftCardPreview = { code: null, status: 'idle', requestId: null, summary: null, error: null, errors: null };
const initialState: CheckoutState = { submissions: {}, giftCard: noGiftCard };

const checkoutSliceDefinition = createSlice({
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
    giftCardPreviewStarted(state, action: PayloadAction<{ code: string; requestId: string }>) {
      state.giftCard = { ...state.giftCard, ...action.payload, status: 'pending', error: null, errors: null };
    },
    giftCardPreviewed(state, action: PayloadAction<{ requestId: string; summary: CheckoutSummary }>) {
      if (state.giftCard.requestId !== action.payload.requestId) return;
      state.giftCard.status = 'succeeded';
      state.giftCard.summary = action.payload.summary;
    },
    /** The code is no longer applied: the order goes back to the loader's price, the reason shows by the field. */
    giftCardPreviewRefused(state, action: PayloadAction<{ requestId: string; error: string; errors: FieldErrors | null }>) {
      const { requestId, error, errors } = action.payload;
      if (state.giftCard.requestId !== requestId) return;
      state.giftCard = { ...noGiftCard, status: 'failed', error, errors };
    },
    giftCardRemoved(state) {
      state.giftCard = noGiftCard;
    },
  },
  extraReducers: (builder) => {
    // The card was spent on that order: the next checkout starts without it.
    builder.addCase(orderCompleted, (state) => {
      state.giftCard = noGiftCard;
    });
  },
  selectors: {
    selectSubmission: (state, purpose: SubmissionPurpose): Submission | undefined => state.submissions[purpose],
    selectGiftCardPreview: (state): GiftCardPreview => state.giftCard,
    /**
     * The summary the page shows: the gift card preview once it is priced for the page's own choices, else
     * the loader's `summary` (while a preview for new choices is on its way, the card's row waits for it).
     */
    selectShownSummary: (state, summary: CheckoutSummary): CheckoutSummary => {
      const preview = state.giftCard.summary;
      if (state.giftCard.code === null || preview === null) return summary;
      const same =
        preview.fulfilment === summary.fulfilment &&
        (preview.store?.slug ?? null) === (summary.store?.slug ?? null) &&
        preview.carat_coins.requested === summary.carat_coins.requested;
      return same ? preview : summary;
    },
  },
});

declare module '../../shared/state' {
  export interface LazyLoadedSlices {
    checkout: CheckoutState;
  }
}

/** Injected by this module, not combined by the store: only the pages that import it carry it (shared/state.ts). */
export const checkoutSlice = checkoutSliceDefinition.injectInto(rootReducer);

export const {
  submissionStarted,
  submissionSucceeded,
  submissionRefused,
  submissionReset,
  giftCardPreviewStarted,
  giftCardPreviewed,
  giftCardPreviewRefused,
  giftCardRemoved,
} = checkoutSlice.actions;
export const { selectSubmission, selectGiftCardPreview, selectShownSummary } = checkoutSlice.selectors;

/** The page's summary (its choices) came from the loader: a gift card applied is priced again for them. */
export const checkoutSummaryLoaded = createAction<CheckoutChoice>('checkout/summaryLoaded');
