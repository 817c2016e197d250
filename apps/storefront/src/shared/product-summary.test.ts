import { sampleProduct } from '@aurelia/contracts/testing';
import { describe, expect, it } from 'vitest';
import { productSummaryOf, productSummaryPageOf } from './product-summary';

const ring = sampleProduct({
  attributes: [
    { id: 1, name: '18K', title: '18 Karat', group: 'purity' },
    { id: 4, name: 'gold', title: 'Gold', group: 'metal' },
    { id: 9, name: 'diamond', title: 'Diamond', group: 'stone' },
    { id: 12, name: 'wedding', title: 'Wedding', group: 'occasion' },
  ],
  images: [
    { url: '/images/products/a.png', alt: 'Front', width: 800, height: 800 },
    { url: '/images/products/b.png', alt: 'Side', width: 800, height: 800 },
    { url: '/images/products/c.png', alt: 'Worn', width: 800, height: 800 },
  ],
});

describe('a product summary: what a tile and a bag line draw', () => {
  it('keeps the name, link, price, stock, first two pictures and the attributes a tile names, and nothing else', () => {
    expect(productSummaryOf(ring)).toEqual({
      id: 7,
      item_id: 7,
      item_type: 'product',
      slug: 'aurora-solitaire-ring',
      name: 'Aurora Solitaire Ring',
      price: 48_307,
      is_preorderable: false,
      stock: 3,
      attributes: [
        { id: 1, name: '18K', title: '18 Karat', group: 'purity' },
        { id: 9, name: 'diamond', title: 'Diamond', group: 'stone' },
      ],
      images: [
        { url: '/images/products/a.png', alt: 'Front', width: 800, height: 800 },
        { url: '/images/products/b.png', alt: 'Side', width: 800, height: 800 },
      ],
    });
  });

  it('is the same when taken again, and a product without pictures has none', () => {
    const summary = productSummaryOf(ring);
    expect(productSummaryOf(summary)).toEqual(summary);
    expect(productSummaryOf(sampleProduct({ images: [] })).images).toEqual([]);
  });

  it('summarises a page and keeps its pagination and corrected search', () => {
    const page = productSummaryPageOf({
      data: [ring, sampleProduct({ id: 8, item_id: 8 })],
      meta: { current_page: 2, last_page: 3, per_page: 12, total: 30 },
      corrected_query: 'diamond ring',
    });
    expect(page.meta).toEqual({ current_page: 2, last_page: 3, per_page: 12, total: 30 });
    expect(page.corrected_query).toBe('diamond ring');
    expect(page.data.map((product) => Object.keys(product).sort())).toEqual([
      Object.keys(productSummaryOf(ring)).sort(),
      Object.keys(productSummaryOf(ring)).sort(),
    ]);
    expect(page.data[0]).not.toHaveProperty('description');
    expect(page.data[0]).not.toHaveProperty('price_breakup');
  });
});
