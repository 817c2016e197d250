import { describe, expect, it } from 'vitest';
import { formatPhoneForDisplay } from './phone-display';

describe('formatPhoneForDisplay: numbers as people in India write them', () => {
  it('groups mobiles 5 + 5, metro landlines by their two-digit code, others by a three-digit code', () => {
    expect(formatPhoneForDisplay('+919845012345')).toBe('+91 98450 12345');
    expect(formatPhoneForDisplay('+912226401234')).toBe('+91 22 2640 1234');
    expect(formatPhoneForDisplay('+918041250987')).toBe('+91 80 4125 0987');
    expect(formatPhoneForDisplay('+911412374455')).toBe('+91 141 237 4455');
  });

  it('reads a number already spaced, and leaves other countries and odd lengths as they were', () => {
    expect(formatPhoneForDisplay('+91 98450-12345')).toBe('+91 98450 12345');
    expect(formatPhoneForDisplay('+4420794600')).toBe('+4420794600');
    expect(formatPhoneForDisplay('+9198765')).toBe('+9198765');
  });
});
