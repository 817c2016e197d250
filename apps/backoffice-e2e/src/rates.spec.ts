import type { MetalRatesResponse, PriceBreakup } from '@aurelia/contracts';
import { computePriceBreakup, formatInr, toMinorUnits } from '@aurelia/domain';
import { ADMIN, MANAGER, expectNoAxeViolations } from '@aurelia/e2e-support';
import { API, backOfficeSession, bearer, expect, test, useSession } from './support';

/** The platinum pieces as the shop lists them: their ids and prices, and each one's price breakup inputs. */
async function platinumPieces(request: Parameters<typeof backOfficeSession>[0]) {
  const attributes = ((await (await request.get(`${API}/attributes`)).json()) as { data: { id: number; group?: string; name: string }[] }).data;
  const platinum = attributes.find((attribute) => attribute.name === 'Pt 950');
  if (!platinum) throw new Error('no Pt 950 attribute');
  const listed = await request.get(`${API}/products?per_page=48&filters[attributes][id][$in]=${platinum.id}`);
  expect(listed.ok(), await listed.text()).toBe(true);
  return ((await listed.json()) as { data: { slug: string; price: number }[] }).data;
}

test.describe('the day’s metal rates', () => {
  test('the admin sets platinum’s rate: a slip of a digit is held back for confirming, and the corrected rate re-prices every platinum piece', async ({ page, request, adminSession }) => {
    const before = ((await (await request.get(`${API}/back-office/metal-rates`, { headers: bearer(adminSession) })).json()) as MetalRatesResponse).data;
    const platinum = before.rates.find((rate) => rate.purity === 'Pt 950');
    if (!platinum?.rate_per_gram) throw new Error('platinum has no rate');
    const pieces = await platinumPieces(request);
    expect(pieces.length).toBeGreaterThan(0);

    await useSession(page, adminSession);
    await page.goto('/');
    await page.getByRole('navigation', { name: 'Back office' }).getByRole('link', { name: 'Metal rates' }).click();
    await expect(page.getByRole('heading', { name: 'Metal rates', level: 1 })).toBeVisible();
    const table = page.getByRole('table');
    await expect(table.getByRole('row', { name: /Platinum 950/ })).toContainText(`${formatInr(platinum.rate_per_gram)} / g`);
    await expectNoAxeViolations(page, 'axe on the metal rates');

    // A slip of a digit: 10 times the rate.
    const form = page.getByRole('form', { name: 'Set a rate' });
    await form.getByLabel('Purity').selectOption('Pt 950');
    await form.getByLabel('Rate per gram in rupees').fill(String(platinum.rate_per_gram * 10));
    await form.getByLabel('Reason for the change').fill('Platinum up on the day');
    await form.getByRole('button', { name: 'Set the rate' }).click();
    await expect(form.getByText(/more than 10%/).first()).toBeVisible();
    await expect(form.getByRole('checkbox', { name: 'Yes, change it by more than 10%' })).toBeVisible();

    // Corrected: a move of 2% needs no confirming.
    const next = Math.round(platinum.rate_per_gram * 1.02);
    await form.getByLabel('Rate per gram in rupees').fill(String(next));
    await form.getByRole('button', { name: 'Set the rate' }).click();
    await expect(form.getByText(`${pieces.length} pieces re-priced at ${formatInr(next)} a gram.`)).toBeVisible();
    await expect(table.getByRole('row', { name: /Platinum 950/ })).toContainText(`${formatInr(next)} / g`);
    await expect(page.getByRole('region', { name: 'Latest changes' })).toContainText('Platinum up on the day');

    // The shop prices each platinum piece at the new rate, by the price rule: the same weight, making and stones.
    for (const piece of pieces.slice(0, 3)) {
      const detail = ((await (await request.get(`${API}/product/${piece.slug}`)).json()) as { data: { price: number; price_breakup: PriceBreakup } }).data;
      const { metal_weight_g: grams, metal_rate_per_g: rate, making_charge: making, stone_value: stones } = detail.price_breakup;
      expect(rate).toBe(next);
      const priced = computePriceBreakup({ metalWeightMg: Math.round(grams * 1000), ratePerGramMinor: toMinorUnits(next), makingChargeMinor: toMinorUnits(making), stoneValueMinor: toMinorUnits(stones) });
      expect(toMinorUnits(detail.price)).toBe(priced.total);
      expect(detail.price).toBeGreaterThan(piece.price);
    }
    const after = ((await (await request.get(`${API}/back-office/metal-rates`, { headers: bearer(adminSession) })).json()) as MetalRatesResponse).data;
    expect(after.changes[0]).toMatchObject({ purity: 'Pt 950', rate_per_gram: next, previous_rate_per_gram: platinum.rate_per_gram, set_by: { name: ADMIN.name } });
  });

  test('a store manager reads the rates but has no form to set them, and the API refuses him @phone', async ({ page, request }) => {
    const session = await backOfficeSession(request, MANAGER);
    await useSession(page, session);
    await page.goto('/metal-rates');
    await expect(page.getByRole('heading', { name: 'Metal rates', level: 1 })).toBeVisible();
    await expect(page.getByText('Your role may read the rates; an admin sets them.')).toBeVisible();
    await expect(page.getByRole('form', { name: 'Set a rate' })).toHaveCount(0);
    await expect(page.getByRole('table').getByRole('row', { name: /24 Karat gold/ })).toContainText('/ g');
    expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 'sideways scroll').toBe(0);
    const refused = await request.post(`${API}/back-office/metal-rates`, { headers: bearer(session), data: { purity: 'Pt 950', rate_per_gram: 4_300, reason: 'Not mine to set' } });
    expect(refused.status()).toBe(403);
  });
});
