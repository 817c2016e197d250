import { failureOf, isConnectionProblem, type ApiClient } from '@aurelia/api-client';
import type { CounterGiftCardBody, StaffGiftCardRedeemBody } from '@aurelia/contracts';
import { formatInr } from '@aurelia/domain';
import { createAsyncThunk, type UnknownAction } from '@reduxjs/toolkit';
import type { AppThunkConfig, KioskServices, RootState } from '../../app/store';
import { cameOnline, wentOffline } from '../network';
import { releaseSession } from '../session';
import {
  isUnconfirmed,
  issueCleared,
  issueDone,
  issueFailed,
  issueSent,
  lookupDone,
  lookupFailed,
  lookupSent,
  redeemDone,
  redeemFailed,
  redeemCleared,
  redeemSent,
  type CallFailure,
  type CounterAttempt,
  type CounterCall,
} from './gift-cards-slice';

export const NO_CONNECTION_ISSUE =
  'No connection to the shop, so the card may not be issued yet. Try again when the network is back: the same sale is sent, and it is never issued twice.';
export const NO_CONNECTION_REDEEM =
  'No connection to the shop, so the amount may not be taken yet. Try again when the network is back: the same redemption is sent, and it is never taken twice.';

/**
 * The attempt for a request: the unconfirmed one (its key, its staff member) when the same request is tried
 * again after a lost connection, otherwise a new key for the unlocked staff member. Null when locked.
 */
export function attemptFor(call: CounterCall, body: string, state: RootState, extra: KioskServices): CounterAttempt | null {
  if (isUnconfirmed(call) && call.attempt?.body === body) return call.attempt;
  const session = state.session.session;
  return session ? { key: extra.newKey(), body, token: session.access_token, staffName: session.staff.name } : null;
}

/** The client to send an attempt with: the unlocked session's, or the session of the staff member who took it. */
function clientFor(attempt: CounterAttempt, state: RootState, extra: KioskServices) {
  return state.session.session?.access_token === attempt.token ? extra.api : extra.apiWithToken(attempt.token);
}

export interface ThunkTools {
  dispatch: AppThunkConfig['dispatch'];
  getState: () => RootState;
}

function failureFor(error: unknown, noConnection: string): CallFailure {
  const { message, errors, connection } = failureOf(error, { noConnection });
  return { message, errors: errors ?? undefined, connection };
}

/**
 * Sends an attempt as the staff member who took it; `call` sends it and records the answer. A lost connection
 * leaves it unconfirmed (its key kept for Try again); once answered, a locked session nothing waits on is signed out.
 */
export async function sendAttempt(
  attempt: CounterAttempt,
  { dispatch, getState, extra }: Pick<AppThunkConfig, 'extra'> & ThunkTools,
  noConnection: string,
  failedWith: (failure: CallFailure) => UnknownAction,
  call: (api: ApiClient) => Promise<void>,
) {
  try {
    await call(clientFor(attempt, getState(), extra));
    if (!getState().network.online) dispatch(cameOnline());
    await dispatch(releaseSession(attempt.token));
    return { ok: true };
  } catch (error) {
    if (isConnectionProblem(error)) dispatch(wentOffline());
    dispatch(failedWith(failureFor(error, noConnection)));
    return { ok: false };
  }
}

/** Sends a sale (new, or the unconfirmed one again with its key); the code comes back once (null when it was already issued). */
function sendIssue(attempt: CounterAttempt, tools: Pick<AppThunkConfig, 'extra'> & ThunkTools) {
  tools.dispatch(issueSent(attempt));
  return sendAttempt(attempt, tools, NO_CONNECTION_ISSUE, issueFailed, async (api) => {
    const { data } = await api.issueCounterGiftCard(JSON.parse(attempt.body) as CounterGiftCardBody, attempt.key);
    tools.dispatch(issueDone({ card: data.gift_card, code: data.code }));
  });
}

