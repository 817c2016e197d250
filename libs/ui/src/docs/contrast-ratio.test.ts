import { describe, expect, it } from 'vitest';

import { contrastRatio } from './token-tables';

describe('contrast ratio of the tokens docs', () => {
  it('measures black on white as 21:1 and a colour on itself as 1:1', () => {
    expect(contrastRatio('rgb(0, 0, 0)', 'rgb(255, 255, 255)')).toBeCloseTo(21, 5);
    expect(contrastRatio('rgb(90, 22, 75)', 'rgb(90, 22, 75)')).toBe(1);
  });

  it('finds brand plum AA on white and plain gold not', () => {
    expect(contrastRatio('rgb(90, 22, 75)', 'rgb(255, 255, 255)')).toBeGreaterThan(4.5);
    expect(contrastRatio('rgb(234, 184, 100)', 'rgb(255, 255, 255)')).toBeLessThan(3);
  });
});
