import { describe, expect, it } from 'vitest';
import { DEFAULT_SELLER_GSTIN, gstinCheckCharacter, isWellFormedGstin, REGISTERED_OFFICE } from './company';

describe('a GSTIN', () => {
  it('checks its last character against the others', () => {
    // Published examples of the checksum.
    expect(gstinCheckCharacter('27AAPFU0939F1Z')).toBe('V');
    expect(gstinCheckCharacter('29AAGCB7383J1Z')).toBe('4');
    expect(isWellFormedGstin('27AAPFU0939F1ZV')).toBe(true);
    expect(isWellFormedGstin('27AAPFU0939F1ZW')).toBe(false);
  });

  it('refuses a wrong shape', () => {
    for (const bad of ['', '27AAPFU0939F1Z', '27AAPFU0939F1YV', '27aapfu0939f1zv', 'GSTIN placeholder (not registered)']) {
      expect(isWellFormedGstin(bad), bad).toBe(false);
    }
  });

  it('is well formed and of Maharashtra, where the registered office is, by default', () => {
    expect(isWellFormedGstin(DEFAULT_SELLER_GSTIN)).toBe(true);
    expect(DEFAULT_SELLER_GSTIN.slice(0, 2)).toBe(REGISTERED_OFFICE.stateCode);
    // The PAN of a company has C as its fourth letter.
    expect(DEFAULT_SELLER_GSTIN.charAt(5)).toBe('C');
  });
});
