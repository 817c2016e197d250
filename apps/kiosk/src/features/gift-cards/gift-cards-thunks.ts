import type { CounterGiftCardBody, StaffGiftCardRedeemBody } from '@aurelia/contracts';
import { formatInr } from '@aurelia/domain';
import { createAsyncThunk } from '@reduxjs/toolkit';
import { isConnectionProblem, messageOf } from '../../app/errors';
import type { AppThunkConfig, KioskServices } from '../../app/store';
import { cameOnline, wentOffline } from '../network/network-slice';
import {
  issueDone,
  issueFailed,
  issueSent,
  lookupDone,
  lookupFailed,
  lookupSent,
  redeemDone,
  redeemFailed,
  redeemSent,
  type CallFailure,
  type CounterCall,
} from './gift-cards-slice';

export const NO_CONNECTION_ISSUE =
  'No connection to the shop, so the card may not be issued yet. Try again when the network is back: the same sale is sent, and it is never issued twice.';
export const NO_CONNECTION_REDEEM =
  'No connection to the shop, so the amount may not be taken yet. Try again when the network is back: the same redemption is sent, and it is never taken twice.';

/** The key for a request: the last attempt's when the same request is tried again after a lost connection. */
function keyFor(call: CounterCall, body: string, extra: KioskServices): string {
  return call.status === 'no-connection' && call.attempt?.body === body ? call.attempt.key : extra.newKey();
}

function failureOf(error: unknown, noConnection: string): CallFailure {
  if (isConnectionProblem(error)) return { message: noConnection, connection: true };
  return { message: messageOf(error), errors: (error as { errors?: Record<string, string[]> }).errors, connection: false };
}

/** Issues a card paid at the counter; the code comes back once (null when the same sale was already issued). */
export const issueGiftCard = createAsyncThunk<{ ok: boolean }, CounterGiftCardBody, AppThunkConfig>(
  'giftCards/issue',
  async (body, { dispatch, getState, extra }) => {
    const sent = JSON.stringify(body);
    const key = keyFor(getState().giftCards.issue, sent, extra);
    dispatch(issueSent({ key, body: sent }));
    try {
      const { data } = await extra.api.issueCounterGiftCard(body, key);
      if (!getState().network.online) dispatch(cameOnline());
      dispatch(issueDone({ card: data.gift_card, code: data.code }));
      return { ok: true };
    } catch (error) {
      if (isConnectionProblem(error)) dispatch(wentOffline());
      dispatch(issueFailed(failureOf(error, NO_CONNECTION_ISSUE)));
      return { ok: false };
    }
  },
);

/** Looks a card up by the code the customer shows: masked, with its balance and ledger. */
export const lookUpGiftCard = createAsyncThunk<void, string, AppThunkConfig>('giftCards/lookUp', async (code, { dispatch, getState, extra }) => {
  dispatch(lookupSent(code.trim()));
  try {
    const { data } = await extra.api.lookUpGiftCard({ code: code.trim() });
    if (!getState().network.online) dispatch(cameOnline());
    dispatch(lookupDone(data));
  } catch (error) {
    if (isConnectionProblem(error)) dispatch(wentOffline());
    dispatch(lookupFailed(messageOf(error)));
  }
});

/** Takes part of the card on screen for an in-store bill. */
export const redeemGiftCard = createAsyncThunk<{ ok: boolean }, Omit<StaffGiftCardRedeemBody, 'code'>, AppThunkConfig>(
  'giftCards/redeem',
  async ({ amount, reference }, { dispatch, getState, extra }) => {
    const code = getState().giftCards.lookup.code;
    const body: StaffGiftCardRedeemBody = { code, amount, reference };
    const sent = JSON.stringify(body);
    const key = keyFor(getState().giftCards.redeem, sent, extra);
    dispatch(redeemSent({ key, body: sent }));
    try {
      const { data } = await extra.api.redeemGiftCard(body, { idempotencyKey: key });
      if (!getState().network.online) dispatch(cameOnline());
      dispatch(redeemDone({ card: data, notice: `${formatInr(amount)} redeemed for ${reference}. ${formatInr(data.balance)} left on the card.` }));
      return { ok: true };
    } catch (error) {
      if (isConnectionProblem(error)) dispatch(wentOffline());
      dispatch(redeemFailed(failureOf(error, NO_CONNECTION_REDEEM)));
      return { ok: false };
    }
  },
);
