// @vitest-environment jsdom
import { sampleProduct } from '@aurelia/contracts/testing';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { detailRowsOf, ProductDetails, ProductTrustRow, trustItemsOf } from './product-details';

const plain = sampleProduct({
  name: 'Swarna Band Ring',
  attributes: [
    { id: 1, name: '22K', title: '22 Karat', group: 'purity' },
    { id: 4, name: 'yellow-gold', title: 'Yellow Gold', group: 'metal' },
    { id: 11, name: 'wedding', title: 'Wedding', group: 'occasion' },
    { id: 12, name: 'festive', title: 'Festive', group: 'occasion' },
  ],
  diamonds: undefined,
});
const studded = sampleProduct({
  attributes: [...plain.attributes, { id: 20, name: 'diamond', title: 'Diamond', group: 'stone' }],
  diamonds: { colour: 'IJ', clarity: 'SI', carat: 0.3 },
});

describe('the details table of a piece', () => {
  it('lists each group once, a piece made for two occasions in one row', () => {
    const rows = detailRowsOf(plain);
    expect(rows.filter((row) => row.label === 'Occasion')).toEqual([{ label: 'Occasion', value: 'Wedding, Festive' }]);
    expect(rows.map((row) => row.label)).toEqual(['Purity', 'Metal', 'Occasion', 'Metal weight']);
  });

  it('shows a studded piece’s diamond colour, clarity and weight as rows of their own', () => {
    const { container } = render(<ProductDetails product={studded} />);
    const table = container.querySelector('dl') as HTMLElement;
    const value = (label: string) => within(table).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(value('Diamond colour')).toBe('IJ');
    expect(value('Diamond clarity')).toBe('SI');
    expect(value('Diamond weight')).toBe('0.30 ct');
    expect(value('Metal weight')).toBe('4.250 g');
    expect(within(table).getAllByText('Occasion')).toHaveLength(1);
  });

  it('has no diamond rows on a plain piece', () => {
    expect(detailRowsOf(plain).some((row) => row.label.startsWith('Diamond'))).toBe(false);
  });
});

describe('the assurances of a piece', () => {
  it('claims certified diamonds only for a piece set with them', () => {
    expect(trustItemsOf(plain).map((item) => item.title)).not.toContain('Certified diamonds');
    expect(trustItemsOf(studded).map((item) => item.title)).toContain('Certified diamonds');
    expect(trustItemsOf({ ...studded, diamonds: undefined }).map((item) => item.title)).toContain('Certified diamonds');
    render(<ProductTrustRow product={plain} />);
    expect(screen.queryByText('Certified diamonds')).toBeNull();
    expect(screen.getByText('BIS hallmarked')).toBeTruthy();
  });
});
