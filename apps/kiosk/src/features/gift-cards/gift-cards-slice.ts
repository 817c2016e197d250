import type { StaffGiftCard } from '@aurelia/contracts';
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { locked } from '../session/session-slice';

/**
 * A sale or redemption sent to the API. `key` is its Idempotency-Key and `body` what it sent: trying the
 * same request again after a lost connection keeps the key, so the server acts on it once.
 */
export interface CounterAttempt {
  key: string;
  body: string;
}

/** How a counter call ended: `no-connection` means it may or may not have reached the shop. */
export type CounterCallStatus = 'idle' | 'sending' | 'done' | 'refused' | 'no-connection';

export interface CounterCall {
  status: CounterCallStatus;
  attempt: CounterAttempt | null;
  message: string | null;
  errors: Record<string, string[]> | null;
}

export interface GiftCardsState {
  issue: CounterCall & {
    /** The card just issued and its code: shown once, gone on "Done" or when the kiosk locks. */
    issued: { card: StaffGiftCard; code: string | null } | null;
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
      state.issue = { ...idleCall, status: 'sending', attempt: action.payload, issued: null };
    },
    issueDone(state, action: PayloadAction<{ card: StaffGiftCard; code: string | null }>) {
      state.issue = { ...idleCall, status: 'done', issued: action.payload };
    },
    issueFailed(state, action: PayloadAction<CallFailure>) {
      failed(state.issue, action.payload);
    },
    /** "Done" after the code was handed over, or "New sale": nothing of the last one stays on screen. */
    issueCleared(state) {
      state.issue = initialState.issue;
    },
    lookupSent(state, action: PayloadAction<string>) {
      state.lookup = { status: 'loading', code: action.payload, card: null, message: null };
      state.redeem = initialState.redeem;
    },
    lookupDone(state, action: PayloadAction<StaffGiftCard>) {
      state.lookup.status = 'found';
      state.lookup.card = action.payload;
    },
    lookupFailed(state, action: PayloadAction<string>) {
      state.lookup = { status: 'failed', code: '', card: null, message: action.payload };
    },
    /** The next customer: the card, its code and any redemption leave the screen. */
    lookupCleared(state) {
      state.lookup = initialState.lookup;
      state.redeem = initialState.redeem;
    },
    redeemSent(state, action: PayloadAction<CounterAttempt>) {
      state.redeem = { ...idleCall, status: 'sending', attempt: action.payload, notice: null };
    },
    redeemDone(state, action: PayloadAction<{ card: StaffGiftCard; notice: string }>) {
      state.redeem = { ...idleCall, status: 'done', notice: action.payload.notice };
      state.lookup.card = action.payload.card;
    },
    redeemFailed(state, action: PayloadAction<CallFailure>) {
      failed(state.redeem, action.payload);
    },
  },
  extraReducers: (builder) => {
    // Locking (by hand or when idle) leaves no card, code or customer on screen.
    builder.addCase(locked, () => initialState);
  },
});

export const { issueSent, issueDone, issueFailed, issueCleared, lookupSent, lookupDone, lookupFailed, lookupCleared, redeemSent, redeemDone, redeemFailed } =
  giftCardsSlice.actions;
