import { describe, expect, it } from 'vitest';
import * as contracts from './index';
import { storeEndpoints, storeListQuerySchema, storeListResponseSchema, storeSchema, type Store } from './stores';

const open = { open: '10:30', close: '20:30' };
const store: Store = {
  id: 1,
  slug: 'mumbai-bandra',
  name: 'Aurelia Bandra',
  city: 'Mumbai',
  state: 'Maharashtra',
  country: 'IN',
  address: '24 Linking Road, Bandra West',
  pincode: '400050',
  phone: '+912226401234',
  email: 'bandra@aurelia.test',
  latitude: 19.0606,
  longitude: 72.8347,
  opening_hours: { monday: open, tuesday: open, wednesday: open, thursday: open, friday: open, saturday: open, sunday: null },
  services: ['Ring sizing'],
  timezone: 'Asia/Kolkata',
};

const paths = (result: { error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues.map((issue) => issue.path.join('.')) ?? [];

describe('a store', () => {
  it('carries its address, contact, coordinates, hours by weekday, services and time zone', () => {
    expect(storeListResponseSchema.parse({ data: [store] })).toEqual({ data: [store] });
  });
  it('has hours for every weekday, null when closed, HH:mm otherwise', () => {
    const { sunday, ...withoutSunday } = store.opening_hours;
    void sunday;
    expect(paths(storeSchema.safeParse({ ...store, opening_hours: withoutSunday }))).toEqual(['opening_hours.sunday']);
    const seconds = { ...store.opening_hours, monday: { open: '10:30:00', close: '20:30' } };
    expect(paths(storeSchema.safeParse({ ...store, opening_hours: seconds }))).toEqual(['opening_hours.monday.open']);
  });
  it('is on India time, with coordinates on the globe', () => {
    expect(paths(storeSchema.safeParse({ ...store, timezone: 'UTC' }))).toEqual(['timezone']);
    expect(paths(storeSchema.safeParse({ ...store, latitude: 91 }))).toEqual(['latitude']);
  });
});

describe('GET /stores and /stores/:slug', () => {
  it('filters by an optional city, trimmed', () => {
    expect(storeListQuerySchema.parse({})).toEqual({});
    expect(storeListQuerySchema.parse({ city: ' Mumbai ' })).toEqual({ city: 'Mumbai' });
    expect(paths(storeListQuerySchema.safeParse({ city: '  ' }))).toEqual(['city']);
  });
  it('are declared without authentication, the detail with a 404', () => {
    expect(storeEndpoints.listStores).toMatchObject({ method: 'GET', path: '/stores', auth: 'none' });
    expect(storeEndpoints.getStore).toMatchObject({ method: 'GET', path: '/stores/:slug', auth: 'none' });
    expect(404 in storeEndpoints.getStore.response).toBe(true);
  });
  it('are exported from the entry point', () => {
    expect(contracts.storeEndpoints).toBe(storeEndpoints);
    expect(contracts.storeSchema).toBe(storeSchema);
    expect(contracts.STORE_TIMEZONE).toBe('Asia/Kolkata');
    expect(contracts.WEEKDAYS).toHaveLength(7);
  });
});
