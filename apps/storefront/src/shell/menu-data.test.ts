import type { Attribute } from '@aurelia/contracts';
import { describe, expect, it } from 'vitest';
import { catalogueSections, giftingSection } from './menu-data';

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
});
