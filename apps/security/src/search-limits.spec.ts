import { expect, test } from '@playwright/test';
import { API } from './servers';

/** Searches one address may send a minute (the API's table: `GET /products` with `q`). */
const SEARCHES_A_MINUTE = 60;

test.describe('search cannot be used to slow the shop', () => {
  test(`one address gets ${SEARCHES_A_MINUTE} typo searches a minute, then 429 with Retry-After and the rate-limit headers`, async ({ request }) => {
    const headers = { 'x-forwarded-for': '100.64.8.10' };
    const statuses: number[] = [];
    for (let n = 0; n <= SEARCHES_A_MINUTE; n++) {
      const answer = await request.get(`${API}/products?per_page=12&q=${encodeURIComponent(`daimnod neklace${n} braclet`)}`, { headers });
      statuses.push(answer.status());
      if (n === SEARCHES_A_MINUTE) {
        expect(Number(answer.headers()['retry-after'])).toBeGreaterThan(0);
        expect(answer.headers()['x-ratelimit-limit']).toBe(String(SEARCHES_A_MINUTE));
        expect(answer.headers()['x-ratelimit-remaining']).toBe('0');
        expect(Object.keys((await answer.json()) as object)).toEqual(['message']);
      }
    }
    expect(statuses).toEqual([...Array.from({ length: SEARCHES_A_MINUTE }, () => 200), 429]);
    // The same address still lists products; another address still searches.
    expect((await request.get(`${API}/products?per_page=12`, { headers })).status()).toBe(200);
    expect((await request.get(`${API}/products?per_page=12&q=diamond`, { headers: { 'x-forwarded-for': '100.64.8.11' } })).status()).toBe(200);
  });
});