/** Issues a card paid at the counter; the same sale after a lost connection goes again with the same key. */
export const issueGiftCard = createAsyncThunk<{ ok: boolean }, CounterGiftCardBody, AppThunkConfig>('giftCards/issue', async (body, tools) => {
  const attempt = attemptFor(tools.getState().giftCards.issue, JSON.stringify(body), tools.getState(), tools.extra);
  return attempt ? sendIssue(attempt, tools) : { ok: false };
});

/** "Try again" on an unconfirmed sale, even after a lock: the same request, key and staff member. */
export const resendIssue = createAsyncThunk<{ ok: boolean }, void, AppThunkConfig>('giftCards/resendIssue', async (_arg, tools) => {
  const { issue } = tools.getState().giftCards;
  return issue.attempt && issue.status === 'no-connection' ? sendIssue(issue.attempt, tools) : { ok: false };
});

/** Looks a card up by the code the customer shows: masked, with its balance and ledger. True when found. */
export const lookUpGiftCard = createAsyncThunk<boolean, string, AppThunkConfig>('giftCards/lookUp', async (code, { dispatch, getState, extra }) => {
  dispatch(lookupSent(code.trim()));
  try {
    const { data } = await extra.api.lookUpGiftCard({ code: code.trim() });
    if (!getState().network.online) dispatch(cameOnline());
    dispatch(lookupDone(data));
    return true;
  } catch (error) {
    if (isConnectionProblem(error)) dispatch(wentOffline());
    dispatch(lookupFailed(failureOf(error).message));
    return false;
  }
});

/** Sends a redemption (new, or the unconfirmed one again with its key). */
function sendRedeem(attempt: CounterAttempt, tools: Pick<AppThunkConfig, 'extra'> & ThunkTools) {
  const body = JSON.parse(attempt.body) as StaffGiftCardRedeemBody;
  tools.dispatch(redeemSent(attempt));
  return sendAttempt(attempt, tools, NO_CONNECTION_REDEEM, redeemFailed, async (api) => {
    const { data } = await api.redeemGiftCard(body, { idempotencyKey: attempt.key });
    tools.dispatch(redeemDone({ card: data, notice: `${formatInr(body.amount)} redeemed for ${body.reference}. ${formatInr(data.balance)} left on the card.` }));
  });
}

/** Takes part of the card on screen for an in-store bill. */
export const redeemGiftCard = createAsyncThunk<{ ok: boolean }, Omit<StaffGiftCardRedeemBody, 'code'>, AppThunkConfig>(
  'giftCards/redeem',
  async ({ amount, reference }, tools) => {
    const body: StaffGiftCardRedeemBody = { code: tools.getState().giftCards.lookup.code, amount, reference };
    const attempt = attemptFor(tools.getState().giftCards.redeem, JSON.stringify(body), tools.getState(), tools.extra);
    return attempt ? sendRedeem(attempt, tools) : { ok: false };
  },
);

/** "Try again" on an unconfirmed redemption, even after a lock: the same request, key and staff member. */
export const resendRedeem = createAsyncThunk<{ ok: boolean }, void, AppThunkConfig>('giftCards/resendRedeem', async (_arg, tools) => {
  const { redeem } = tools.getState().giftCards;
  return redeem.attempt && redeem.status === 'no-connection' ? sendRedeem(redeem.attempt, tools) : { ok: false };
});

/**
 * Staff discard an unconfirmed sale or redemption (they checked it did not reach the shop, or settled it
 * another way): its key is forgotten, and the session that took it is signed out if nothing else waits.
 */
export const discardUnconfirmed = createAsyncThunk<void, 'issue' | 'redeem', AppThunkConfig>('giftCards/discard', async (which, { dispatch, getState }) => {
  const token = getState().giftCards[which].attempt?.token;
  dispatch(which === 'issue' ? issueCleared() : redeemCleared());
  if (token) await dispatch(releaseSession(token));
});
