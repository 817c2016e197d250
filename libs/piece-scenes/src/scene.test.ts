import { describe, expect, it } from 'vitest';
import { Mesh, MeshPhysicalMaterial, type Object3D } from 'three';
import { PIECE_KINDS, PIECE_VIEWS, type PieceKind, type PieceStone, designOf } from './designs';
import { METAL_REFLECTANCE } from './materials';
import { countStones, partsNamed } from './parts';
import { buildPieceScene } from './scene';

const kinds = Object.keys(PIECE_KINDS) as PieceKind[];
const styleOf = (kind: PieceKind) => PIECE_KINDS[kind].styles[0] as string;

function materials(root: Object3D): MeshPhysicalMaterial[] {
  const found: MeshPhysicalMaterial[] = [];
  root.traverse((o) => {
    if (o instanceof Mesh && o.material instanceof MeshPhysicalMaterial) found.push(o.material);
  });
  return found;
}

describe('buildPieceScene: every kind, with and without a stone', () => {
  it.each(kinds)('%s shows exactly the stones its design counts', (kind) => {
    for (const stone of ['diamond', 'ruby', 'pearl', null] as (PieceStone | null)[]) {
      const design = designOf(styleOf(kind), 'yellow-gold', stone);
      const { piece } = buildPieceScene(design, 0);
      expect(countStones(piece), `${kind} ${stone}`).toBe(design.stoneCount);
      if (stone === null) expect(countStones(piece)).toBe(0);
    }
  });

  it.each(kinds)('%s is framed: the camera sees the piece from outside it in every view', (kind) => {
    for (const view of PIECE_VIEWS) {
      const { camera, target, piece } = buildPieceScene(designOf(styleOf(kind), 'platinum', 'sapphire'), view);
      expect(camera.position.distanceTo(target)).toBeGreaterThan(0.5);
      expect(partsNamed(piece, 'piece')).toHaveLength(1);
    }
  });
});

describe('pieces as their names say', () => {
  it('a Three-Stone Ring has three stones', () => {
    const { piece } = buildPieceScene(designOf('Three-Stone Ring', 'white-gold', 'emerald'), 0);
    expect(countStones(piece)).toBe(3);
  });

  it('a Signet Ring has a signet face and no stone', () => {
    const { piece } = buildPieceScene(designOf('Signet Ring', 'yellow-gold', null), 1);
    expect(partsNamed(piece, 'signet-face')).toHaveLength(1);
    expect(countStones(piece)).toBe(0);
  });

  it('an Openable Bangle is one bangle with a hinge and a clasp', () => {
    const { piece } = buildPieceScene(designOf('Openable Bangle', 'yellow-gold', null), 0);
    expect(partsNamed(piece, 'bangle')).toHaveLength(1);
    expect(partsNamed(piece, 'hinge')).toHaveLength(1);
    expect(partsNamed(piece, 'clasp')).toHaveLength(1);
  });

  it('a Couple Band is a pair of bands', () => {
    expect(partsNamed(buildPieceScene(designOf('Couple Band', 'rose-gold', null), 0).piece, 'band')).toHaveLength(2);
  });

  it('earrings come as a pair', () => {
    for (const style of ['Stud Earrings', 'Jhumka Earrings', 'Hoop Earrings', 'Drop Earrings', 'Chandbali Earrings', 'Huggie Earrings']) {
      expect(partsNamed(buildPieceScene(designOf(style, 'yellow-gold', null), 0).piece, 'pair'), style).toHaveLength(1);
    }
  });

  it('view 2 stands the piece on a plinth beside a pebble; the others on a floor that only takes its shadow', () => {
    const onPlinth = buildPieceScene(designOf('Solitaire Ring', 'platinum', 'diamond'), 2).scene;
    expect(partsNamed(onPlinth, 'plinth')).toHaveLength(1);
    expect(partsNamed(onPlinth, 'pebble')).toHaveLength(1);
    const front = buildPieceScene(designOf('Solitaire Ring', 'platinum', 'diamond'), 0).scene;
    expect(partsNamed(front, 'floor')).toHaveLength(1);
    expect(partsNamed(front, 'plinth')).toHaveLength(0);
  });
});

describe('materials', () => {
  it('makes metals fully metallic in their own colour, and stones clear and refracting (a pearl lustrous, not clear)', () => {
    const rose = materials(buildPieceScene(designOf('Solitaire Ring', 'rose-gold', 'diamond'), 0).piece);
    const metal = rose.find((m) => m.name === 'metal:rose-gold');
    expect(metal?.metalness).toBe(1);
    expect(metal?.roughness).toBeLessThan(0.2);
    const diamond = rose.find((m) => m.name === 'stone:diamond');
    expect(diamond?.transmission).toBe(1);
    expect(diamond?.ior).toBeCloseTo(2.42);
    const pearl = materials(buildPieceScene(designOf('Drop Earrings', 'yellow-gold', 'pearl'), 0).piece).find((m) => m.name === 'stone:pearl');
    expect(pearl?.transmission).toBe(0);
    expect(pearl?.sheen).toBeGreaterThan(0);
  });

  it('gives each metal a different reflectance', () => {
    const colours = Object.values(METAL_REFLECTANCE).map((c) => c.join(','));
    expect(new Set(colours).size).toBe(colours.length);
  });
});
