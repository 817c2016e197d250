import { describe, expect, it } from 'vitest';
import { canSell } from './stock-rule';

describe('selling a quantity of a piece', () => {
  it('sells what the stock holds, and no more', () => {
    expect(canSell({ stock: 3, isPreorderable: false }, 3)).toBe(true);
    expect(canSell({ stock: 3, isPreorderable: false }, 4)).toBe(false);
    expect(canSell({ stock: 0, isPreorderable: false }, 1)).toBe(false);
  });

  it('sells a pre-orderable piece beyond its stock, even with none', () => {
    expect(canSell({ stock: 0, isPreorderable: true }, 5)).toBe(true);
    expect(canSell({ stock: 2, isPreorderable: true }, 9)).toBe(true);
  });
});
