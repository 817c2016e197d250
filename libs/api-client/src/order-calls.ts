import type {
  CancelOrderBody,
  CartAddBody,
  CartItemInput,
  CartRemoveBody,
  CartResponse,
  CartSyncBody,
  CheckoutBody,
  CheckoutSummaryBody,
  CheckoutSummaryQuery,
  CheckoutSummaryResponse,
  OrderListQuery,
  OrderListResponse,
  OrderResponse,
  PaymentResponse,
  RetryPaymentBody,
  ReturnRequestBody,
} from '@aurelia/contracts';
import { keyed, type Call } from './call';
import type { RequestOptions } from './http';

/** The cart, checkout, orders and their payments. */
export interface OrderCalls {
  /** `POST /cart/add`. */
  addToCart(body: CartAddBody, options?: RequestOptions): Promise<CartResponse>;
  /** `POST /cart/remove`. */
  removeFromCart(body: CartRemoveBody, options?: RequestOptions): Promise<CartResponse>;
  /** `GET /cart/`. */
  getCart(options?: RequestOptions): Promise<CartResponse>;
  /** `POST /cart/sync` with `{ cart: items }`. */
  syncCart(items: CartItemInput[], options?: RequestOptions): Promise<CartResponse>;
  /** `GET /checkout/summary?fulfilment=&store=`: the server cart priced by the server; an empty cart is a 422. */
  getCheckoutSummary(query?: CheckoutSummaryQuery, options?: RequestOptions): Promise<CheckoutSummaryResponse>;
  /**
   * `POST /checkout/summary`: the same summary with a gift card previewed (`gift_card`: what it pays, what stays
   * on it); the code goes in the body, never a URL. A code that is no usable card rejects with a 422 on
   * `gift_card_code`, too many wrong codes with a 429.
   */
  previewCheckoutSummary(body: CheckoutSummaryBody, options?: RequestOptions): Promise<CheckoutSummaryResponse>;
  /**
   * `POST /checkout` with the `Idempotency-Key` header: places the order. Send the same key again to retry
   * the same attempt safely (it resolves to the same order); make a new key for a new attempt.
   */
  placeOrder(body: CheckoutBody, idempotencyKey: string, options?: RequestOptions): Promise<OrderResponse>;
  /** `GET /orders?page=&per_page=`: the shopper's orders, newest first. */
  getOrders(query?: OrderListQuery, options?: RequestOptions): Promise<OrderListResponse>;
  /** `GET /orders/{orderNumber}`: an order with lines and timeline; anyone else's rejects with a 404. */
  getOrder(orderNumber: string, options?: RequestOptions): Promise<OrderResponse>;
  /**
   * `POST /orders/{orderNumber}/payments` with the `Idempotency-Key` header: a new attempt to pay an unpaid
   * order; resolves to the order with the new `payment` (go to its `pay_url`).
   */
  retryOrderPayment(
    orderNumber: string,
    body: RetryPaymentBody,
    idempotencyKey: string,
    options?: RequestOptions,
  ): Promise<OrderResponse>;
  /** `GET /payments/{id}`: one of the payer's attempts, for the outcome page to poll; anyone else's is a 404. */
  getPayment(paymentId: string, options?: RequestOptions): Promise<PaymentResponse>;
  /** `POST /orders/{orderNumber}/cancel` with a reason: resolves to the cancelled order (409 once it is packed or made ready). */
  cancelOrder(orderNumber: string, body: CancelOrderBody, options?: RequestOptions): Promise<OrderResponse>;
  /** `POST /orders/{orderNumber}/returns`: units of lines to send back and why; resolves to the order with the return. */
  requestReturn(orderNumber: string, body: ReturnRequestBody, options?: RequestOptions): Promise<OrderResponse>;
}

/** The functions of {@link OrderCalls}, each a call of its endpoint in the contract's table. */
export function createOrderCalls(call: Call): OrderCalls {
  return {
    addToCart: (body, init) => call('addToCart', { body, signal: init?.signal }),
    removeFromCart: (body, init) => call('removeFromCart', { body, signal: init?.signal }),
    getCart: (init) => call('getCart', { signal: init?.signal }),
    syncCart: (items, init) => call('syncCart', { body: { cart: items } satisfies CartSyncBody, signal: init?.signal }),
    getCheckoutSummary: (query, init) => call('getCheckoutSummary', { query, signal: init?.signal }),
    previewCheckoutSummary: (body, init) => call('previewCheckoutSummary', { body, signal: init?.signal }),
    placeOrder: (body, idempotencyKey, init) => call('placeOrder', { body, headers: keyed(idempotencyKey), signal: init?.signal }),
    getOrders: (query, init) => call('listOrders', { query, signal: init?.signal }),
    getOrder: (orderNumber, init) => call('getOrder', { params: { orderNumber }, signal: init?.signal }),
    retryOrderPayment: (orderNumber, body, idempotencyKey, init) =>
      call('retryOrderPayment', { params: { orderNumber }, body, headers: keyed(idempotencyKey), signal: init?.signal }),
    getPayment: (paymentId, init) => call('getPayment', { params: { paymentId }, signal: init?.signal }),
    cancelOrder: (orderNumber, body, init) => call('cancelOrder', { params: { orderNumber }, body, signal: init?.signal }),
    requestReturn: (orderNumber, body, init) => call('requestReturn', { params: { orderNumber }, body, signal: init?.signal }),
  };
}
