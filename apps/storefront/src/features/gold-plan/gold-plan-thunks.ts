import type { ApiClient } from '@aurelia/api-client';
import type { GoldPlanPayoutResponse, GoldPlanSubscription, GoldPlanTransaction, ProviderMethod } from '@aurelia/contracts';
import { createAppAsyncThunk } from '../../shared/hooks';
import { formFailure, type SubmissionOutcome } from '../../shared/form-call';
import { reusableKey } from '../../shared/keyed-submission';
import { giftCardCodeIssued, planSubmissionRefused, planSubmissionStarted, planSubmissionSucceeded, selectPlanSubmission, type PlanAction } from './gold-plan-slice';

/**
 * A thunk for one of the plan's actions: the same `Idempotency-Key` while the same body is sent again, a
 * second dispatch ignored while one is on its way, and never a rejection — the page gets the value or what
 * to show.
 */
function planSubmission<Body, Value>(type: string, which: PlanAction, call: (api: ApiClient, body: Body, key: string) => Promise<Value>) {
  return createAppAsyncThunk(
    type,
    async (body: Body, { getState, dispatch, extra }): Promise<SubmissionOutcome<Value>> => {
      const fingerprint = JSON.stringify(body);
      const key = reusableKey(selectPlanSubmission(getState(), which), fingerprint) ?? extra.newKey();
      dispatch(planSubmissionStarted({ action: which, key, fingerprint }));
      try {
        const value = await call(extra.api, body, key);
        dispatch(planSubmissionSucceeded(which));
        return { ok: true, value };
      } catch (error) {
        const reason = formFailure(error);
        dispatch(planSubmissionRefused({ action: which, ...reason }));
        return { ok: false, ...reason, refusal: null };
      }
    },
    { condition: (_body, { getState }) => selectPlanSubmission(getState(), which)?.status !== 'pending' },
  );
}

/** Joins a plan with a monthly amount; the server's 422 comes back by field (`instalment_amount`, `plan`). */
export const subscribeToPlan = planSubmission(
  'goldPlan/subscribe',
  'subscribe',
  async (api, body: { plan: string; instalment_amount: number }, key): Promise<GoldPlanSubscription> => (await api.subscribeToGoldPlan(body, key)).data,
);

/** Opens (or finds the open) attempt to pay an instalment; the page then goes to its `pay_url`. */
export const payInstalment = planSubmission(
  'goldPlan/pay',
  'pay',
  async (api, { paymentUuid, payment_method }: { paymentUuid: string; payment_method: ProviderMethod }, key): Promise<GoldPlanTransaction> =>
    (await api.payGoldPlanInstalment(paymentUuid, { payment_method }, key)).data,
);

/** Redeems a matured plan or closes one early; the new gift card's code is kept once for the page to show. */
export const payOutPlan = createAppAsyncThunk(
  'goldPlan/payOut',
  async ({ uuid, kind }: { uuid: string; kind: 'redeem' | 'close' }, { dispatch, extra }): Promise<SubmissionOutcome<GoldPlanPayoutResponse['data']>> => {
    dispatch(planSubmissionStarted({ action: 'payout', key: uuid, fingerprint: kind }));
    try {
      const { data } = kind === 'redeem' ? await extra.api.redeemGoldPlan(uuid) : await extra.api.closeGoldPlanEarly(uuid);
      if (data.code) dispatch(giftCardCodeIssued({ subscription: uuid, code: data.code }));
      dispatch(planSubmissionSucceeded('payout'));
      return { ok: true, value: data };
    } catch (error) {
      const reason = formFailure(error);
      dispatch(planSubmissionRefused({ action: 'payout', ...reason }));
      return { ok: false, ...reason, refusal: null };
    }
  },
  { condition: (_body, { getState }) => selectPlanSubmission(getState(), 'payout')?.status !== 'pending' },
);

/** One look at a transaction, for the status page that waits for the provider. */
export const readTransaction = createAppAsyncThunk('goldPlan/readTransaction', async (transactionNumber: string, { extra }): Promise<GoldPlanTransaction> => {
  const { data } = await extra.api.getGoldPlanTransaction(transactionNumber);
  return data;
});
