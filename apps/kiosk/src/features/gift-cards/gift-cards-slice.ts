import type { CounterGiftCardBody, StaffGiftCard } from '@aurelia/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { resetOnLock } from '../../app/session-events';

/**
 * A sale or redemption sent to the API. `key` is its Idempotency-Key and `body` what it sent: trying the
 * same request again after a lost connection keeps the key, so the server acts on it once.
 */
export interface CounterAttempt {
  key: string;
  body: string;
  /**
   * The session that sent it (memory only): the shop keeps Idempotency-Keys per staff member, so a retry
   * after a lock, unlocked by someone else, still goes as the one who took the payment.
   */
  token: string;
  /** Who took it, to name on the unconfirmed sale after a lock. */
  staffName: string;
}

/**
 * How a counter call ended: `no-connection` means it may or may not have reached the shop; `resending` is
 * that same request (same key) on its way again.
 */
export type CounterCallStatus = 'idle' | 'sending' | 'resending' | 'done' | 'refused' | 'no-connection';

/** A sale or redemption the shop has not confirmed: kept, with its key, until it is or staff discard it. */
export const isUnconfirmed = (call: CounterCall) => call.attempt !== null && (call.status === 'no-connection' || call.status === 'resending');

export interface CounterCall {
  status: CounterCallStatus;
  attempt: CounterAttempt | null;
  message: string | null;
  errors: Record<string, string[]> | null;
}

export interface GiftCardsState {
  issue: CounterCall & {
    /**
     * The card just issued and its code: shown once, gone on "Done" or when the kiosk locks. `fromName` is the
     * giver's name as it was sent (the card itself does not keep it), null when the store gives the card.
     */
    issued: { card: StaffGiftCard; code: string | null; fromName: string | null } | null;
  };
  lookup: {
    status: 'idle' | 'loading' | 'found' | 'failed';
    /** The code as typed, in memory only (never stored, gone on lock): a redemption sends it again. */
    code: string;
    card: StaffGiftCard | null;
    message: string | null;
  };
  redeem: CounterCall & { notice: string | null };
}

const idleCall: CounterCall = { status: 'idle', attempt: null, message: null, errors: null };

const initialState: GiftCardsState = {
  issue: { ...idleCall, issued: null },
  lookup: { status: 'idle', code: '', card: null, message: null },
  redeem: { ...idleCall, notice: null },
};

export interface CallFailure {
  message: string;
  errors?: Record<string, string[]> | undefined;
  /** The connection failed: the request may have reached the shop, so a retry keeps its key. */
  connection: boolean;
}

function failed(call: CounterCall, failure: CallFailure) {
  call.status = failure.connection ? 'no-connection' : 'refused';
  call.message = failure.message;
  call.errors = failure.errors ?? null;
}

export const giftCardsSlice = createSlice({
  name: 'giftCards',
  initialState,
  reducers: {
    issueSent(state, action: PayloadAction<CounterAttempt>) {
      const again = isUnconfirmed(state.issue) && state.issue.attempt?.key === action.payload.key;
      state.issue = { ...idleCall, status: again ? 'resending' : 'sending', attempt: action.payload, issued: null };
    },
    issueDone(state, action: PayloadAction<{ card: StaffGiftCard; code: string | null }>) {
      const sent = state.issue.attempt ? (JSON.parse(state.issue.attempt.body) as Partial<CounterGiftCardBody>) : null;
      state.issue = { ...idleCall, status: 'done', issued: { ...action.payload, fromName: sent?.from_name ?? null } };
    },
    issueFailed(state, action: PayloadAction<CallFailure>) {
      failed(state.issue, action.payload);
    },
    /**
     * "Done" after the code was handed over, or an unconfirmed sale discarded by staff: nothing of the last
     * one stays on screen, and the next sale gets a new key.
     */
    issueCleared(state) {
      state.issue = initialState.issue;
    },
    lookupSent(state, action: PayloadAction<string>) {
      state.lookup = { status: 'loading', code: action.payload, card: null, message: null };
      if (!isUnconfirmed(state.redeem)) state.redeem = initialState.redeem;
    },
    lookupDone(state, action: PayloadAction<StaffGiftCard>) {
      state.lookup.status = 'found';
      state.lookup.card = action.payload;
    },
    lookupFailed(state, action: PayloadAction<string>) {
      state.lookup = { status: 'failed', code: '', card: null, message: action.payload };
    },
    /** The next customer: the card, its code and any redemption leave the screen (an unconfirmed one stays to settle). */
    lookupCleared(state) {
      state.lookup = initialState.lookup;
      if (!isUnconfirmed(state.redeem)) state.redeem = initialState.redeem;
    },
    redeemSent(state, action: PayloadAction<CounterAttempt>) {
      const again = isUnconfirmed(state.redeem) && state.redeem.attempt?.key === action.payload.key;
      state.redeem = { ...idleCall, status: again ? 'resending' : 'sending', attempt: action.payload, notice: null };
    },
    redeemDone(state, action: PayloadAction<{ card: StaffGiftCard; notice: string }>) {
      state.redeem = { ...idleCall, status: 'done', notice: action.payload.notice };
      // A redemption settled after a lock does not bring the card (its owner, its history) back on screen.
      if (state.lookup.card?.id === action.payload.card.id) state.lookup.card = action.payload.card;
    },
    /** Staff discard an unconfirmed redemption: its key is forgotten. */
    redeemCleared(state) {
      state.redeem = initialState.redeem;
    },
    redeemFailed(state, action: PayloadAction<CallFailure>) {
      failed(state.redeem, action.payload);
    },
  },
  extraReducers: (builder) => {
    // Locking (by hand or when idle) leaves no card, code or customer on screen. A sale or redemption the
    // shop has not confirmed stays, with its key, to be settled after the next unlock (never twice).
    resetOnLock(builder, initialState, (state) => ({
      issue: isUnconfirmed(state.issue) || state.issue.status === 'sending' ? { ...state.issue, issued: null } : initialState.issue,
      redeem: isUnconfirmed(state.redeem) || state.redeem.status === 'sending' ? { ...state.redeem, notice: null } : initialState.redeem,
    }));
  },
});

export const { issueSent, issueDone, issueFailed, issueCleared, lookupSent, lookupDone, lookupFailed, lookupCleared, redeemSent, redeemDone, redeemFailed, redeemCleared } =
  giftCardsSlice.actions;
