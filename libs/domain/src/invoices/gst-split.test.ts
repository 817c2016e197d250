import { describe, expect, it } from 'vitest';
import { sameState, splitGst } from './gst-split';

describe('the GST of an invoice', () => {
  it('splits into equal central and state tax within the seller’s state, the odd paisa to CGST', () => {
    expect(splitGst(1318, 'Maharashtra', 'Maharashtra')).toEqual({ kind: 'intra-state', cgst: 659, sgst: 659 });
    expect(splitGst(1319, 'Maharashtra', 'maharashtra ')).toEqual({ kind: 'intra-state', cgst: 660, sgst: 659 });
    expect(splitGst(0, 'Goa', 'Goa')).toEqual({ kind: 'intra-state', cgst: 0, sgst: 0 });
  });

  it('is integrated tax for a supply to another state', () => {
    expect(splitGst(1319, 'Maharashtra', 'Karnataka')).toEqual({ kind: 'inter-state', igst: 1319 });
  });

  it('refuses a GST that is not whole paise', () => {
    expect(() => splitGst(-1, 'Goa', 'Goa')).toThrow(RangeError);
    expect(() => splitGst(1.5, 'Goa', 'Goa')).toThrow(RangeError);
  });
});

describe('two state names', () => {
  it('match whatever their case, spacing or ampersand', () => {
    expect(sameState('Jammu & Kashmir', 'jammu and kashmir')).toBe(true);
    expect(sameState('Tamil Nadu', 'TamilNadu')).toBe(true);
    expect(sameState('Tamil Nadu', 'Kerala')).toBe(false);
  });
});
