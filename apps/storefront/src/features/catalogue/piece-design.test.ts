import type { Attribute } from '@aurelia/contracts';
import { describe, expect, it } from 'vitest';
import { pieceDesignOf, styleOfName } from './piece-design';

const metal = (name: string): Attribute => ({ id: 1, name, title: name, group: 'metal' });
const stone = (name: string): Attribute => ({ id: 2, name, title: name, group: 'stone' });

describe('the design of the piece a product page shows in 3D', () => {
  it('finds the longest style the name holds', () => {
    expect(styleOfName('Heritage Ruby Three-Stone Ring in 18K Rose Gold')).toBe('Three-Stone Ring');
    expect(styleOfName('Aurora Solitaire Pendant in 18K White Gold')).toBe('Solitaire Pendant');
    expect(styleOfName('Noor Couple Band in Platinum (Pt 950)')).toBe('Couple Band');
    expect(styleOfName('10 g Lakshmi Gold Coin in 24K Yellow Gold')).toBe('Lakshmi Gold Coin');
    expect(styleOfName('Bespoke kada, by order')).toBe('Bespoke kada, by order');
  });

  it('draws the piece in its own metal with its own stones', () => {
    expect(pieceDesignOf({ name: 'Heritage Ruby Three-Stone Ring in 18K Rose Gold', attributes: [metal('rose-gold'), stone('ruby')] })).toEqual({
      kind: 'three-stone-ring',
      metal: 'rose-gold',
      stone: 'ruby',
      stoneCount: 3,
    });
  });

  it('draws a signet plain, whatever stone is listed, and an unknown metal as yellow gold', () => {
    expect(pieceDesignOf({ name: 'Rajwada Signet Ring in 22K Yellow Gold', attributes: [metal('copper'), stone('diamond')] })).toEqual({
      kind: 'signet-ring',
      metal: 'yellow-gold',
      stone: null,
      stoneCount: 0,
    });
  });
});
