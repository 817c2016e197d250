/**
 * Valid wire examples for tests, here and in the projects that use the contracts.
 * Each call returns a fresh object; pass overrides for the fields a test is about.
 */
import type { Appointment, Timeslot } from './appointments';
import type { User } from './auth';
import type { BagItem, CartItemInput, CartResponse } from './cart';
import type { Product } from './catalogue';
import type { GoldPlan, GoldPlanSubscription, GoldPlanTransaction } from './gold-plan';

export function sampleProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 7,
    item_id: 7,
    item_type: 'product',
    slug: 'aurora-solitaire-ring',
    name: 'Aurora Solitaire Ring',
    description: 'An 18 karat gold ring set with a single round diamond.',
    price: 48_307,
    is_preorderable: false,
    stock: 3,
    is_available: true,
    categories: [{ id: 2, slug: 'rings', name: 'Rings' }],
    attributes: [
      { id: 1, name: '18K', title: '18 Karat', group: 'purity' },
      { id: 4, name: 'gold', title: 'Gold', group: 'metal' },
    ],
    images: [
      { url: '/images/products/aurora-solitaire-ring.png', alt: 'Aurora Solitaire Ring', width: 800, height: 800 },
    ],
    price_breakup: {
      metal_weight_g: 4.25,
      metal_rate_per_g: 6_600,
      metal_value: 28_050,
      making_charge: 4_200,
      stone_value: 14_650,
      subtotal: 46_900,
      gst: 1_407,
      round_off: 0,
      total: 48_307,
    },
    diamonds: { colour: 'IJ', clarity: 'SI', carat: 0.17 },
    ...overrides,
  };
}

export function sampleCartItem(overrides: Partial<CartItemInput> = {}): CartItemInput {
  return { item_id: 7, item_type: 'product', quantity: 1, name: 'Aurora Solitaire Ring', price: 48_307, ...overrides };
}

export function sampleBagItem(overrides: Partial<BagItem> = {}): BagItem {
  return {
    item_id: 7,
    item_type: 'product',
    quantity: 2,
    name: 'Aurora Solitaire Ring',
    price: 48_307,
    line_total: 96_614,
    product: sampleProduct(),
    ...overrides,
  };
}

export function sampleUser(overrides: Partial<User> = {}): User {
  return {
    id: 11,
    name: 'Asha Rao',
    email: 'asha@example.com',
    phone: '9876543210',
    phone_country_number: '91',
    phone_country_code: 'IN',
    role: 'customer',
    email_verified_at: null,
    created_at: '2025-01-31T09:30:00.000Z',
    ...overrides,
  };
}

export function sampleTimeslot(overrides: Partial<Timeslot> = {}): Timeslot {
  return {
    id: 31,
    store_id: 1,
    date: '2025-03-14',
    start_time: '11:00',
    end_time: '11:30',
    capacity: 2,
    available: 1,
    ...overrides,
  };
}

export function sampleAppointment(overrides: Partial<Appointment> = {}): Appointment {
  return {
    id: 5,
    booking_number: 'APT-20250314-0005',
    customer_name: 'Asha Rao',
    phone: '9876543210',
    appointment_date: '2025-03-14',
    notes: null,
    timeslot_id: 31,
    user_id: null,
    status: 'booked',
    store: {
      id: 1,
      slug: 'mumbai-bandra',
      name: 'Aurelia Bandra',
      address: '14 Hill Road, Bandra West, Mumbai 400050',
    },
    timeslot: sampleTimeslot(),
    ...overrides,
  };
}

/** The seeded "Swarna 10+1" scheme (apps/api seed): ten instalments, a 75 % bonus on one instalment. */
export function sampleGoldPlan(overrides: Partial<GoldPlan> = {}): GoldPlan {
  return {
    slug: 'swarna-10-plus-1',
    name: 'Swarna 10+1',
    description: 'Ten monthly instalments.',
    instalment_count: 10,
    min_instalment: 1000,
    max_instalment: 100000,
    step: 500,
    grace_days: 7,
    bonus_percent: 75,
    redeem_window_days: 90,
    early_closure_after: 6,
    ...overrides,
  };
}

/** A plan joined today with its first instalment due: nothing paid yet. */
export function sampleGoldPlanSubscription(overrides: Partial<GoldPlanSubscription> = {}): GoldPlanSubscription {
  const first = {
    uuid: '3f1c2b7a-5d4e-4f60-9a8b-7c6d5e4f3a22',
    number: 1,
    amount: 1500,
    due_on: '2026-03-02',
    paid_on: null,
    state: 'due' as const,
  };
  return {
    uuid: '3f1c2b7a-5d4e-4f60-9a8b-7c6d5e4f3a21',
    plan: sampleGoldPlan(),
    instalment_amount: 1500,
    instalment_count: 10,
    instalments_paid: 0,
    started_on: '2026-03-02',
    maturity_date: '2027-01-02',
    redeem_until: '2027-04-02',
    standing: 'active',
    paid_amount: 0,
    bonus_so_far: 0,
    next_payable: first,
    created_at: '2026-03-02T06:30:00.000Z',
    schedule: [first],
    can_close_early: false,
    redeemable_value: null,
    gift_card: null,
    ...overrides,
  };
}

/** An attempt to pay the first instalment, pending with the provider. */
export function sampleGoldPlanTransaction(overrides: Partial<GoldPlanTransaction> = {}): GoldPlanTransaction {
  return {
    transaction_number: 'GPT-7K3M9Q2X',
    status: 'pending',
    method: 'card',
    amount: 1500,
    pay_url: '/sandbox-pay/0b6f3c1e-6a52-4c1b-9a8e-2f1d7c9e4b10',
    failure_reason: null,
    refund_due: false,
    payment_uuid: '3f1c2b7a-5d4e-4f60-9a8b-7c6d5e4f3a22',
    subscription_uuid: '3f1c2b7a-5d4e-4f60-9a8b-7c6d5e4f3a21',
    instalment_number: 1,
    plan_name: 'Swarna 10+1',
    created_at: '2026-03-02T06:30:00.000Z',
    settled_at: null,
    ...overrides,
  };
}

/** The server cart of `items`, with its subtotal and item count computed from them. */
export function sampleCart(items: BagItem[] = [sampleBagItem()]): CartResponse['data'] {
  return {
    bag_items: items,
    subtotal: items.reduce((sum, item) => sum + item.line_total, 0),
    item_count: items.reduce((sum, item) => sum + item.quantity, 0),
  };
}
