import { isConnectionProblem } from '@aurelia/api-client';
import { createAsyncThunk } from '@reduxjs/toolkit';
import type { AppThunkConfig } from '../../app/store';
import { attemptFor, sendAttempt, type CounterAttempt, type ThunkTools } from '../gift-cards';
import { cameOnline, wentOffline } from '../network';
import { releaseSession } from '../session';
import { pickupCleared, pickupDone, pickupFailed, pickupSent, pickupsFailed, pickupsLoaded, pickupsLoading, cashTakenText, requestOf, type PickupRequest } from './pickups-slice';

export const NO_CONNECTION_PICKUP =
  'No connection to the shop, so this may not be recorded yet. Try again when the network is back: the same step is sent, and it is never recorded twice.';

/** Loads the store's pick-ups for the search (the last one when not given); a failure keeps the list shown. */
export const loadPickups = createAsyncThunk<void, string | undefined, AppThunkConfig>('pickups/load', async (query, { dispatch, getState, extra }) => {
  const q = (query ?? getState().pickups.query).trim();
  dispatch(pickupsLoading(q));
  try {
    const { data } = await extra.api.listKioskPickups(q ? { q } : {});
    if (!getState().network.online) dispatch(cameOnline());
    dispatch(pickupsLoaded({ query: q, items: data }));
  } catch (error) {
    if (isConnectionProblem(error)) dispatch(wentOffline());
    dispatch(pickupsFailed());
  }
});

/** Sends a step (new, or the unconfirmed one again with its key) as the staff member who took it. */
function sendPickup(attempt: CounterAttempt, tools: Pick<AppThunkConfig, 'extra'> & ThunkTools) {
  const request = requestOf(attempt);
  tools.dispatch(pickupSent(attempt));
  return sendAttempt(attempt, tools, NO_CONNECTION_PICKUP, pickupFailed, async (api) => {
    const options = { idempotencyKey: attempt.key };
    const { data } =
      request.action === 'ready'
        ? await api.markKioskPickupReady(request.orderNumber, options)
        : await api.collectKioskPickup(request.orderNumber, { cash_taken: request.cashTaken }, options);
    tools.dispatch(pickupDone({ pickup: data, notice: noticeOf(request, data.customer.name) }));
  });
}

function noticeOf(request: PickupRequest, name: string): string {
  return request.action === 'ready'
    ? `Order ${request.orderNumber} is ready; ${name} has been told to come.`
    : `Order ${request.orderNumber} handed over to ${name}${cashTakenText(request)}.`;
}

/** Makes an order ready or hands it over; the same step after a lost connection goes again with the same key. */
export const runPickupAction = createAsyncThunk<{ ok: boolean }, PickupRequest, AppThunkConfig>('pickups/act', async (request, tools) => {
  const attempt = attemptFor(tools.getState().pickups.call, JSON.stringify(request), tools.getState(), tools.extra);
  if (!attempt) return { ok: false };
  const outcome = await sendPickup(attempt, tools);
  if (outcome.ok) void tools.dispatch(loadPickups());
  return outcome;
});

/** "Try again" on an unconfirmed step, even after a lock: the same request, key and staff member. */
export const resendPickupAction = createAsyncThunk<{ ok: boolean }, void, AppThunkConfig>('pickups/resend', async (_arg, tools) => {
  const { call } = tools.getState().pickups;
  if (!call.attempt || call.status !== 'no-connection') return { ok: false };
  const outcome = await sendPickup(call.attempt, tools);
  if (outcome.ok && tools.getState().session.session) void tools.dispatch(loadPickups());
  return outcome;
});

/** Staff discard an unconfirmed step (they checked it did not reach the shop); its session is signed out if nothing else waits. */
export const discardPickupAction = createAsyncThunk<void, void, AppThunkConfig>('pickups/discard', async (_arg, { dispatch, getState }) => {
  const token = getState().pickups.call.attempt?.token;
  dispatch(pickupCleared());
  if (token) await dispatch(releaseSession(token));
});
