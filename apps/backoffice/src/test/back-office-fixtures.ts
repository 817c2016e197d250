import type { BackOfficeOrder, BackOfficeOrderRow, BackOfficeProfile, BackOfficeSession, BackOfficeStore, MetalRate, MetalRateChange, MetalRates } from '@aurelia/contracts';
import { ROLE_RIGHTS, type StaffRole } from '@aurelia/domain';

export const BANDRA: BackOfficeStore = { id: 1, slug: 'mumbai-bandra', name: 'Aurelia Bandra', city: 'Mumbai' };
export const INDIRANAGAR: BackOfficeStore = { id: 2, slug: 'bengaluru-indiranagar', name: 'Aurelia Indiranagar', city: 'Bengaluru' };

/** A signed-in person of `role`: an admin reaches every store, a manager and staff their own. */
export function profile(role: StaffRole, overrides: Partial<BackOfficeProfile> = {}): BackOfficeProfile {
  const people = {
    admin: { id: 9, name: 'Asha Kapoor', email: 'admin@aurelia.test', stores: [BANDRA, INDIRANAGAR] },
    manager: { id: 2, name: 'Rahul Mehta', email: 'staff@aurelia.test', stores: [BANDRA] },
    staff: { id: 3, name: 'Anjali Nair', email: 'anjali@aurelia.test', stores: [BANDRA] },
  };
  return { ...people[role], role, rights: [...ROLE_RIGHTS[role]], ...overrides };
}

export function session(role: StaffRole): BackOfficeSession {
  return { status: 'signed_in', access_token: `token-of-${role}`, expires_at: '2099-01-01T00:00:00.000Z', staff: profile(role) };
}

export function orderRow(overrides: Partial<BackOfficeOrderRow> = {}): BackOfficeOrderRow {
  return {
    order_number: 'AUR-7K3M9Q2X',
    created_at: '2026-03-02T05:30:00.000Z',
    customer: { id: 1, name: 'Priya Sharma', email: 'shopper@aurelia.test', phone: '9876543210' },
    status: 'confirmed',
    payment_status: 'paid',
    payment_method: 'card',
    fulfilment: 'delivery',
    store: null,
    total: 48_307,
    refunded: 0,
    item_count: 1,
    ...overrides,
  };
}

/** A paid delivery order of one ring, packed: it may be shipped, cancelled or refunded. */
export function order(overrides: Partial<BackOfficeOrder> = {}): BackOfficeOrder {
  return {
    order_number: 'AUR-7K3M9Q2X',
    status: 'packed',
    payment_status: 'paid',
    fulfilment: 'delivery',
    payment_method: 'card',
    item_count: 1,
    subtotal: 48_307,
    gst_included: 1_407,
    shipping: 0,
    total: 48_307,
    gift_card: 0,
    carat_coins: 0,
    carat_coins_value: 0,
    amount_due: 48_307,
    reserved_until: null,
    created_at: '2026-03-02T05:30:00.000Z',
    delivery_address: { name: 'Priya Sharma', phone: '9876543210', line1: '12 Hill Road', line2: null, city: 'Mumbai', state: 'Maharashtra', pincode: '400050' },
    pickup_store: null,
    lines: [
      {
        id: 11,
        product_id: 7,
        name: 'Aurora Solitaire Ring',
        slug: 'aurora-solitaire-ring',
        unit_price: 48_307,
        quantity: 1,
        line_total: 48_307,
        is_preorder: false,
        price_breakup: {
          metal_weight_g: 4.25,
          metal_rate_per_g: 6_600,
          metal_value: 28_050,
          making_charge: 4_200,
          stone_value: 14_650,
          subtotal: 46_900,
          gst: 1_407,
          total: 48_307,
        },
      },
    ],
    timeline: [],
    payment: null,
    can_retry_payment: false,
    shipment: null,
    refunded: 0,
    can_cancel: false,
    return_window_ends_at: null,
    can_return: false,
    returns: [],
    refunds: [],
    customer: { id: 1, name: 'Priya Sharma', email: 'shopper@aurelia.test', phone: '9876543210' },
    arrived_at: null,
    events: [
      { kind: 'status', status: 'confirmed', note: 'Paid by card', at: '2026-03-02T05:30:00.000Z', actor: null },
      { kind: 'status', status: 'packed', note: 'Packed', at: '2026-03-02T06:00:00.000Z', actor: { id: 2, name: 'Rahul Mehta' } },
    ],
    audit: [],
    actions: {
      transitions: [{ to: 'shipped', label: 'Mark shipped', needs_shipment: true }],
      cancel: true,
      refund: { refundable: 48_307 },
      record_cash: null,
    },
    ...overrides,
  };
}

/** The rates in force on the morning of 2 March 2026 (India), one of each purity. */
export function metalRateList(overrides: Partial<Record<MetalRate['purity'], Partial<MetalRate>>> = {}): MetalRate[] {
  const rates: MetalRate[] = [
    { purity: '24K', title: '24 Karat gold', rate_per_gram: 12_850, set_at: '2026-03-02T04:30:00.000Z', pieces: 4 },
    { purity: '22K', title: '22 Karat gold', rate_per_gram: 11_780, set_at: '2026-03-02T04:30:00.000Z', pieces: 18 },
    { purity: '18K', title: '18 Karat gold', rate_per_gram: 9_640.5, set_at: '2026-03-01T04:30:00.000Z', pieces: 31 },
    { purity: '14K', title: '14 Karat gold', rate_per_gram: 7_510, set_at: '2026-03-01T04:30:00.000Z', pieces: 6 },
    { purity: 'Pt 950', title: 'Platinum 950', rate_per_gram: null, set_at: null, pieces: 0 },
  ];
  return rates.map((rate) => ({ ...rate, ...overrides[rate.purity] }));
}

/** The 22K rate set this morning by the admin, re-pricing its pieces. */
export function metalRateChange(overrides: Partial<MetalRateChange> = {}): MetalRateChange {
  return {
    id: 12,
    purity: '22K',
    rate_per_gram: 11_780,
    previous_rate_per_gram: 11_650,
    set_at: '2026-03-02T04:30:00.000Z',
    set_by: { id: 9, name: 'Asha Kapoor' },
    reason: 'Morning rate from the bullion desk',
    pieces_repriced: 18,
    ...overrides,
  };
}

/** `GET /back-office/metal-rates`: the rates above and two changes, newest first. */
export function metalRates(): MetalRates {
  return {
    rates: metalRateList(),
    changes: [
      metalRateChange(),
      metalRateChange({ id: 3, purity: '18K', rate_per_gram: 9_640.5, previous_rate_per_gram: null, set_at: '2026-03-01T04:30:00.000Z', set_by: null, reason: 'Opening rates', pieces_repriced: 31 }),
    ],
  };
}
