import { describe, expect, it } from 'vitest';

import { passwordStrength } from './password-strength';

describe('password strength hint', () => {
  it.each([
    ['', 'empty'],
    ['ring', 'weak'],
    ['ringring', 'weak'],
    ['ringSize12', 'fair'],
    ['Platinum#2026x', 'strong'],
  ] as const)('rates %j as %s', (password, strength) => {
    expect(passwordStrength(password)).toBe(strength);
  });
});
