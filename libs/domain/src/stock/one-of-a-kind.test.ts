import { describe, expect, it } from 'vitest';
import { isOneOfAKind, lineLimitOf, oneOfAKindMessage } from './one-of-a-kind';

describe('one-of-a-kind pieces', () => {
  it('counts a piece set with stones as one of a kind', () => {
    expect(isOneOfAKind({ stoneValueMinor: 1 })).toBe(true);
    expect(isOneOfAKind({ stoneValueMinor: 2_40_000_00 })).toBe(true);
  });

  it('lets plain metal pieces and coins be bought several at once', () => {
    expect(isOneOfAKind({ stoneValueMinor: 0 })).toBe(false);
  });

  it('reads the stones from the attributes of a product as a listing holds it', () => {
    expect(isOneOfAKind({ attributes: [{ group: 'purity' }, { group: 'stone' }] })).toBe(true);
    expect(isOneOfAKind({ attributes: [{ group: 'purity' }, { group: 'metal' }] })).toBe(false);
    expect(isOneOfAKind({ attributes: [] })).toBe(false);
  });

  it('limits a line of a one-of-a-kind piece to one, and leaves other lines their cap', () => {
    expect(lineLimitOf({ stoneValueMinor: 9_000_00 }, 99)).toBe(1);
    expect(lineLimitOf({ stoneValueMinor: 9_000_00 }, 0)).toBe(0);
    expect(lineLimitOf({ stoneValueMinor: 0 }, 99)).toBe(99);
    expect(lineLimitOf({ stoneValueMinor: 0 }, 3)).toBe(3);
  });

  it('names the piece when refusing a second one', () => {
    expect(oneOfAKindMessage('Noor Solitaire Ring')).toBe('Noor Solitaire Ring is one of a kind: a bag holds only one.');
  });
});
