import { pageListResponseSchema, pageResponseSchema, storeListResponseSchema, storeResponseSchema } from '@aurelia/contracts';
import type { Store } from '@aurelia/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_STORES } from '../seed/stores-data';
import { buildTestApp } from '../test/build-test-app';

let app: FastifyInstance;

async function get(url: string) {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
}

beforeAll(async () => {
  ({ app } = await buildTestApp());
});
afterAll(async () => {
  await app?.close();
});

describe('GET /api/v1/stores', () => {
  it('lists every store in display order, with what a store page needs', async () => {
    const { status, body } = await get('/api/v1/stores');
    expect(status).toBe(200);
    const { data } = storeListResponseSchema.parse(body);
    expect(data.map((store) => store.slug)).toEqual(SEED_STORES.map((store) => store.slug));
    expect(data.length).toBeGreaterThanOrEqual(6);
    expect(new Set(data.map((store) => store.city)).size).toBeGreaterThanOrEqual(6);
    const bandra = data[0] as Store;
    expect(bandra).toMatchObject({
      slug: 'mumbai-bandra',
      name: 'Aurelia Bandra',
      city: 'Mumbai',
      state: 'Maharashtra',
      country: 'IN',
      pincode: '400050',
      phone: '+912226401234',
      email: 'bandra@aurelia.test',
      timezone: 'Asia/Kolkata',
    });
    expect(bandra.latitude).toBeCloseTo(19.0606);
    expect(bandra.opening_hours.monday).toEqual({ open: '10:30', close: '20:30' });
    expect(bandra.opening_hours.sunday).toEqual({ open: '11:00', close: '19:00' });
    expect(bandra.services).toContain('Bridal consultation');
  });

  it('marks a day the store is closed as null', async () => {
    const { body } = await get('/api/v1/stores');
    const hyderabad = (body.data as Store[]).find((store) => store.slug === 'hyderabad-banjara-hills');
    expect(hyderabad?.opening_hours.sunday).toBeNull();
    expect(Object.keys(hyderabad?.opening_hours ?? {})).toHaveLength(7);
  });

  it('filters by city, ignoring case, keeping the display order', async () => {
    const { status, body } = await get('/api/v1/stores?city=maharashtra');
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
    const mumbai = await get('/api/v1/stores?city=MUMBAI');
    expect(mumbai.body.data.map((store: Store) => store.slug)).toEqual(['mumbai-bandra']);
    const delhi = await get('/api/v1/stores?city=new%20delhi');
    expect(delhi.body.data.map((store: Store) => store.slug)).toEqual(['delhi-connaught-place']);
  });

  it('treats injection-like input as a city that has no store', async () => {
    const { status, body } = await get(`/api/v1/stores?city=${encodeURIComponent("x' OR '1'='1")}`);
    expect(status).toBe(200);
    expect(body.data).toEqual([]);
  });

  it('refuses a blank or over-long city with 422 on the field', async () => {
    const blank = await get('/api/v1/stores?city=%20');
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toHaveProperty('city');
    const long = await get(`/api/v1/stores?city=${'a'.repeat(101)}`);
    expect(long.status).toBe(422);
  });
});

describe('GET /api/v1/stores/:slug', () => {
  it('returns the store', async () => {
    const { status, body } = await get('/api/v1/stores/kolkata-park-street');
    expect(status).toBe(200);
    expect(storeResponseSchema.parse(body).data).toMatchObject({ slug: 'kolkata-park-street', city: 'Kolkata' });
  });

  it.each(['atlantis', 'Mumbai%20Bandra'])('answers 404 without echoing the slug for %s', async (slug) => {
    const { status, body } = await get(`/api/v1/stores/${slug}`);
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Store not found.' });
  });
});

describe('GET /api/v1/pages', () => {
  it('lists the slug and title of every page for the footer', async () => {
    const { status, body } = await get('/api/v1/pages');
    expect(status).toBe(200);
    const { data } = pageListResponseSchema.parse(body);
    expect(data.map((page) => page.slug)).toEqual(
      expect.arrayContaining(['about', 'shipping', 'returns', 'privacy', 'terms', 'faq']),
    );
    expect(data.find((page) => page.slug === 'about')?.title).toBe('About Aurelia');
    expect(Object.keys(data[0] ?? {}).sort()).toEqual(['slug', 'title']);
  });
});

describe('GET /api/v1/pages/:slug', () => {
  it('returns the page with its sanitized HTML and when it was updated', async () => {
    const { status, body } = await get('/api/v1/pages/privacy');
    expect(status).toBe(200);
    const { data } = pageResponseSchema.parse(body);
    expect(data.slug).toBe('privacy');
    expect(data.title).toBe('Privacy policy');
    expect(data.body_html).toContain('<h2>Your data</h2>');
    expect(data.body_html).toContain('href="mailto:privacy@aurelia.test"');
    expect(data.body_html).not.toMatch(/<script|alert\(/);
    expect(Number.isNaN(Date.parse(data.updated_at))).toBe(false);
  });

  it('answers 404 for an unknown page', async () => {
    const { status, body } = await get('/api/v1/pages/careers');
    expect(status).toBe(404);
    expect(body).toEqual({ message: 'Page not found.' });
  });
});

describe('the OpenAPI document', () => {
  it('lists the store, page, timeslot, booking and staff endpoints', async () => {
    const { status, body } = await get('/api/docs/json');
    expect(status).toBe(200);
    const paths = Object.keys(body.paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/api/v1/stores',
        '/api/v1/stores/{slug}',
        '/api/v1/pages',
        '/api/v1/pages/{slug}',
        '/api/v1/timeslots',
        '/api/v1/appointment',
        '/api/v1/staff/appointments',
        '/api/v1/staff/appointments/{id}/check-in',
      ]),
    );
    expect(Object.keys(body.paths['/api/v1/staff/appointments/{id}/check-in'].post.responses)).toEqual(
      expect.arrayContaining(['200', '401', '403', '404', '409']),
    );
  });
});
