/**
 * Valid wire examples for tests, here and in the projects that use the contracts.
 * Each call returns a fresh object; pass overrides for the fields a test is about.
 */
import type { Appointment, Timeslot } from './appointments';
import type { User } from './auth';
import type { BagItem, CartItemInput } from './cart';
import type { Product } from './catalogue';
import type { GoldPlan } from './gold-plan';

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
      total: 48_307,
    },
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
