import type { FieldErrors } from '@aurelia/api-client';
import type { AddressBody, CheckoutBody, Fulfilment, PaymentMethod } from '@aurelia/contracts';
import { fieldText } from '../../shared/use-form-action';

/** The hidden field carrying the idempotency key of the order a form posted to the server's page sends. */
export const ORDER_KEY_FIELD = 'order_key';
/** The hidden field carrying the pieces' subtotal the shopper was shown, for the server to hold the order to. */
export const SHOWN_SUBTOTAL_FIELD = 'expected_subtotal';
/** The "Deliver to" choice that is an address typed into the form rather than a saved one. */
export const NEW_ADDRESS = 'new';

/** The choices a checkout form's order is made of that its fields do not carry as they are. */
export interface OrderChoice {
  fulfilment: Fulfilment;
  /** The store to pick up at (pick-up only). */
  store: string;
  /** The saved address to deliver to (delivery only; none when the shopper has none). */
  addressId: number | undefined;
  method: PaymentMethod;
}

/**
 * The order a checkout form sends, from the page's choices and what was typed into the form: a gift card's code,
 * carat coins as typed (the server caps them, and refuses by the field what is not a whole number), and the pieces'
 * subtotal the page showed (the server refuses the order, 409, when the pieces no longer come to it).
 */
export function checkoutBodyOf(form: FormData, { fulfilment, store, addressId, method }: OrderChoice): CheckoutBody {
  const giftCardCode = fieldText(form, 'gift_card_code').trim();
  const coinsText = fieldText(form, 'coins').trim();
  const shownSubtotal = Number(fieldText(form, SHOWN_SUBTOTAL_FIELD) || Number.NaN);
  const extras = {
    ...(giftCardCode ? { gift_card_code: giftCardCode } : {}),
    ...(coinsText && coinsText !== '0' ? { coins: Number(coinsText) } : {}),
    // Prices follow the day's metal rate: the order is placed only at the subtotal the shopper saw.
    ...(Number.isFinite(shownSubtotal) ? { expected_subtotal: shownSubtotal } : {}),
  };
  return fulfilment === 'delivery'
    ? { fulfilment, ...(addressId === undefined ? {} : { address_id: addressId }), payment_method: method, ...extras }
    : { fulfilment, ...(store ? { store } : {}), payment_method: method, ...extras };
}

/** Why the server's page did not place the order it was posted, as the form shows it; the key to send it again with. */
export interface PostedOrderRefusal {
  /** The refusal's heading where the form does not make its own (a refused address). */
  title: string;
  error: string;
  errors: FieldErrors | null;
  /** The refusal's status (409: a piece or the store no longer allows it). */
  refusal: number;
  /** Set when the new delivery address was refused: what was typed, to show it again by its fields. */
  address?: AddressBody;
  /** The payment method chosen, to show it chosen again. */
  method?: PaymentMethod;
  orderKey: string;
}
