import { describe, expect, it } from 'vitest';
import { categoryEndpoints, categoryListResponseSchema } from './categories';
import { healthResponseSchema, readinessResponseSchema } from './health';

describe('GET /categories response', () => {
  it('accepts categories with their product counts', () => {
    const body = { data: [{ id: 1, slug: 'rings', name: 'Rings', description: 'Solitaires and bands.', product_count: 40 }] };
    expect(categoryListResponseSchema.parse(body)).toEqual(body);
  });

  it('refuses a negative count or a malformed slug', () => {
    expect(categoryListResponseSchema.safeParse({ data: [{ id: 1, slug: 'rings', name: 'R', description: '', product_count: -1 }] }).success).toBe(false);
    expect(categoryListResponseSchema.safeParse({ data: [{ id: 1, slug: 'Rings!', name: 'R', description: '', product_count: 1 }] }).success).toBe(false);
  });

  it('is declared at /categories without authentication', () => {
    expect(categoryEndpoints.listCategories).toMatchObject({ method: 'GET', path: '/categories', auth: 'none' });
  });
});

describe('health responses', () => {
  it('reads liveness and readiness', () => {
    expect(healthResponseSchema.parse({ status: 'ok' })).toEqual({ status: 'ok' });
    expect(readinessResponseSchema.parse({ status: 'unavailable', checks: { database: 'down' } }).checks.database).toBe('down');
    expect(readinessResponseSchema.safeParse({ status: 'ok' }).success).toBe(false);
  });
});
