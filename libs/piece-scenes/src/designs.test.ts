import { describe, expect, it } from 'vitest';
import { PIECE_KINDS, designKey, designOf, familyOf, kindOfStyle, pieceImagePath, type PieceKind } from './designs';

const kinds = Object.keys(PIECE_KINDS) as PieceKind[];

describe('designOf: a piece drawn from what its name says', () => {
  it('gives every style its own kind', () => {
    for (const kind of kinds) {
      for (const style of PIECE_KINDS[kind].styles) expect(kindOfStyle(style), style).toBe(kind);
    }
  });

  it('draws a Signet Ring with a signet face and no stone, even when asked for one', () => {
    expect(designOf('Signet Ring', 'yellow-gold', 'diamond')).toEqual({ kind: 'signet-ring', metal: 'yellow-gold', stone: null, stoneCount: 0 });
  });

  it('sets a Three-Stone Ring with three stones', () => {
    expect(designOf('Three-Stone Ring', 'platinum', 'ruby')).toEqual({ kind: 'three-stone-ring', metal: 'platinum', stone: 'ruby', stoneCount: 3 });
  });

  it('draws an Openable Bangle as an openable bangle, one piece', () => {
    expect(designOf('Openable Bangle', 'rose-gold', null)).toEqual({ kind: 'openable-bangle', metal: 'rose-gold', stone: null, stoneCount: 0 });
  });

  it('gives a stud earring pair a stone for each ear', () => {
    expect(designOf('Stud Earrings', 'white-gold', 'diamond').stoneCount).toBe(2);
  });

  it('falls back to a kind of the family for a style it does not know, earrings before rings', () => {
    expect(kindOfStyle('Ear Cuff Earrings')).toBe('stud-earrings');
    expect(kindOfStyle('Bridal Choker')).toBe('choker-necklace');
    expect(kindOfStyle('Heirloom Locket')).toBe('solitaire-pendant');
    expect(kindOfStyle('Mangalsutra Chain')).toBe('classic-mangalsutra');
    expect(kindOfStyle('Nose Ring')).toBe('stud-nose-pin');
    expect(kindOfStyle('Anklet Chain')).toBe('curb-chain');
    expect(kindOfStyle('Baby Kada')).toBe('slim-bangle');
    expect(kindOfStyle('Beaded Bracelet')).toBe('link-bracelet');
    expect(kindOfStyle('Silver Coin')).toBe('plain-coin');
    expect(kindOfStyle('Toe Ring')).toBe('band');
    expect(kindOfStyle('  signet ring ')).toBe('signet-ring');
  });

  it('names families', () => {
    expect(familyOf('jhumka-earrings')).toBe('earrings');
    expect(familyOf('wheat-chain')).toBe('chain');
  });
});

describe('design keys and image paths', () => {
  it('are one per kind, metal and stone, plain when unset', () => {
    expect(designKey(designOf('Three-Stone Ring', 'rose-gold', 'ruby'))).toBe('three-stone-ring-rose-gold-ruby');
    expect(designKey(designOf('Signet Ring', 'platinum', null))).toBe('signet-ring-platinum-plain');
  });

  it('are served from /images/pieces, one WebP per view numbered from 1', () => {
    expect(pieceImagePath(designOf('Kada Bangle', 'yellow-gold', null), 2)).toBe('/images/pieces/kada-bangle-yellow-gold-plain-3.webp');
  });
});
