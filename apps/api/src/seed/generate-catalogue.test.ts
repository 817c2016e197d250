import { computePriceBreakup } from '@aurelia/domain';
import { describe, expect, it } from 'vitest';
import { generateCatalogue } from './generate-catalogue';
import { createRandom } from '../random';
import { DEFAULT_SEED } from './seed-database';

const catalogue = generateCatalogue(createRandom(DEFAULT_SEED));

describe('the seeded catalogue', () => {
  it('holds at least 240 products over at least 8 categories, with unique slugs', () => {
    expect(catalogue.length).toBeGreaterThanOrEqual(240);
    expect(new Set(catalogue.map((p) => p.categorySlug)).size).toBeGreaterThanOrEqual(8);
    expect(new Set(catalogue.map((p) => p.slug)).size).toBe(catalogue.length);
    for (const product of catalogue) expect(product.slug).toMatch(/^[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });

  it('is the same for the same seed and different for another', () => {
    expect(generateCatalogue(createRandom(DEFAULT_SEED))).toEqual(catalogue);
    expect(generateCatalogue(createRandom(DEFAULT_SEED + 1)).map((p) => p.slug)).not.toEqual(
      catalogue.map((p) => p.slug),
    );
  });

  it('prices each piece as metal weight × purity rate + making charge + stone value + 3% GST, in whole rupees', () => {
    for (const product of catalogue) {
      const breakup = computePriceBreakup({
        metalWeightMg: product.metalWeightMg,
        ratePerGramMinor: product.ratePerGramMinor,
        makingChargeMinor: product.makingChargeMinor,
        stoneValueMinor: product.stoneValueMinor,
      });
      expect(product.breakup).toEqual(breakup);
      expect(breakup.gst).toBe(Math.round(breakup.subtotal * 0.03));
      expect(breakup.total % 100).toBe(0);
      expect(product.stone === null).toBe(product.stoneValueMinor === 0);
    }
  });

  it('grades the diamonds of a piece set with them, as its description says, and no other', () => {
    for (const product of catalogue) {
      expect(product.diamonds !== null).toBe(product.stone === 'diamond');
      if (product.diamonds) {
        expect(product.description).toContain(`${product.diamonds.colour} colour and ${product.diamonds.clarity} clarity, about ${(product.diamonds.centiCarats / 100).toFixed(2)} ct`);
      }
    }
  });

  it('keeps 22K and 24K in yellow gold and Pt 950 in platinum', () => {
    for (const product of catalogue) {
      if (product.purity === '22K' || product.purity === '24K') expect(product.metal).toBe('yellow-gold');
      expect(product.purity === 'Pt 950').toBe(product.metal === 'platinum');
    }
  });

  it('has pieces out of stock, pre-orderable, low in stock and plentiful', () => {
    const outOfStock = catalogue.filter((p) => p.stock === 0);
    expect(outOfStock.length).toBeGreaterThan(5);
    expect(outOfStock.some((p) => p.isPreorderable)).toBe(true);
    expect(outOfStock.some((p) => !p.isPreorderable)).toBe(true);
    expect(catalogue.some((p) => p.stock >= 1 && p.stock <= 3)).toBe(true);
    expect(catalogue.some((p) => p.stock > 10)).toBe(true);
  });

  it('gives each product the design its name says and a realistic name', () => {
    for (const product of catalogue) {
      expect(product.design.metal).toBe(product.metal);
      if (product.design.stone !== null) expect(product.design.stone).toBe(product.stone);
      if (product.stone === null) expect(product.design.stoneCount).toBe(0);
      if (/Signet Ring/.test(product.name)) expect(product.design).toMatchObject({ kind: 'signet-ring', stoneCount: 0 });
      if (/Three-Stone Ring/.test(product.name)) expect(product.design).toMatchObject({ kind: 'three-stone-ring', stoneCount: 3 });
      if (/Openable Bangle/.test(product.name)) expect(product.design.kind).toBe('openable-bangle');
      expect(product.name).toMatch(/ in (14K|18K|22K|24K) (Yellow|Rose|White) Gold$| in Platinum \(Pt 950\)$/);
    }
    expect(catalogue.map((p) => p.name)).toContainEqual(expect.stringMatching(/^\w+ Diamond Solitaire Ring in /));
  });

  it('says nothing of a piece that is not true of it: no facets or sparkle without stones, no gold in platinum', () => {
    for (const product of catalogue) {
      if (product.stone === null) expect(product.description, product.name).not.toMatch(/facet|sparkl|glitter|brilliance/i);
      if (product.metal === 'platinum') expect(product.description, product.name).not.toMatch(/\bgold\b/i);
      if (product.metal !== 'yellow-gold') expect(product.description, product.name).not.toMatch(/pure gold|warm glow/i);
    }
  });
});
