import { PHONE_NUMBER_RULES } from '@aurelia/contracts';
import { PHONE_COUNTRIES } from '@aurelia/ui';
import { describe, expect, it } from 'vitest';

// libs/ui may not import the contracts, so the phone field's countries and the phone rule are two lists;
// this app uses both, and pins that they agree.
describe('the phone field offers only countries the phone rule knows', () => {
  it('with the same dialling codes, in the same order', () => {
    const pairs = (list: readonly { code: string; dialCode: string }[]) => list.map(({ code, dialCode }) => `${code} +${dialCode}`);
    expect(pairs(PHONE_COUNTRIES)).toEqual(pairs(PHONE_NUMBER_RULES));
  });
});
