import type { Attribute } from '@aurelia/contracts';
import { describe, expect, it } from 'vitest';
import { parseListingQuery, priceBandLabel } from '../features/catalogue/listing-query';
import { catalogueSections, giftingSection, priceSection } from './menu-data';

const attributes: Attribute[] = [
  { id: 1, group: 'metal', name: 'yellow-gold', title: 'Yellow Gold' },
  { id: 2, group: 'metal', name: 'platinum', title: 'Platinum' },
  { id: 3, group: 'purity', name: '22K', title: '22K' },
  { id: 4, group: 'occasion', name: 'wedding', title: 'Wedding' },
  { id: 5, group: 'gender', name: 'women', title: 'Women' },
  { id: 6, group: 'gender', name: 'men', title: 'Men' },
];
const categories = [
  { slug: 'rings', name: 'Rings' },
  { slug: 'coins', name: 'Coins' },
];

describe('the site menus', () => {
  it('list the categories, then metal, occasion and collections, each link a listing', () => {
    expect(catalogueSections(categories, attributes)).toEqual([
      {
        key: 'category',
        label: 'Jewellery',
        links: [
          { label: 'Rings', href: '/category/rings' },
          { label: 'Coins', href: '/category/coins' },
        ],
      },
      {
        key: 'metal',
        label: 'Metal',
        links: [
          { label: 'Yellow Gold', href: '/search?attr=1' },
          { label: 'Platinum', href: '/search?attr=2' },
        ],
      },
      { key: 'occasion', label: 'Occasion', links: [{ label: 'Wedding', href: '/search?attr=4' }] },
    ]);
  });

  it('offer only the categories until the attributes arrive', () => {
    expect(catalogueSections(categories, []).map((section) => section.key)).toEqual(['category']);
  });

  it('gift with cards and coins, and for her and him when the catalogue names them', () => {
    expect(giftingSection(attributes).links).toEqual([
      { label: 'Gift cards', href: '/giftcards' },
      { label: 'Gold coins', href: '/category/coins' },
      { label: 'Gifts for her', href: '/search?attr=5' },
      { label: 'Gifts for him', href: '/search?attr=6' },
    ]);
    expect(giftingSection([]).links.map((link) => link.label)).toEqual(['Gift cards', 'Gold coins']);
  });

  it('offer four price bands, each a listing of the pieces within it, named as the listing names its band', () => {
    expect(priceSection()).toEqual({
      key: 'price',
      label: 'By price',
      links: [
        { label: 'Under ₹25,000', href: '/search?price_max=25000' },
        { label: '₹25,000–₹50,000', href: '/search?price_min=25000&price_max=50000' },
        { label: '₹50,000–₹1,00,000', href: '/search?price_min=50000&price_max=100000' },
        { label: '₹1,00,000 and above', href: '/search?price_min=100000' },
      ],
    });
    for (const link of priceSection().links) {
      const query = parseListingQuery(new URL(link.href, 'http://shop').searchParams);
      expect(priceBandLabel(query.priceMin, query.priceMax)).toBe(link.label);
    }
    expect(priceSection('rings').links[1]?.href).toBe('/category/rings?price_min=25000&price_max=50000');
  });
});
