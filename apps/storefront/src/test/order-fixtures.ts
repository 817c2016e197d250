import type { Address, CheckoutSummary, Order, Payment } from '@aurelia/contracts';

/** Wire examples of checkout and orders for the storefront's tests; pass overrides for what a test is about. */
export function samplePayment(overrides: Partial<Payment> = {}): Payment {
  return {
    id: '6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b',
    purpose: 'order',
    status: 'pending',
    method: 'card',
    amount: 48_307,
    provider: 'sandbox',
    pay_url: '/sandbox-pay/6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b',
    return_path: '/checkout/payment-status?payment=6f1c2b9e-3a4d-4e5f-8a7b-1c2d3e4f5a6b',
    order_number: 'AUR-2026-000123',
    failure_reason: null,
    refund_due: false,
    created_at: '2026-11-24T05:00:00.000Z',
    settled_at: null,
    ...overrides,
  };
}

export function sampleOrder(overrides: Partial<Order> = {}): Order {
  return {
    order_number: 'AUR-2026-000123',
    status: 'confirmed',
    payment_status: 'due',
    fulfilment: 'pickup',
    payment_method: 'cash',
    item_count: 1,
    subtotal: 48_307,
    gst_included: 1_407.0,
    shipping: 0,
    total: 48_307,
    gift_card: 0,
    carat_coins: 0,
    carat_coins_value: 0,
    amount_due: 48_307,
    reserved_until: null,
    created_at: '2026-11-24T05:00:00.000Z',
    delivery_address: null,
    pickup_store: { slug: 'mumbai-bandra', name: 'Aurelia Bandra', address: '14 Linking Road', city: 'Mumbai' },
    lines: [],
    timeline: [{ status: 'confirmed', kind: 'status', note: 'Pay in cash at pick-up', at: '2026-11-24T05:00:00.000Z' }],
    payment: null,
    can_retry_payment: false,
    shipment: null,
    refunded: 0,
    can_cancel: true,
    return_window_ends_at: null,
    can_return: false,
    returns: [],
    refunds: [],
    ...overrides,
  };
}

export function sampleCheckoutSummary(overrides: Partial<CheckoutSummary> = {}): CheckoutSummary {
  return {
    lines: [
      {
        item_id: 7,
        item_type: 'product',
        name: 'Aurora Solitaire Ring',
        slug: 'aurora-solitaire-ring',
        quantity: 1,
        unit_price: 48_307,
        line_total: 48_307,
        stock: 3,
        is_preorderable: false,
        is_available: true,
      },
    ],
    fulfilment: 'delivery',
    store: null,
    item_count: 1,
    subtotal: 48_307,
    gst_included: 1_407,
    shipping: 0,
    carat_coins: { balance: 0, max_usable: 0, requested: 0, redeemed: 0, value: 0, coin_value: 1, max_redeem_percent: 10 },
    gift_card: null,
    total: 48_307,
    shipping_fee: 250,
    free_shipping_from: 25_000,
    store_open: true,
    can_place_order: true,
    ...overrides,
  };
}

export function sampleAddress(overrides: Partial<Address> = {}): Address {
  return {
    id: 31,
    name: 'Meera Iyer',
    phone: '9845012345',
    line1: '12 Carter Road',
    line2: null,
    city: 'Mumbai',
    state: 'Maharashtra',
    pincode: '400050',
    is_default: true,
    created_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}
