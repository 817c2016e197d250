import { sampleBagItem, sampleCart, sampleProduct, sampleUser } from '@aurelia/contracts/testing';
import { describe, expect, it, vi } from 'vitest';
import { startFeatureListeners } from '../../shared/feature-listeners';
import { storeOn, testApiForThisFile } from '../../test/api-server';
import { sampleCheckoutSummary, sampleOrder, samplePayment } from '../../test/order-fixtures';
import { authStateFromSession } from '../auth/auth-slice';
import { itemAdded } from '../cart/cart-slice';
import {
  checkoutSummaryLoaded,
  giftCardPreviewed,
  giftCardPreviewStarted,
  selectGiftCardPreview,
  selectShownSummary,
  selectSubmission,
} from './checkout-slice';
import { addCheckoutListeners } from './checkout-listeners';
import { completeOrder } from './order-stands';
import { placeOrder, previewGiftCard, retryPayment } from './checkout-thunks';
import { afterOrderPlaced, outcomePath, paymentOutcomeOf } from './payment-outcome';

const api = testApiForThisFile();
/** A signed-in shopper's store with the checkout listeners started, as the checkout pages start them. */
const signedIn = () => {
  const store = storeOn(api, { auth: authStateFromSession({ signedIn: true, user: sampleUser() }) });
  startFeatureListeners(store.dispatch, addCheckoutListeners);
  return store;
};
const PICKUP = { fulfilment: 'pickup', store: 'mumbai-bandra', payment_method: 'cash' } as const;
const keysSent = () => api.arrivals.filter((arrival) => arrival.method === 'POST').map((arrival) => arrival.idempotencyKey);

describe('placing an order with an Idempotency-Key', () => {
  it('sends the same key again when the same order is resubmitted after a refusal, so the server makes one order', async () => {
    let answer = { status: 409, body: { message: 'Only 2 of Aurora Solitaire Ring left; your cart holds 3.' } };
    api.on('POST', '/checkout', () => answer);
    const store = signedIn();
    const refused = await store.dispatch(placeOrder(PICKUP)).unwrap();
    expect(refused).toEqual({ ok: false, error: 'Only 2 of Aurora Solitaire Ring left; your cart holds 3.', errors: null, refusal: 409 });
    expect(selectSubmission(store.getState(), 'order')).toMatchObject({ status: 'failed', refusal: 409 });

    answer = { status: 201, body: { data: sampleOrder() } } as never;
    const placed = await store.dispatch(placeOrder(PICKUP)).unwrap();
    expect(placed.ok).toBe(true);
    expect(keysSent()).toEqual(['test-key-1', 'test-key-1']);
  });

  it('uses a new key for another body, and for the next order after a success', async () => {
    api.on('POST', '/checkout', { status: 201, body: { data: sampleOrder() } });
    const store = signedIn();
    await store.dispatch(placeOrder(PICKUP));
    await store.dispatch(placeOrder(PICKUP));
    api.on('POST', '/checkout', { status: 422, body: { message: 'Choose a store', errors: { store: ['Choose a store to pick the order up at'] } } });
    await store.dispatch(placeOrder({ ...PICKUP, payment_method: 'card' }));
    expect(keysSent()).toEqual(['test-key-1', 'test-key-2', 'test-key-3']);
    expect(selectSubmission(store.getState(), 'order')?.errors).toEqual({ store: ['Choose a store to pick the order up at'] });
  });

  it('sends a double click once: the second dispatch does nothing while the first is on its way', async () => {
    api.on('POST', '/checkout', { status: 201, body: { data: sampleOrder() } });
    const store = signedIn();
    const [first, second] = await Promise.all([store.dispatch(placeOrder(PICKUP)), store.dispatch(placeOrder(PICKUP))]);
    expect(placeOrder.fulfilled.match(first)).toBe(true);
    expect(placeOrder.rejected.match(second) && second.meta.condition).toBe(true);
    expect(keysSent()).toHaveLength(1);
  });

  it('retries the payment of an order with its own key and the chosen method', async () => {
    api.on('POST', '/orders/AUR-2026-000123/payments', { status: 201, body: { data: sampleOrder({ payment: samplePayment() }) } });
    const store = signedIn();
    const outcome = await store.dispatch(retryPayment({ orderNumber: 'AUR-2026-000123', payment_method: 'wallet' })).unwrap();
    expect(outcome.ok && outcome.value.payment?.pay_url).toBe('/sandbox-pay/6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b');
    expect(api.arrivals[0]).toMatchObject({ body: { payment_method: 'wallet' }, idempotencyKey: 'test-key-1' });
  });
});

