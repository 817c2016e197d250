import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';

/** The API the journeys' storefront talks to (playwright.config.ts starts it on a fresh database). */
export const API = `http://127.0.0.1:${process.env['E2E_API_PORT'] ?? 3334}/api/v1`;

/** The seeded demo shopper (apps/api seed; README). */
export const SHOPPER = { email: 'shopper@aurelia.test', password: 'Shopper#2026' };

/** The settings the journeys change, with the values the seed starts from. */
const SETTINGS_BASELINE = [
  { key: 'maintenance_mode', value: 'false' },
  { key: 'is_store_open', value: 'true' },
  { key: 'disabled_routes', value: '' },
];

/** Changes settings on the running API (development-only `PUT /dev/settings`). */
export async function setSettings(request: APIRequestContext, settings: { key: string; value: string }[]) {
  const response = await request.put(`${API}/dev/settings`, { data: { settings } });
  expect(response.status(), await response.text()).toBe(200);
}

/** A product of the seeded catalogue matching `pick`, found through the real API. */
export async function findProduct(request: APIRequestContext, pick: (product: SeedProduct) => boolean): Promise<SeedProduct> {
  for (let page = 1; page <= 10; page += 1) {
    const response = await request.get(`${API}/products?page=${page}&per_page=48`);
    const body = (await response.json()) as { data: SeedProduct[]; meta: { last_page: number } };
    const found = body.data.find(pick);
    if (found) return found;
    if (page >= body.meta.last_page) break;
  }
  throw new Error('No seeded product matches');
}

export interface SeedProduct {
  id: number;
  slug: string;
  name: string;
  price: number;
  stock: number;
  is_preorderable: boolean;
  is_available: boolean;
}

/** Runs axe on the page and expects no violations. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`)).toEqual([]);
}

/**
 * Every journey fails on a console error or a React hydration warning, and leaves the shared settings
 * as it found them.
 */
export const test = base.extend<{ consoleProblems: string[] }>({
  consoleProblems: [
    async ({ page, request }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        const text = message.text();
        // A 404 or 409 answer the journey provokes is logged by the browser as a failed resource; not a fault.
        if (/Failed to load resource/.test(text)) return;
        if (message.type() === 'error' || /hydrat|did not match/i.test(text)) problems.push(`${message.type()}: ${text}`);
      });
      page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
      await use(problems);
      await setSettings(request, SETTINGS_BASELINE);
      expect(problems, 'console errors and hydration warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
