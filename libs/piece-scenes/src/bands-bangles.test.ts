import { describe, expect, it } from 'vitest';
import { Box3, Mesh, type Object3D, Vector3 } from 'three';
import { PIECE_VIEWS, designOf } from './designs';
import { countStones, partsNamed } from './parts';
import { buildPiece } from './pieces';
import { buildPieceScene } from './scene';
import { tablesTowardCamera } from './testing';

function stones(root: Object3D): Mesh[] {
  const found: Mesh[] = [];
  root.traverse((child) => {
    if (child.userData['stone'] === true && child instanceof Mesh) found.push(child);
  });
  return found;
}

describe('an eternity band', () => {
  const ring = buildPiece(designOf('Eternity Band', 'yellow-gold', 'diamond')).object;
  ring.updateMatrixWorld(true);

  it('is set all round with 22 stones of at least 2.4 mm', () => {
    const set = stones(ring);
    expect(set).toHaveLength(22);
    for (const stone of set) expect(stone.scale.x).toBeGreaterThanOrEqual(0.24);
  });

  it('shows the crowns of its stones above its rails, not sunk between them', () => {
    const railReach = Math.max(...partsNamed(ring, 'rail').map((rail) => new Box3().setFromObject(rail, true).max.x));
    for (const stone of stones(ring)) {
      const girdle = stone.getWorldPosition(new Vector3());
      const crown = Math.hypot(girdle.x, girdle.y) + stone.scale.x * 0.16;
      expect(crown).toBeGreaterThan(railReach + 0.02);
    }
  });

  it('holds them with shared claws, two between each pair', () => {
    expect(partsNamed(ring, 'claw')).toHaveLength(44);
  });
});

describe('bangles and the cuff set with stones', () => {
  it.each(['Kada Bangle', 'Broad Bangle', 'Slim Bangle', 'Openable Bangle', 'Cuff Bracelet'])('%s turns its stones toward the camera in the front and three-quarter views', (style) => {
    for (const view of PIECE_VIEWS) {
      const { piece, camera } = buildPieceScene(designOf(style, 'white-gold', 'diamond'), view);
      const facing = tablesTowardCamera(piece, camera.position);
      expect(facing.length).toBe(countStones(piece));
      const mean = facing.reduce((a, b) => a + b, 0) / facing.length;
      expect(mean, `${style} view ${view}`).toBeGreaterThan(0.4);
    }
  });

  it('sets a kada with stones of at least 4 mm, each in its collet', () => {
    const kada = buildPiece(designOf('Kada Bangle', 'yellow-gold', 'ruby')).object;
    const set = stones(kada);
    expect(set).toHaveLength(8);
    for (const stone of set) expect(stone.scale.x).toBeGreaterThanOrEqual(0.4);
    expect(partsNamed(kada, 'bezel')).toHaveLength(8);
  });
});

describe('a filigree bangle', () => {
  it('is one openwork band: its loops lie in its face, round the whole circle', () => {
    const bangle = buildPiece(designOf('Filigree Bangle', 'yellow-gold', null)).object;
    const rows = partsNamed(bangle, 'filigree');
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      // Lying in the face, the loops add little to the bangle's radius; standing across it they would add their width.
      const box = new Box3().setFromObject(row, true);
      expect(box.max.x).toBeLessThan(3.25 + 0.1);
    }
  });
});
