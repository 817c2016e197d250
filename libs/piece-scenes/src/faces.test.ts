import { describe, expect, it } from 'vitest';
import { type Mesh, type MeshPhysicalMaterial, ShapeUtils, Vector2 } from 'three';
import { designOf } from './designs';
import { countStones, partsNamed } from './parts';
import { FLOWER_PETALS, crescentShape } from './pieces';
import { buildPieceScene } from './scene';
import { tablesTowardCamera } from './testing';

function inside(point: Vector2, outline: Vector2[]): boolean {
  let within = false;
  for (let i = 0, j = outline.length - 1; i < outline.length; j = i++) {
    const a = outline[i] as Vector2;
    const b = outline[j] as Vector2;
    if (a.y > point.y !== b.y > point.y && point.x < ((b.x - a.x) * (point.y - a.y)) / (b.y - a.y) + a.x) within = !within;
  }
  return within;
}

describe('stones on a face toward the camera', () => {
  it.each(['Heart Pendant', 'Solitaire Pendant', 'Floral Pendant', 'Teardrop Pendant', 'Classic Mangalsutra', 'Flower Nose Pin', 'Solitaire Nose Pin'])(
    '%s shows its main stone table first, not edgewise (a stone seen side on reads as an engraved mark)',
    (style) => {
      const { piece, camera } = buildPieceScene(designOf(style, 'yellow-gold', 'diamond'), 0);
      expect(Math.max(...tablesTowardCamera(piece, camera.position)), style).toBeGreaterThan(0.6);
    },
  );

  it('sets a heart pendant\'s one stone in a plain collet: no claws to read as a glyph on the heart', () => {
    const { piece } = buildPieceScene(designOf('Heart Pendant', 'rose-gold', 'diamond'), 0);
    expect(countStones(piece)).toBe(1);
    expect(partsNamed(piece, 'bezel')).toHaveLength(1);
    expect(partsNamed(piece, 'prong')).toHaveLength(0);
  });
});

describe("a chandbali's moon", () => {
  it('is a crescent, horns up, not a disc', () => {
    const outline = crescentShape().getPoints(64);
    const heights = outline.map((p) => p.y);
    expect(Math.min(...heights)).toBeCloseTo(-0.9, 2);
    expect(Math.max(...heights)).toBeLessThan(0.7);
    expect(inside(new Vector2(0, 0), outline)).toBe(false);
    expect(inside(new Vector2(0, -0.7), outline)).toBe(true);
    expect(Math.abs(ShapeUtils.area(outline))).toBeLessThan(Math.PI * 0.9 * 0.9 * 0.5);
  });

  it('is drawn in every chandbali', () => {
    const { piece } = buildPieceScene(designOf('Chandbali Earrings', 'yellow-gold', null), 0);
    expect(partsNamed(piece, 'crescent')).toHaveLength(2);
  });
});

describe('a flower nose pin', () => {
  it.each(['diamond', 'ruby', null] as const)('has metal petals round a centre (%s)', (stone) => {
    const { piece } = buildPieceScene(designOf('Flower Nose Pin', 'yellow-gold', stone), 0);
    const petals = partsNamed(piece, 'petal');
    expect(petals).toHaveLength(FLOWER_PETALS);
    for (const petal of petals) expect(((petal as Mesh).material as MeshPhysicalMaterial).metalness).toBe(1);
    expect(countStones(piece)).toBe(stone ? FLOWER_PETALS + 1 : 0);
  });
});
