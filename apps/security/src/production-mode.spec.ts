import { expect, test } from '@playwright/test';
import { API_ORIGIN, STOREFRONT } from './servers';

test.describe('the API started in production mode', () => {
  test('answers its health checks and serves the catalogue through the storefront', async ({ request }) => {
    expect((await request.get(`${API_ORIGIN}/readyz`)).status()).toBe(200);
    const products = await request.get(`${STOREFRONT}/api/v1/products?per_page=1`);
    expect(products.status()).toBe(200);
    expect(((await products.json()) as { data: unknown[] }).data).toHaveLength(1);
  });
});
