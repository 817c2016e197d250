import { readFileSync } from 'node:fs';

import { BRAND_GOLD, BRAND_THEME_COLOR } from '@aurelia/domain';
import { describe, expect, it } from 'vitest';

const css = readFileSync(new URL('./tokens.css', import.meta.url), 'utf8');
const token = (name: string) => new RegExp(`--${name}:\\s*([^;]+);`).exec(css)?.[1]?.trim().toLowerCase();

describe('docs/behaviour.md §9 brand colours: the stylesheet holds the domain’s values', () => {
  it('has the brand theme colour as --au-brand', () => {
    expect(token('au-brand')).toBe(BRAND_THEME_COLOR.toLowerCase());
  });

  it('has the gold as --au-gold', () => {
    expect(token('au-gold')).toBe(BRAND_GOLD.toLowerCase());
  });

  it('types each brand colour only once, elsewhere using the variables', () => {
    expect(css.toLowerCase().split(BRAND_THEME_COLOR.toLowerCase())).toHaveLength(2);
    expect(css.toLowerCase().split(BRAND_GOLD.toLowerCase())).toHaveLength(2);
  });
});
