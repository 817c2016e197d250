import type { ApiClient } from '@aurelia/api-client';
import { isHttpError } from '@aurelia/api-client/errors';
import type { AddressBody, CheckoutBody, Order, Payment, ProviderMethod } from '@aurelia/contracts';
import { createAppAsyncThunk } from '../../shared/hooks';
import { formCall, formFailure, type SubmissionOutcome } from '../../shared/form-call';
import { reusableKey } from '../../shared/keyed-submission';
import {
  giftCardPreviewed,
  giftCardPreviewRefused,
  giftCardPreviewStarted,
  selectSubmission,
  submissionRefused,
  submissionStarted,
  submissionSucceeded,
  type SubmissionPurpose,
} from './checkout-slice';
import type { CheckoutChoice } from './checkout-query';

/**
 * A thunk that sends `body` with an `Idempotency-Key`: the same key as long as the same body is sent again,
 * so a double click or a resubmit after a failure never makes a second order. While one is on its way, another
 * dispatch does nothing (the condition). It never rejects: the page gets the value or what to show.
 */
export function idempotentSubmission<Body, Value>(
  type: string,
  purpose: SubmissionPurpose,
  call: (api: ApiClient, body: Body, key: string) => Promise<Value>,
) {
  return createAppAsyncThunk(
    type,
    async (body: Body, { getState, dispatch, extra }): Promise<SubmissionOutcome<Value>> => {
      const fingerprint = JSON.stringify(body);
      const key = reusableKey(selectSubmission(getState(), purpose), fingerprint) ?? extra.newKey();
      dispatch(submissionStarted({ purpose, key, fingerprint }));
      try {
        const value = await call(extra.api, body, key);
        dispatch(submissionSucceeded(purpose));
        return { ok: true, value };
      } catch (error) {
        const reason = { ...formFailure(error), refusal: isHttpError(error) ? error.status : null };
        dispatch(submissionRefused({ purpose, ...reason }));
        return { ok: false, ...reason };
      }
    },
    { condition: (_body, { getState }) => selectSubmission(getState(), purpose)?.status !== 'pending' },
  );
}

/** Places the order from the server cart (`POST /checkout`); card, bank and wallet answer with where to pay. */
export const placeOrder = idempotentSubmission('checkout/placeOrder', 'order', async (api, body: CheckoutBody, key): Promise<Order> => {
  const { data } = await api.placeOrder(body, key);
  return data;
});

/** A new attempt to pay an unpaid order (`POST /orders/{n}/payments`); the order comes back with its `pay_url`. */
export const retryPayment = idempotentSubmission(
  'checkout/retryPayment',
  'payment-retry',
  async (api, { orderNumber, payment_method }: { orderNumber: string; payment_method: ProviderMethod }, key): Promise<Order> => {
    const { data } = await api.retryOrderPayment(orderNumber, { payment_method }, key);
    return data;
  },
);

/** Saves a delivery address typed at checkout; the server's field errors come back by their fields. */
export const saveAddress = formCall('checkout/saveAddress', async (api, body: AddressBody) => (await api.createAddress(body)).data);

/** One look at a payment attempt, for the outcome page that waits for the provider. */
export const readPayment = createAppAsyncThunk('checkout/readPayment', async (paymentId: string, { extra }): Promise<Payment> => {
  const { data } = await extra.api.getPayment(paymentId);
  return data;
});

/**
 * Applies a gift card: the server prices the order with it for the page's choices (`POST /checkout/summary`,
 * the code in the body). A refusal (422 by the field, 429 after too many wrong codes) un-applies the code.
 */
export const previewGiftCard = createAppAsyncThunk(
  'checkout/previewGiftCard',
  async ({ code, ...choices }: CheckoutChoice & { code: string }, { dispatch, extra, requestId }): Promise<void> => {
    dispatch(giftCardPreviewStarted({ code, requestId }));
    try {
      const { data } = await extra.api.previewCheckoutSummary({ ...choices, gift_card_code: code });
      dispatch(giftCardPreviewed({ requestId, summary: data }));
    } catch (error) {
      dispatch(giftCardPreviewRefused({ requestId, ...formFailure(error) }));
    }
  },
);
