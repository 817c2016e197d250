import type { BackOfficeOrder, BackOfficeOrderRow, BackOfficeProfile, BackOfficeSession, BackOfficeStore } from '@aurelia/contracts';
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