describe('previewing a gift card', () => {
  const card = { masked_code: '••••-••••-••••-JKMN', last4: 'JKMN', balance: 5_000, applied: 5_000, balance_after: 0 };
  const loaded = sampleCheckoutSummary();

  it('shows the preview once it is priced for the page’s choices; an answer to an earlier choice arriving late is ignored', () => {
    const store = signedIn();
    const code = '3467-9ACD-EFGH-JKMN';
    const pickup = sampleCheckoutSummary({ fulfilment: 'pickup', gift_card: card, total: 1 });
    store.dispatch(giftCardPreviewStarted({ code, requestId: 'delivery' }));
    store.dispatch(giftCardPreviewStarted({ code, requestId: 'pickup' }));
    store.dispatch(giftCardPreviewed({ requestId: 'pickup', summary: pickup }));
    store.dispatch(giftCardPreviewed({ requestId: 'delivery', summary: sampleCheckoutSummary({ gift_card: card, total: 2 }) }));
    expect(selectGiftCardPreview(store.getState())).toMatchObject({ status: 'succeeded', code, summary: { fulfilment: 'pickup', total: 1 } });
    // The pick-up preview does not describe a delivery page: the loader's summary shows until it is priced again.
    expect(selectShownSummary(store.getState(), loaded)).toBe(loaded);
    expect(selectShownSummary(store.getState(), sampleCheckoutSummary({ fulfilment: 'pickup' }))).toBe(pickup);
  });

  it('prices the applied card again when the page’s summary is loaded for other choices; a refused code is not sent again', async () => {
    let answer: { status?: number; body: unknown } = { body: { data: sampleCheckoutSummary({ gift_card: card }) } };
    api.on('POST', '/checkout/summary', () => answer);
    const store = signedIn();
    await store.dispatch(previewGiftCard({ fulfilment: 'delivery', code: '3467-9ACD-EFGH-JKMN' }));
    answer = { status: 422, body: { message: 'Nothing is left on this gift card.', errors: { gift_card_code: ['Nothing is left on this gift card.'] } } };
    store.dispatch(checkoutSummaryLoaded({ fulfilment: 'delivery', coins: 40 }));
    await vi.waitFor(() =>
      expect(selectGiftCardPreview(store.getState())).toMatchObject({ code: null, status: 'failed', errors: { gift_card_code: ['Nothing is left on this gift card.'] } }),
    );
    store.dispatch(checkoutSummaryLoaded({ fulfilment: 'delivery', coins: 0 }));
    // Another card's preview, sent after: had the refused code gone again, it would have arrived before this.
    answer = { body: { data: sampleCheckoutSummary({ gift_card: card }) } };
    await store.dispatch(previewGiftCard({ fulfilment: 'delivery', code: '4467-9ACD-EFGH-JKMN' }));
    const previews = api.arrivals.filter((arrival) => arrival.path === '/api/v1/checkout/summary').map((arrival) => arrival.body);
    expect(previews).toEqual([
      { fulfilment: 'delivery', gift_card_code: '3467-9ACD-EFGH-JKMN' },
      { fulfilment: 'delivery', coins: 40, gift_card_code: '3467-9ACD-EFGH-JKMN' },
      { fulfilment: 'delivery', gift_card_code: '4467-9ACD-EFGH-JKMN' },
    ]);
  });

  it('forgets the card once an order stands', async () => {
    api.on('POST', '/checkout/summary', { body: { data: sampleCheckoutSummary({ gift_card: card }) } });
    api.on('GET', '/cart/', { body: { data: sampleCart([]) } });
    const store = signedIn();
    await store.dispatch(previewGiftCard({ fulfilment: 'delivery', code: '3467-9ACD-EFGH-JKMN' }));
    void store.dispatch(completeOrder('AUR-2026-000123'));
    await vi.waitFor(() => expect(selectGiftCardPreview(store.getState())).toMatchObject({ code: null, summary: null, status: 'idle' }));
  });
});

describe('after an order stands', () => {
  it('replaces the local bag with the server cart, which no longer holds the pieces bought', async () => {
    const kept = sampleProduct({ id: 9, item_id: 9, name: 'Kept Pendant' });
    api.on('GET', '/cart/', { body: { data: sampleCart([sampleBagItem({ item_id: 9, name: 'Kept Pendant', product: kept })]) } });
    const store = signedIn();
    store.dispatch(itemAdded({ item: { item_id: 7, item_type: 'product', quantity: 1, name: 'Aurora Solitaire Ring', price: 48_307 } }));
    void store.dispatch(completeOrder('AUR-2026-000123'));
    // The cart's server thunks load on demand first: wait for the outcome, not a fixed time.
    await vi.waitFor(() => expect(store.getState().cart.cart.items.map((item) => item.item_id)).toEqual([9]), { timeout: 10_000 });
  });
});

describe('the outcome of a payment', () => {
  it('waits while pending, succeeds when paid, and fails when declined or refunded', () => {
    expect(paymentOutcomeOf({ status: 'pending' })).toBe('waiting');
    expect(paymentOutcomeOf({ status: 'paid', refund_due: false })).toBe('paid');
    expect(paymentOutcomeOf({ status: 'paid', refund_due: true })).toBe('not-paid');
    expect(paymentOutcomeOf({ status: 'failed' })).toBe('not-paid');
    expect(paymentOutcomeOf({ status: 'cancelled' })).toBe('not-paid');
  });

  it('sends an order to success or failure, and anything else back where its provider returns', () => {
    const id = samplePayment().id;
    expect(outcomePath(samplePayment())).toBeNull();
    expect(outcomePath(samplePayment({ status: 'paid' }))).toBe('/checkout/success?order=AUR-2026-000123');
    expect(outcomePath(samplePayment({ status: 'failed' }))).toBe(`/checkout/failure?order=AUR-2026-000123&payment=${id}`);
    expect(outcomePath(samplePayment({ status: 'paid', purpose: 'gift_card', order_number: null, return_path: `/giftcards/checkout?payment=${id}` }))).toBe(
      `/giftcards/checkout?payment=${id}`,
    );
  });

  it('goes to the provider after placing a card order, and to the success page for cash', () => {
    expect(afterOrderPlaced(sampleOrder({ payment: samplePayment() }))).toEqual({ external: samplePayment().pay_url });
    expect(afterOrderPlaced(sampleOrder())).toEqual({ internal: '/checkout/success?order=AUR-2026-000123' });
  });
});
