import { PIECE_KINDS, designOf, kindOfStyle } from '@aurelia/piece-scenes/designs';
import { describe, expect, it } from 'vitest';
import { METALS, SEED_CATEGORIES, STONES } from './catalogue-data';

const styles = SEED_CATEGORIES.flatMap((category) => category.styles.map((style) => ({ category: category.slug, ...style })));

describe('every style of the seeded catalogue has a design of its own', () => {
  it.each(styles)('$name ($category) is drawn as its own kind', ({ name }) => {
    const kind = kindOfStyle(name);
    expect(PIECE_KINDS[kind].styles).toContain(name);
  });

  it.each(styles.filter((style) => style.stone === 'required'))('$name always shows its stones', ({ name }) => {
    for (const stone of STONES) expect(designOf(name, 'yellow-gold', stone.name).stoneCount).toBeGreaterThan(0);
  });

  it.each(styles.filter((style) => style.stone === 'never'))('$name never shows a stone', ({ name }) => {
    expect(designOf(name, 'platinum', null)).toMatchObject({ stone: null, stoneCount: 0 });
  });

  it('keeps the metal it is made in', () => {
    for (const metal of METALS) expect(designOf('Kada Bangle', metal.name, null).metal).toBe(metal.name);
  });
});
