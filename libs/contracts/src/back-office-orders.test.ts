import { describe, expect, it } from 'vitest';
import {
  BACK_OFFICE_ORDERS_MAX_PER_PAGE,
  backOfficeOrderEndpoints,
  backOfficeOrderListQuerySchema,
  bulkPackBodySchema,
  BULK_PACK_MAX_ORDERS,
  orderTransitionBodySchema,
} from './back-office-orders';

describe('the back office’s order list query', () => {
  it('reads one status or several, drops a blank search and defaults to the newest first', () => {
    expect(backOfficeOrderListQuerySchema.parse({ status: 'packed', q: '  ' })).toEqual({ status: ['packed'], sort: 'created_at', direction: 'desc', page: 1, per_page: 25 });
    expect(backOfficeOrderListQuerySchema.parse({ status: ['confirmed', 'packed'], q: ' Meera ', page: '2', per_page: '100' })).toMatchObject({
      status: ['confirmed', 'packed'],
      q: 'Meera',
      page: 2,
      per_page: 100,
    });
  });

  it('refuses an unknown status, sort or store slug, a day that does not exist and a page over the cap', () => {
    for (const query of [{ status: 'lost' }, { sort: 'name' }, { store: 'Mumbai Bandra' }, { from: '2026-02-30' }, { per_page: BACK_OFFICE_ORDERS_MAX_PER_PAGE + 1 }]) {
      expect(backOfficeOrderListQuerySchema.safeParse(query).success).toBe(false);
    }
  });
});

describe('order steps and bulk packing', () => {
  it('take a status and, to ship, the parcel’s details', () => {
    expect(orderTransitionBodySchema.parse({ to: 'shipped', carrier: 'BlueDart', tracking_number: 'BD1', tracking_url: null })).toEqual({
      to: 'shipped',
      carrier: 'BlueDart',
      tracking_number: 'BD1',
      tracking_url: null,
    });
    expect(orderTransitionBodySchema.safeParse({ to: 'lost' }).success).toBe(false);
  });

  it('packs 1 to 100 orders at once', () => {
    expect(bulkPackBodySchema.safeParse({ order_numbers: [] }).success).toBe(false);
    expect(bulkPackBodySchema.safeParse({ order_numbers: Array.from({ length: BULK_PACK_MAX_ORDERS + 1 }, (_, i) => `AUR-${i}`) }).success).toBe(false);
    expect(bulkPackBodySchema.parse({ order_numbers: ['AUR-1'] })).toEqual({ order_numbers: ['AUR-1'] });
  });

  it('are all back-office calls', () => {
    expect(Object.values(backOfficeOrderEndpoints).map((endpoint) => endpoint.auth)).toEqual(Array(5).fill('back_office'));
  });
});
