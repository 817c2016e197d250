import { createHash } from 'node:crypto';
import type { ApiClient } from '@aurelia/api-client';
import { isHttpError } from '@aurelia/api-client/errors';
import type { AddressBody, PaymentMethod } from '@aurelia/contracts';
import { data, redirect } from 'react-router';
import { formFailure } from '../../shared/form-call';
import { fieldText } from '../../shared/use-form-action';
import { API_UNAVAILABLE_RETRY_AFTER, isApiUnavailable } from '../../server/api-unavailable.server';
import { isOwnFormPost } from '../../server/fetch-site.server';
import { addressBodyOf } from './address-fields';
import { checkoutBodyOf, NEW_ADDRESS, ORDER_KEY_FIELD, type PostedOrderRefusal } from './checkout-body';
import { checkoutUrl, coinsToPreview, fulfilmentOf } from './checkout-query';
import { afterOrderPlaced } from './payment-outcome';

/** An idempotency key as the shop's pages make them (a UUID, or 32 hex digits). */
const ORDER_KEY = /^[0-9a-f-]{32,36}$/i;

/**
 * Saves a new address with a key drawn from the order's and the address itself: the same press sent twice saves it
 * once (the API answers the second with the first's address), and an address changed after a refusal is a new one.
 */
async function savedAddressId(api: ApiClient, orderKey: string, body: AddressBody): Promise<number> {
  const idempotencyKey = createHash('sha256').update(`address ${orderKey} ${JSON.stringify(body)}`).digest('hex').slice(0, 32);
  return (await api.createAddress(body, { idempotencyKey })).data.id;
}

function refused(error: unknown, title: string, posted: Pick<PostedOrderRefusal, 'orderKey' | 'method' | 'address'>) {
  const unavailable = isApiUnavailable(error);
  // Anything but the API's answer or its absence (a fault in this server) is the error page's.
  if (!unavailable && !isHttpError(error)) throw error;
  const status = !unavailable && isHttpError(error) ? error.status : 503;
  const { error: message, errors } = formFailure(error);
  const refusal: PostedOrderRefusal = { title, error: message, errors, refusal: status, ...posted };
  return data(refusal, { status, ...(unavailable ? { headers: { 'Retry-After': String(API_UNAVAILABLE_RETRY_AFTER) } } : {}) });
}

/**
 * "Place order" pressed before the checkout page's script ran: the browser posts the form to the page, and the server
 * does what the hydrated form would. The order is placed with the key the page drew into the form, so a press sent
 * twice places it once; a new delivery address is saved first (once, however often it is sent). A choice of delivery
 * or pick-up, or of the store, that the page was not priced for is priced first: the shopper sees the new total and
 * presses again. Only a post from the shop's own page is taken (403 otherwise).
 */
export async function placePostedOrder(request: Request, api: ApiClient) {
  const form = await request.formData().catch(() => null);
  const orderKey = form ? fieldText(form, ORDER_KEY_FIELD) : '';
  if (!isOwnFormPost(request) || !form || !ORDER_KEY.test(orderKey)) {
    const refusal: PostedOrderRefusal = {
      title: 'Your order was not placed',
      error: 'That request did not come from this page. Please check your order and press "Place order" again.',
      errors: null,
      refusal: 403,
      orderKey: '',
    };
    return data(refusal, { status: 403 });
  }
  const page = new URL(request.url).searchParams;
  const pageFulfilment = fulfilmentOf(page.get('fulfilment'));
  const fulfilment = fulfilmentOf(fieldText(form, 'fulfilment'));
  const store = fulfilment === 'pickup' ? fieldText(form, 'store') : '';
  if (fulfilment !== pageFulfilment || (fulfilment === 'pickup' && store !== (page.get('store') ?? ''))) {
    return redirect(checkoutUrl({ fulfilment, ...(store ? { store } : {}), coins: coinsToPreview(page.get('coins')) }), 303);
  }
  // The API refuses, by the field, a method it does not take.
  const method = fieldText(form, 'payment_method') as PaymentMethod;
  let addressId: number | undefined;
  if (fulfilment === 'delivery') {
    const chosen = fieldText(form, 'address_id');
    if (chosen && chosen !== NEW_ADDRESS) addressId = Number(chosen);
    else {
      const address = addressBodyOf(form);
      try {
        addressId = await savedAddressId(api, orderKey, address);
      } catch (error) {
        return refused(error, 'The address was not saved', { orderKey, method, address });
      }
    }
  }
  try {
    const { data: order } = await api.placeOrder(checkoutBodyOf(form, { fulfilment, store, addressId, method }), orderKey);
    const next = afterOrderPlaced(order);
    return redirect('external' in next ? next.external : next.internal, 303);
  } catch (error) {
    return refused(error, 'Your order was not placed', { orderKey, method });
  }
}
